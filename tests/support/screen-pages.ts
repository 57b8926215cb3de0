import type { Locale } from '../../shared/locales.ts';
import { buildPath, localePrefix, type RouteName } from '../../shared/routes/index.ts';
import { ROUTE_NAMES, ROUTES } from '../../shared/routes/table.ts';

/** The detail screens and the demo CMS's type whose first item each shows. */
const DETAILS: [RouteName, string][] = [
  ['newsArticle', 'post'],
  ['experience', 'experiences'],
  ['service', 'servizi'],
  ['offer', 'offerte'],
  ['position', 'positions'],
];

/**
 * One page of every screen of a language: the screens without parameters, a detail of each
 * kind and a unit (their first item in the demo CMS at `demoUrl`), and the 404 page. What the
 * validators check in tests/sweep/html-validity.test.ts and tests/integration/markup-findings.test.ts.
 */
export async function screenPagesOf(demoUrl: string, locale: Locale): Promise<string[]> {
  const cmsList = async <T>(type: string): Promise<T[]> =>
    ((await (await fetch(`${demoUrl}/cms/${locale}/${type}`)).json()) as { data: T[] }).data;
  const fixed = ROUTE_NAMES.filter((name) => !Object.values(ROUTES[name].paths).some((pattern: string) => pattern.includes(':')));
  const paths = fixed.map((name) => buildPath(name, locale));
  for (const [route, type] of DETAILS) {
    const [first] = await cmsList<{ slug: string }>(type);
    if (first) paths.push(buildPath(route, locale, { slug: first.slug }));
  }
  const [unit] = await cmsList<{ slug: string; type: string; group: { slug: string } }>('accommodations');
  if (unit) {
    paths.push(buildPath('accommodationType', locale, { type: unit.type }));
    paths.push(buildPath('accommodation', locale, { type: unit.type, group: unit.group.slug, unit: unit.slug }));
  }
  paths.push(`${localePrefix(locale)}/no-such-page-here`);
  return paths;
}
