import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LANGUAGE_COOKIE } from '../../shared/constants.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales.ts';
import { href, localeOfPath } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';

/** Longer values are not a browser's: not worth parsing. */
const MAX_HEADER_LENGTH = 1024;

/** RFC 6265 cookie-octets, and the space browsers let through: a value with anything else is not ours. */
const COOKIE_VALUE = /^[ !#-+\--:<-[\]-~]*$/;

/** The site's language a language tag names, in any case and with any region: `de`, `DE`, `de-CH` → `de`. */
function siteLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  return LOCALES.find((code) => lower === code || lower.startsWith(`${code}-`));
}

/** The first well-formed value of the named cookie (quotes dropped), decoded; a bad escape is kept as written. */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    const raw = pair.slice(equals + 1).trim();
    const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    if (!COOKIE_VALUE.test(value)) continue;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** A q-value clamped to 0..1; none, or one that is no number, counts as 1. */
function weight(q: string | undefined): number {
  const value = Number(q);
  return q === undefined || q.trim() === '' || Number.isNaN(value) ? 1 : Math.min(Math.max(value, 0), 1);
}

/**
 * The tags of an Accept-Language header, most wanted first (RFC 9110 "Accept-Language"): by
 * q-value, the header's order among equals; q=0 means "not this".
 */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((param) => param.split('=')).find(([key]) => key?.trim().toLowerCase() === 'q');
      return { tag: tag.trim(), weight: weight(q?.[1]) };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map(({ tag }) => tag);
}

/**
 * The language a visitor of `/` wants: the cookie first, then Accept-Language. Undefined
 * when neither names a language of the site, or when there is no Accept-Language at all
 * (a crawler): such a visitor stays on the Italian home page.
 */
function preferredLocale(c: Context<AppEnv>): Locale | undefined {
  const cookieHeader = c.req.header('cookie');
  if (cookieHeader && cookieHeader.length <= 4 * MAX_HEADER_LENGTH) {
    const fromCookie = cookieValue(cookieHeader, LANGUAGE_COOKIE);
    const locale = fromCookie === undefined ? undefined : siteLocale(fromCookie);
    if (locale) return locale;
  }
  const acceptLanguage = c.req.header('accept-language');
  if (!acceptLanguage || acceptLanguage.length > MAX_HEADER_LENGTH) return undefined;
  for (const tag of acceptedTags(acceptLanguage)) {
    const locale = siteLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The page's language comes from its path prefix. Only `/` detects (docs/architecture.md "Languages and addresses"):
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
