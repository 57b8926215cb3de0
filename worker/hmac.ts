/**
 * HMAC-SHA-256 in hex, with WebCrypto: the one way the worker signs and checks what it or the
 * CMS signed (form stamps, the CMS's change notices, preview links and draft reads).
 */

const encoder = new TextEncoder();
/**
 * One imported key per secret for the isolate's life: importing costs more than signing. The
 * keys are kept, not the imports under way, so no request awaits a promise another one started.
 */
const keys = new Map<string, CryptoKey>();

/** Awaited only the first time: a kept key is used as it is, with no turn of the event loop for it. */
async function importKey(secret: string): Promise<CryptoKey> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  keys.set(secret, key);
  return key;
}

/** Every byte's two hex digits: a form stamp is signed for every answer of a page with a form. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += HEX[byte];
  return hex;
}

/** The 32 bytes of a SHA-256 HMAC written in lowercase hex; null for anything else. */
function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2}){32}$/.test(hex)) return null;
  return new Uint8Array(hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []);
}

export async function hmacHex(secret: string, message: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', keys.get(secret) ?? (await importKey(secret)), encoder.encode(message)));
}

/** Compares in constant time (WebCrypto's verify), so a signature cannot be guessed byte by byte. */
export async function hmacMatches(secret: string, message: string, hex: string): Promise<boolean> {
  const signature = fromHex(hex);
  return (
    signature !== null && crypto.subtle.verify('HMAC', keys.get(secret) ?? (await importKey(secret)), signature, encoder.encode(message))
  );
}
