import { DEFAULT_LOCALE, type Locale } from '../locales.ts';
import { ROUTES, type RouteName, type RouteParams } from './table.ts';

/** The path prefix of a language: none for Italian, `/{code}` for the others. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * Builds the path of a screen in a language. The only place that puts paths together.
 *
 * @example
 * href('newsArticle', 'de', { slug: 'sommerfest' }) // '/de/neuigkeiten/sommerfest'
 * href('home', 'en') // '/en'
 */
export function href<N extends RouteName>(
  name: N,
  locale: Locale,
  ...[params]: keyof RouteParams<N> extends never ? [params?: undefined] : [params: RouteParams<N>]
): string {
  return buildPath(name, locale, params as Record<string, string | undefined> | undefined);
}

/**
 * `href` for code that holds a route name only at run time (a match, a menu list); throws
 * when a required parameter is missing.
 */
export function buildPath(name: RouteName, locale: Locale, params: Record<string, string | undefined> = {}): string {
  const pattern: string = ROUTES[name].paths[locale];
  const values = params;
  const path = pattern.replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
    const value = values[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`href(${name}, ${locale}): missing parameter "${key}"`);
    }
    return `/${encodeURIComponent(value)}`;
  });
  const prefix = localePrefix(locale);
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}
