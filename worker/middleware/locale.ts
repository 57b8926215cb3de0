import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type DetectorOptions, detectFromCookie, detectFromHeader } from 'hono/language';
import { LANGUAGE_COOKIE } from '../../shared/constants.ts';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../shared/locales.ts';
import { href, localeOfPath } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';

/** Hono's own cookie and Accept-Language parsing (q-values, `de-CH` → `de`), on our terms. */
const detectorOptions = {
  order: ['cookie', 'header'],
  lookupCookie: LANGUAGE_COOKIE,
  lookupQueryString: 'lang',
  lookupFromHeaderKey: 'accept-language',
  lookupFromPathIndex: 0,
  caches: false,
  ignoreCase: true,
  fallbackLanguage: DEFAULT_LOCALE,
  supportedLanguages: [...LOCALES],
  cookieOptions: {},
  debug: false,
} satisfies DetectorOptions;

/** Longer values are not a browser's: not worth parsing. */
const MAX_HEADER_LENGTH = 1024;

/**
 * The language a visitor of `/` wants: the cookie first, then Accept-Language. Undefined
 * when neither names a language of the site, or when there is no Accept-Language at all
 * (a crawler): such a visitor stays on the Italian home page.
 */
function preferredLocale(c: Context<AppEnv>): Locale | undefined {
  const cookieHeader = c.req.header('cookie');
  if (cookieHeader && cookieHeader.length <= 4 * MAX_HEADER_LENGTH) {
    const fromCookie = detectFromCookie(c, detectorOptions);
    if (isLocale(fromCookie)) return fromCookie;
  }
  const acceptLanguage = c.req.header('accept-language');
  if (!acceptLanguage || acceptLanguage.length > MAX_HEADER_LENGTH) return undefined;
  const fromHeader = detectFromHeader(c, detectorOptions);
  return isLocale(fromHeader) ? fromHeader : undefined;
}

/**
 * The page's language comes from its path prefix. Only `/` detects (ARCHITECTURE.md step 4):
 * a detected language other than Italian is a 302 that no shared cache may keep.
 */
export const locale = createMiddleware<AppEnv>(async function locale(c, next) {
  const { pathname } = new URL(c.req.url);
  c.set('locale', localeOfPath(pathname));
  if (pathname !== '/' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();

  c.header('Vary', 'Accept-Language, Cookie');
  const wanted = preferredLocale(c);
  if (!wanted || wanted === DEFAULT_LOCALE) return next();
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(href('home', wanted), 302);
});
