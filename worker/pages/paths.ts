import { LOCALES, type Locale } from '../../shared/locales.ts';
import { href, type RouteName } from '../../shared/routes/index.ts';

/** The same screen with the same parameters in every language. */
export function pathsInEveryLocale(name: RouteName, params: Record<string, string> = {}): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) paths[locale] = (href as (n: RouteName, l: Locale, p?: Record<string, string>) => string)(name, locale, params);
  return paths;
}
