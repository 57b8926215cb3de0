import type { Locale } from '../locales.ts';
import { localeOfPath } from '../routes/match.ts';

/**
 * The form in which an old address is stored and looked up: percent-encoding decoded,
 * empty segments (double and trailing slashes) dropped, case kept (`/pl/Kontakt` is not
 * `/pl/kontakt`). Null for what cannot be a path of this site.
 *
 * @example
 * normalizeRedirectPath('/en/offers/') // '/en/offers'
 * normalizeRedirectPath('/de/unterk%C3%BCnfte') // '/de/unterkünfte'
 */
export function normalizeRedirectPath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.length > 1024) return null;
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    if (part === '') continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (decoded.includes('/') || decoded.includes('\\') || decoded === '.' || decoded === '..') return null;
    segments.push(decoded);
  }
  return `/${segments.join('/')}`;
}

/** KV key of a rule: its language and its normalised old path. */
export function redirectKey(locale: Locale, normalizedPath: string): string {
  return `${locale}:${normalizedPath}`;
}

/** The key a request path is looked up under, or null when the path cannot be one. */
export function redirectKeyForPath(path: string): string | null {
  const normalized = normalizeRedirectPath(path);
  return normalized === null ? null : redirectKey(localeOfPath(normalized), normalized);
}
