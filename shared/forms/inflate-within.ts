import { Inflate, inflateSync } from 'fflate';

/**
 * DEFLATE data inflated under a byte cap (docs/product.md "Forms: fields and uploads"): the
 * compressed bytes go in a slice at a time and the inflating stops at the first slice whose
 * output passes the cap, so a part that lies about its size costs at most one slice's worth
 * past the cap (`MAX_OVERSHOOT`), never the whole bomb. Smaller slices would cost more than
 * they save: each push copies fflate's 32 KiB window.
 */

/** What the upload checks inflated, counted across one upload's checks. */
export type InflateWork = { inflated: number };

/** Compressed bytes pushed at a time. */
const SLICE = 2048;
/** The most one slice can inflate to: DEFLATE's longest match (258 bytes) in under 2 bits, about 1032 to 1. */
export const MAX_OVERSHOOT = SLICE * 1032;

/** `over`: the output passed `cap`; `invalid`: not DEFLATE, or it stops before its end. */
export type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'over' | 'invalid' };

class Over extends Error {}

/** Raw DEFLATE (a ZIP entry); `zlib` first skips the two-byte header PDF and PNG streams carry. */
export function inflateWithin(data: Uint8Array, cap: number, work: InflateWork, zlib = false): Inflated {
  let input = data;
  if (zlib) {
    // CMF and FLG: method 8, and the pair a multiple of 31 (RFC 1950). A preset dictionary is not allowed.
    const [cmf = 0, flg = 0] = data;
    if ((cmf & 0x0f) !== 8 || ((cmf << 8) | flg) % 31 !== 0 || flg & 0x20) return { ok: false, reason: 'invalid' };
    input = data.subarray(2);
  }
  // Data too short to pass the cap by more than one slice could inflate in one go, without the stream's copies.
  if (input.length <= SLICE) return inflateShort(input, cap, work);
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    size += chunk.length;
    work.inflated += chunk.length;
    if (size > cap) throw new Over();
    chunks.push(chunk);
    if (final) ended = true;
  });
  try {
    for (let at = 0; at < input.length && !ended; at += SLICE) inflater.push(input.subarray(at, at + SLICE), at + SLICE >= input.length);
  } catch (error) {
    return { ok: false, reason: error instanceof Over ? 'over' : 'invalid' };
  }
  if (!ended) return { ok: false, reason: 'invalid' };
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { ok: true, bytes };
}

function inflateShort(input: Uint8Array, cap: number, work: InflateWork): Inflated {
  // Even empty data is a block (two bytes); fflate would take nothing as nothing.
  if (!input.length) return { ok: false, reason: 'invalid' };
  try {
    const bytes = inflateSync(input);
    work.inflated += bytes.length;
    return bytes.length > cap ? { ok: false, reason: 'over' } : { ok: true, bytes };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
