import { createMiddleware } from 'hono/factory';
import { type LanguageVariables, languageDetector } from 'hono/language';
import { LANGUAGE_COOKIE } from '../../shared/constants.ts';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '../../shared/locales.ts';
import { href, localeOfPath } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { pathOf } from '../request-url.ts';

/** Set by `locale`, in Hono's typed context (AppEnv's Variables). */
export type LocaleVariables = LanguageVariables & {
  /** The page's language, from its path prefix (Hono's detector sets `language` on `/` only). */
  locale: Locale;
};

/** Longer values are not a browser's: not worth parsing. */
const MAX_HEADER_LENGTH = 1024;

/**
 * The language a visitor of `/` wants, by Hono's language detector: the cookie first, then
 * Accept-Language (by q-value, a region falling back to its language: `de-CH` → `de`), in any
 * case. Italian when neither names a language of the site, or when there is no Accept-Language
 * at all (a crawler). Nothing is written back: the cookie is the language switcher's to set.
 */
const detectLanguage = languageDetector({
  supportedLanguages: [...LOCALES],
  fallbackLanguage: DEFAULT_LOCALE,
  order: ['cookie', 'header'],
  lookupCookie: LANGUAGE_COOKIE,
  caches: false,
  ignoreCase: true,
});

const tooLong = (value: string | undefined, limit: number) => value !== undefined && value.length > limit;

/**
 * The page's language comes from its path prefix. Only `/` detects (docs/architecture.md "Languages and addresses"):
 * a detected language other than Italian is a 302 that no shared cache may keep.
 */
export const locale = createMiddleware<AppEnv>(async function locale(c, next) {
  const pathname = pathOf(c.req.url);
  c.set('locale', localeOfPath(pathname));
  if (pathname !== '/' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();

  c.header('Vary', 'Accept-Language, Cookie');
  if (tooLong(c.req.header('accept-language'), MAX_HEADER_LENGTH) || tooLong(c.req.header('cookie'), 4 * MAX_HEADER_LENGTH)) return next();
  await detectLanguage(c, async () => {});
  const wanted = c.get('language') as Locale;
  if (wanted === DEFAULT_LOCALE) return next();
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(href('home', wanted), 302);
});
