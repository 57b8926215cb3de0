import type { PreviewRequest } from '../cms/notice.ts';
import { hmacHex, hmacMatches } from '../hmac.ts';
import { LOCALES } from '../../shared/locales.ts';

/**
 * Signed preview links (docs/product.md "Publishing"): `?preview={locale}.{type}.{slug}.{expires}.{hmac}`
 * on the page that shows the item. The HMAC covers the item and the expiry, so a link opens
 * that one draft until it expires and nothing else.
 */

export const PREVIEW_PARAM = 'preview';
/** How long a preview link is good for. */
export const PREVIEW_VALID_S = 2 * 60 * 60;

/** `preview.` keeps these signatures apart from notices' (`{timestamp}.{body}`). */
const signed = (item: PreviewRequest, expiresS: number) => `preview.${item.locale}/${item.type}/${item.slug}.${expiresS}`;

export async function previewToken(secret: string, item: PreviewRequest, nowMs: number): Promise<string> {
  const expiresS = Math.floor(nowMs / 1000) + PREVIEW_VALID_S;
  return `${item.locale}.${item.type}.${item.slug}.${expiresS}.${await hmacHex(secret, signed(item, expiresS))}`;
}

export type TokenCheck = { ok: true; item: PreviewRequest } | { ok: false; reason: 'invalid' | 'expired' };

export async function readPreviewToken(secret: string, token: string, nowMs: number): Promise<TokenCheck> {
  const parts = token.split('.');
  if (parts.length !== 5) return { ok: false, reason: 'invalid' };
  const [locale, type, slug, expires, hex] = parts as [string, string, string, string, string];
  if (!(LOCALES as readonly string[]).includes(locale) || !/^\d{1,12}$/.test(expires)) return { ok: false, reason: 'invalid' };
  const item = { locale, type, slug } as PreviewRequest;
  const expiresS = Number(expires);
  if (!(await hmacMatches(secret, signed(item, expiresS), hex))) return { ok: false, reason: 'invalid' };
  // A signed expiry beyond the longest validity was not made by this site's rules.
  if (expiresS * 1000 <= nowMs || expiresS * 1000 > nowMs + PREVIEW_VALID_S * 1000 + 60_000) return { ok: false, reason: 'expired' };
  return { ok: true, item };
}
