/**
 * Bytes as base64, as a mail's attachment travels (a CV of up to 5 MB, docs/product.md
 * "Upstreams"): the platform's own `Uint8Array.prototype.toBase64` where there is one (workerd
 * has it), else three bytes at a time through a table. Spreading the bytes into
 * `String.fromCharCode` cost about a second of CPU for 5 MB.
 */

const ALPHABET = new TextEncoder().encode('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
const PAD = 0x3d;

/** Where the platform has no `toBase64` (Node before 25, older runtimes). */
export function base64ByTable(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const whole = bytes.length - (bytes.length % 3);
  let at = 0;
  const put = (code: number | undefined) => {
    out[at] = code as number;
    at += 1;
  };
  for (let i = 0; i < whole; i += 3) {
    const triple = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    put(ALPHABET[triple >>> 18]);
    put(ALPHABET[(triple >>> 12) & 63]);
    put(ALPHABET[(triple >>> 6) & 63]);
    put(ALPHABET[triple & 63]);
  }
  const left = bytes.length - whole;
  if (left > 0) {
    const triple = ((bytes[whole] as number) << 16) | (left === 2 ? (bytes[whole + 1] as number) << 8 : 0);
    put(ALPHABET[triple >>> 18]);
    put(ALPHABET[(triple >>> 12) & 63]);
    put(left === 2 ? ALPHABET[(triple >>> 6) & 63] : PAD);
    put(PAD);
  }
  return new TextDecoder().decode(out);
}

type WithToBase64 = Uint8Array & { toBase64?: () => string };

export function base64Of(bytes: Uint8Array): string {
  const own = bytes as WithToBase64;
  return typeof own.toBase64 === 'function' ? own.toBase64() : base64ByTable(bytes);
}
