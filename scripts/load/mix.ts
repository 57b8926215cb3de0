import { LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { ROUTE_NAMES, ROUTES } from '../../shared/routes/table.ts';

/** What a request of the load is, for counting its answers. */
export type Kind = 'page' | 'redirect' | 'notFound' | 'form';

/**
 * The share of each kind: mostly pages, some old bookmarks and mistyped addresses, few forms
 * (a holiday site's traffic; the forms are the rare, expensive requests).
 */
export const MIX: Record<Kind, number> = { page: 0.8, redirect: 0.08, notFound: 0.07, form: 0.05 };

/** The expected answers of each kind; anything else is reported as unexpected. */
export const EXPECTED: Record<Kind, readonly number[]> = {
  page: [200],
  redirect: [301],
  notFound: [404],
  // Sent, received (queued), or over the rate limit.
  form: [200, 202, 429],
};

/** Every page without parameters, in every language. */
export function pagePaths(): string[] {
  return ROUTE_NAMES.flatMap((name) =>
    LOCALES.filter((locale) => !ROUTES[name].paths[locale].includes(':')).map((locale) => buildPath(name, locale)),
  );
}

/** A kind drawn by the mix's shares. */
export function drawKind(random = Math.random()): Kind {
  let left = random;
  for (const [kind, share] of Object.entries(MIX) as [Kind, number][]) {
    if (left < share) return kind;
    left -= share;
  }
  return 'page';
}

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
