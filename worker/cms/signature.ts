import { hmacHex, hmacMatches } from '../hmac.ts';

/**
 * HMAC-SHA-256 (worker/hmac.ts) with the secret the site shares with the CMS (`CMS_WEBHOOK_SECRET`): change
 * notices are signed over `{timestamp}.{body}` (docs/product.md "Publishing"), preview links
 * over the item and their expiry (worker/preview/link.ts), draft reads over `{timestamp}.{path}`.
 */

/** Seconds since the epoch, when the CMS signed the notice. */
export const TIMESTAMP_HEADER = 'X-Cms-Timestamp';
/** `v1=` and the hex HMAC of `{timestamp}.{raw body}`. */
export const SIGNATURE_HEADER = 'X-Cms-Signature';
/** A notice signed longer ago than this (or this far in the future) is refused. */
export const MAX_AGE_S = 5 * 60;

/** The signature header's value for a body signed at `timestampS`. */
export async function signNotice(secret: string, timestampS: number, body: string): Promise<string> {
  return `v1=${await hmacHex(secret, `${timestampS}.${body}`)}`;
}

export type NoticeVerdict = 'ok' | 'missing' | 'stale' | 'invalid';

/** Checks a signed request: both headers present, the signature right, the time within `MAX_AGE_S` of now. */
export async function checkSigned(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  signed: string,
  nowS: number,
): Promise<NoticeVerdict> {
  if (!timestamp || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp) || !signature.startsWith('v1=')) return 'invalid';
  if (!(await hmacMatches(secret, `${timestamp}.${signed}`, signature.slice(3)))) return 'invalid';
  return Math.abs(nowS - Number(timestamp)) > MAX_AGE_S ? 'stale' : 'ok';
}
