/**
 * HMAC-SHA-256 with the secret the site shares with the CMS (`CMS_WEBHOOK_SECRET`): change
 * notices are signed over `{timestamp}.{body}` (docs/product.md "Publishing"), preview links
 * over the item and their expiry (worker/preview/link.ts), draft reads over `{timestamp}.{path}`.
 */

/** Seconds since the epoch, when the CMS signed the notice. */
export const TIMESTAMP_HEADER = 'X-Cms-Timestamp';
/** `v1=` and the hex HMAC of `{timestamp}.{raw body}`. */
export const SIGNATURE_HEADER = 'X-Cms-Signature';
/** A notice signed longer ago than this (or this far in the future) is refused. */
export const MAX_AGE_S = 5 * 60;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2}){32}$/.test(hex)) return null;
  return new Uint8Array(hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []);
}

export async function hmacHex(secret: string, message: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message)));
}

/** Compares in constant time (WebCrypto's verify), so a signature cannot be guessed byte by byte. */
export async function hmacMatches(secret: string, message: string, hex: string): Promise<boolean> {
  const signature = fromHex(hex);
  return signature !== null && crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(message));
}

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
