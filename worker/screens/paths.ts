import { LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath, type RouteName } from '../../shared/routes/index.ts';

/** The same screen with the same parameters in every language. */
export function pathsInEveryLocale(name: RouteName, params: Record<string, string> = {}): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) paths[locale] = buildPath(name, locale, params);
  return paths;
}
