/**
 * The no-JavaScript spam check (ADR 004): without JavaScript there is no bot-check token, so
 * the form carries the time it was shown, signed by the worker. A post sooner than a person
 * can fill the form, or from a page older than a day, is refused; so is a filled honeypot.
 */
export const MIN_FILL_MS = 3_000;
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

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

/** Every byte's two hex digits: a stamp is signed for every answer of a page with a form. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += HEX[byte];
  return hex;
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) return null;
  return new Uint8Array(hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []);
}

/** `{shownAtMs}.{hmac}`, bound to the form's name so one form's stamp does not open another. */
export async function createFormStamp(secret: string, form: string, now: number): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${form}.${now}`));
  return `${now}.${toHex(signature)}`;
}

type StampVerdict = 'ok' | 'invalid' | 'too-fast' | 'expired';

export async function checkFormStamp(secret: string, form: string, stamp: string, now: number): Promise<StampVerdict> {
  const [time, hex] = stamp.split('.');
  const shownAt = Number(time);
  const signature = fromHex(hex ?? '');
  if (!time || !/^\d{1,15}$/.test(time) || !signature) return 'invalid';
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(`${form}.${shownAt}`));
  if (!valid) return 'invalid';
  if (now - shownAt < MIN_FILL_MS) return 'too-fast';
  if (now - shownAt > MAX_FORM_AGE_MS) return 'expired';
  return 'ok';
}
