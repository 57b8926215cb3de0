/**
 * DEFLATE data inflated under a byte cap (docs/product.md "Forms: fields and uploads"): the
 * output goes into one buffer that never grows past the cap, and the inflating stops at the
 * first literal or match that would pass it, so a part that lies about its size costs its
 * declared size plus one match (`MAX_OVERSHOOT`), never the bomb. fflate's own inflater has no
 * such stop (its streaming one also reallocates 160 KiB per slice pushed, the most of what a
 * hostile CV cost): this one is RFC 1951 decoded with fflate's table layout, checked against
 * `inflateSync` in tests/unit/inflate-within.test.ts.
 */

/** What the upload checks inflated, counted across one upload's checks. */
export type InflateWork = { inflated: number };

/** The most past the cap a refused stream inflates: DEFLATE's longest match. */
export const MAX_OVERSHOOT = 258;

/** `over`: the output passed `cap`; `invalid`: not DEFLATE, or it stops before its end. */
export type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'over' | 'invalid' };

class Invalid extends Error {}
class Over extends Error {}

const LENGTH_BASE = Uint16Array.of(
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  13,
  15,
  17,
  19,
  23,
  27,
  31,
  35,
  43,
  51,
  59,
  67,
  83,
  99,
  115,
  131,
  163,
  195,
  227,
  258,
);
const LENGTH_EXTRA = Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0);
const DISTANCE_BASE = Uint16Array.of(
  1,
  2,
  3,
  4,
  5,
  7,
  9,
  13,
  17,
  25,
  33,
  49,
  65,
  97,
  129,
  193,
  257,
  385,
  513,
  769,
  1025,
  1537,
  2049,
  3073,
  4097,
  6145,
  8193,
  12289,
  16385,
  24577,
);
const DISTANCE_EXTRA = Uint8Array.of(0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13);
/** The order code length codes are sent in. */
const CODE_LENGTH_ORDER = Uint8Array.of(16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15);

/** A canonical Huffman code as a lookup table on its next `bits` input bits: `symbol << 4 | length`, 0 for no code. */
type Table = { map: Uint16Array; bits: number };

/**
 * The code `lengths` give, in `into` (a scratch buffer reused by every block: the inflating is
 * synchronous, and allocating 64 KiB per table was most of what a part of a few hundred bytes cost).
 */
function table(lengths: Uint8Array, into?: Uint16Array): Table {
  let bits = 0;
  const count = new Uint16Array(16);
  for (const length of lengths) {
    count[length] = (count[length] as number) + 1;
    if (length > bits) bits = length;
  }
  count[0] = 0;
  // The first code of each length; more codes than a length has room for is not a prefix code.
  const next = new Uint16Array(16);
  let code = 0;
  for (let length = 1; length <= 15; length += 1) {
    code = (code + (count[length - 1] as number)) << 1;
    next[length] = code;
    if (code + (count[length] as number) > 1 << length) throw new Invalid();
  }
  const map = into ? into.subarray(0, 1 << bits).fill(0) : new Uint16Array(1 << bits);
  for (let symbol = 0; symbol < lengths.length; symbol += 1) {
    const length = lengths[symbol] as number;
    if (!length) continue;
    const value = next[length] as number;
    next[length] = value + 1;
    // DEFLATE sends codes from their first bit: the table is indexed by the code reversed.
    let reversed = 0;
    for (let bit = 0; bit < length; bit += 1) reversed |= ((value >> bit) & 1) << (length - 1 - bit);
    const entry = (symbol << 4) | length;
    for (let index = reversed; index < map.length; index += 1 << length) map[index] = entry;
  }
  return { map, bits };
}

const FIXED_LITERALS = table(Uint8Array.from({ length: 288 }, (_, symbol) => (symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8)));
const FIXED_DISTANCES = table(new Uint8Array(30).fill(5));
const LITERALS = new Uint16Array(1 << 15);
const DISTANCES = new Uint16Array(1 << 15);
const CODE_LENGTHS = new Uint16Array(1 << 7);

/** `out` with room for `size + more` bytes, at most `cap`: grown by doubling, or `Over`. */
function room(out: Uint8Array, size: number, more: number, cap: number, work: InflateWork): Uint8Array {
  if (size + more <= out.length) return out;
  if (size + more > cap) {
    work.inflated += size + more;
    throw new Over();
  }
  const grown = new Uint8Array(Math.min(cap, Math.max(out.length * 2, size + more)));
  grown.set(out.subarray(0, size));
  return grown;
}

/**
 * Raw DEFLATE into at most `cap` bytes; throws `Over` or `Invalid`. One function with its state
 * in locals (no closure over them): V8 keeps them in registers, three times faster. Bits are read
 * least significant first from three bytes at `pos`; bytes past the end read as 0 and are caught
 * by `totalBits`.
 */
function inflateCapped(data: Uint8Array, cap: number, work: InflateWork, exact: boolean): Uint8Array {
  const totalBits = data.length * 8;
  let pos = 0;
  // The cap itself when it is the size the data declares (a ZIP entry), else grown by doubling up to it.
  let out: Uint8Array = new Uint8Array(exact ? cap : Math.min(cap, Math.max(1024, data.length * 4)));
  let size = 0;
  let final = 0;
  while (!final) {
    let at = pos >> 3;
    let window = ((data[at] as number) | ((data[at + 1] as number) << 8)) >>> (pos & 7);
    final = window & 1;
    const type = (window >> 1) & 3;
    pos += 3;
    if (type === 0) {
      at = (pos + 7) >> 3;
      if (at + 4 > data.length) throw new Invalid();
      const length = (data[at] as number) | ((data[at + 1] as number) << 8);
      const check = (data[at + 2] as number) | ((data[at + 3] as number) << 8);
      if (length !== (~check & 0xffff) || at + 4 + length > data.length) throw new Invalid();
      out = room(out, size, length, cap, work);
      out.set(data.subarray(at + 4, at + 4 + length), size);
      size += length;
      pos = (at + 4 + length) * 8;
      continue;
    }
    let literals = FIXED_LITERALS;
    let distances = FIXED_DISTANCES;
    if (type === 2) {
      at = pos >> 3;
      window = ((data[at] as number) | ((data[at + 1] as number) << 8) | ((data[at + 2] as number) << 16)) >>> (pos & 7);
      const literalCount = (window & 31) + 257;
      const distanceCount = ((window >> 5) & 31) + 1;
      const codeLengthCount = ((window >> 10) & 15) + 4;
      pos += 14;
      if (literalCount > 286 || distanceCount > 30) throw new Invalid();
      const codeLengths = new Uint8Array(19);
      for (let index = 0; index < codeLengthCount; index += 1) {
        at = pos >> 3;
        codeLengths[CODE_LENGTH_ORDER[index] as number] = (((data[at] as number) | ((data[at + 1] as number) << 8)) >>> (pos & 7)) & 7;
        pos += 3;
      }
      const { map, bits } = table(codeLengths, CODE_LENGTHS);
      const lengths = new Uint8Array(literalCount + distanceCount);
      for (let index = 0; index < lengths.length; ) {
        at = pos >> 3;
        window = ((data[at] as number) | ((data[at + 1] as number) << 8) | ((data[at + 2] as number) << 16)) >>> (pos & 7);
        const entry = map[window & ((1 << bits) - 1)] as number;
        if (!entry) throw new Invalid();
        pos += entry & 15;
        window >>>= entry & 15;
        const symbol = entry >> 4;
        if (symbol < 16) {
          lengths[index++] = symbol;
          continue;
        }
        let repeat: number;
        let value = 0;
        if (symbol === 16) {
          if (!index) throw new Invalid();
          value = lengths[index - 1] as number;
          repeat = 3 + (window & 3);
          pos += 2;
        } else if (symbol === 17) {
          repeat = 3 + (window & 7);
          pos += 3;
        } else {
          repeat = 11 + (window & 127);
          pos += 7;
        }
        if (index + repeat > lengths.length) throw new Invalid();
        lengths.fill(value, index, index + repeat);
        index += repeat;
      }
      if (pos > totalBits || !lengths[256]) throw new Invalid();
      literals = table(lengths.subarray(0, literalCount), LITERALS);
      distances = table(lengths.subarray(literalCount), DISTANCES);
    } else if (type !== 1) throw new Invalid();

    const literalMap = literals.map;
    const literalMask = (1 << literals.bits) - 1;
    const distanceMap = distances.map;
    const distanceMask = (1 << distances.bits) - 1;
    for (;;) {
      at = pos >> 3;
      let entry = literalMap[
        (((data[at] as number) | ((data[at + 1] as number) << 8) | ((data[at + 2] as number) << 16)) >>> (pos & 7)) & literalMask
      ] as number;
      if (!entry) throw new Invalid();
      pos += entry & 15;
      if (pos > totalBits) throw new Invalid();
      const symbol = entry >> 4;
      if (symbol < 256) {
        if (size === out.length) out = room(out, size, 1, cap, work);
        out[size++] = symbol;
        continue;
      }
      if (symbol === 256) break;
      const lengthIndex = symbol - 257;
      if (lengthIndex > 28) throw new Invalid();
      let length = LENGTH_BASE[lengthIndex] as number;
      let extra = LENGTH_EXTRA[lengthIndex] as number;
      if (extra) {
        at = pos >> 3;
        length += (((data[at] as number) | ((data[at + 1] as number) << 8)) >>> (pos & 7)) & ((1 << extra) - 1);
        pos += extra;
      }
      at = pos >> 3;
      entry = distanceMap[
        (((data[at] as number) | ((data[at + 1] as number) << 8) | ((data[at + 2] as number) << 16)) >>> (pos & 7)) & distanceMask
      ] as number;
      if (!entry) throw new Invalid();
      pos += entry & 15;
      const distanceIndex = entry >> 4;
      if (distanceIndex > 29) throw new Invalid();
      let distance = DISTANCE_BASE[distanceIndex] as number;
      extra = DISTANCE_EXTRA[distanceIndex] as number;
      if (extra) {
        at = pos >> 3;
        distance +=
          (((data[at] as number) | ((data[at + 1] as number) << 8) | ((data[at + 2] as number) << 16)) >>> (pos & 7)) & ((1 << extra) - 1);
        pos += extra;
      }
      if (pos > totalBits || distance > size) throw new Invalid();
      if (size + length > out.length) out = room(out, size, length, cap, work);
      // A match may overlap what it writes (a run of one byte has distance 1): byte by byte unless it cannot.
      if (distance === 1) out.fill(out[size - 1] as number, size, size + length);
      else if (distance >= length && length > 32) out.copyWithin(size, size - distance, size - distance + length);
      else for (let from = size - distance, end = size + length; size < end; ) out[size++] = out[from++] as number;
      if (distance === 1 || (distance >= length && length > 32)) size += length;
    }
  }
  work.inflated += size;
  return size === out.length ? out : out.slice(0, size);
}

/**
 * Raw DEFLATE (a ZIP entry); `zlib` first skips the two-byte header PDF and PNG streams carry.
 * `exact`: `cap` is the size the data declares, so the output is allocated once at that size.
 */
export function inflateWithin(data: Uint8Array, cap: number, work: InflateWork, zlib = false, exact = false): Inflated {
  let input = data;
  if (zlib) {
    // CMF and FLG: method 8, and the pair a multiple of 31 (RFC 1950). A preset dictionary is not allowed.
    const [cmf = 0, flg = 0] = data;
    if ((cmf & 0x0f) !== 8 || ((cmf << 8) | flg) % 31 !== 0 || flg & 0x20) return { ok: false, reason: 'invalid' };
    input = data.subarray(2);
  }
  // Even empty data is a block (two bytes).
  if (!input.length) return { ok: false, reason: 'invalid' };
  try {
    return { ok: true, bytes: inflateCapped(input, cap, work, exact) };
  } catch (error) {
    if (error instanceof Over) return { ok: false, reason: 'over' };
    if (error instanceof Invalid || error instanceof RangeError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}
