import { LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath, matchRoute, type RouteName } from '../../shared/routes/index.ts';
import { timedGet } from './http.ts';

/** The pages the speed targets name (docs/bench/README.md "Speed at the edge"); a detail page is the first of its kind linked from its list. */
export const PAGE_KINDS = ['home', 'accommodation', 'restaurantMenu', 'newsArticle'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export type BenchPage = { kind: PageKind; locale: Locale; path: string };

/** Where a detail page is linked from: a list of that kind in the same language. */
const LISTED_ON: Partial<Record<PageKind, { name: RouteName; params?: Record<string, string> }>> = {
  accommodation: { name: 'accommodationType', params: { type: 'maxicaravan' } },
  newsArticle: { name: 'news' },
};

/** The first link of `html` whose path is a page of route `name`. */
export function firstLinkTo(html: string, name: RouteName): string | undefined {
  for (const match of html.matchAll(/href="(\/[^"#?]*)[^"]*"/g)) {
    const path = match[1] as string;
    if (matchRoute(path)?.name === name) return path;
  }
  return undefined;
}

async function pathOf(siteUrl: string, kind: PageKind, locale: Locale): Promise<string> {
  const list = LISTED_ON[kind];
  if (!list) return buildPath(kind, locale);
  const listPath = buildPath(list.name, locale, list.params);
  const answer = await timedGet(`${siteUrl}${listPath}`);
  const path = firstLinkTo(answer.body, kind);
  if (!path) throw new Error(`no ${kind} linked from ${listPath} (${answer.status})`);
  return path;
}

/** Every bench page in every language (opening the lists, never the pages themselves). */
export async function discoverPages(siteUrl: string): Promise<Map<Locale, BenchPage[]>> {
  const pages = new Map<Locale, BenchPage[]>();
  for (const locale of LOCALES) {
    const found: BenchPage[] = [];
    for (const kind of PAGE_KINDS) found.push({ kind, locale, path: await pathOf(siteUrl, kind, locale) });
    pages.set(locale, found);
  }
  return pages;
}
