import { type InflateWork, inflateWithin } from './inflate-within.ts';
import { DAMAGED, NOT_ONLY_IMAGE, type Verdict } from './upload-verdict.ts';

/**
 * A PNG or JPEG taken only when it is an image and nothing else (docs/product.md "Forms:
 * fields and uploads"): walked from its signature to its end marker, nothing after that end,
 * and no web page markup in its metadata (PNG text chunks, compressed ones inflated under the
 * upload's budget; JPEG comment and application segments). Pixel data is not read.
 */

/** The longest side of an image: a 48-megapixel phone photo is 8000 pixels wide. */
export const MAX_IMAGE_SIDE = 12_000;

/** Further JPEGs after the first one's end: a phone's HDR gain map or depth map (Multi-Picture Format). */
const MAX_APPENDED_PICTURES = 4;

/** Elements that make text a web page or run script, after `<` (compared in lower case). */
const MARKUP = [
  'script',
  'html',
  'body',
  'head',
  'iframe',
  'frame',
  'frameset',
  'svg',
  'object',
  'embed',
  'applet',
  'meta',
  'link',
  'base',
  'form',
  'style',
  'img',
  '!doctype',
  '?php',
];

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

/** The tags of `MARKUP` by their first character's code (all ASCII). */
const MARKUP_BY_FIRST: readonly (readonly string[] | undefined)[] = Array.from({ length: 128 }, (_, code) => {
  const tags = MARKUP.filter((tag) => tag.charCodeAt(0) === code);
  return tags.length > 0 ? tags : undefined;
});

/** Whether `bytes[from, to)` holds an HTML or script tag: `<` and one of `MARKUP`, then white space, `>` or `/`. */
export function hasMarkup(bytes: Uint8Array, from = 0, to = bytes.length): boolean {
  for (let at = from; at < to; at++) {
    if (bytes[at] !== 0x3c) continue;
    const tags = MARKUP_BY_FIRST[(bytes[at + 1] ?? 0) | 0x20];
    if (!tags) continue;
    for (let which = 0; which < tags.length; which++) {
      const tag = tags[which] as string;
      if (((bytes[at + 2] ?? 0) | 0x20) !== tag.charCodeAt(1)) continue;
      let index = 2;
      while (index < tag.length && ((bytes[at + 1 + index] ?? 0) | 0x20) === tag.charCodeAt(index)) index++;
      const next = at + 1 + tag.length < to ? bytes[at + 1 + tag.length] : undefined;
      if (index === tag.length && (next === undefined || next === 0x3e || next === 0x2f || next === 0x20 || (next >= 9 && next <= 13)))
        return true;
    }
  }
  return false;
}

function sized(kind: 'png' | 'jpg', width: number, height: number): Verdict {
  if (width < 1 || height < 1) return DAMAGED;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
    return { ok: false, code: 'errors.imageTooLarge', values: { pixels: MAX_IMAGE_SIDE } };
  return { ok: true, kind };
}

/** A PNG text chunk's text: zTXt and compressed iTXt inflated, others as they are; null when it does not inflate. */
function chunkText(type: string, data: Uint8Array, work: InflateWork, budget: number): Uint8Array | null {
  const keywordEnd = data.indexOf(0);
  if (type === 'zTXt') return inflated(data.subarray(keywordEnd + 2), work, budget);
  if (type === 'iTXt' && data[keywordEnd + 1] === 1) {
    // Keyword, flag, method, language and translated keyword (each ended by NUL), then the text.
    let at = data.indexOf(0, keywordEnd + 3);
    at = at < 0 ? -1 : data.indexOf(0, at + 1);
    return at < 0 ? null : inflated(data.subarray(at + 1), work, budget);
  }
  return data;
}

function inflated(data: Uint8Array, work: InflateWork, budget: number): Uint8Array | null {
  const result = inflateWithin(data, budget, work, true);
  return result.ok ? result.bytes : null;
}

/** Chunks other than image data a PNG may have: real ones have a handful. */
const MAX_PNG_CHUNKS = 1000;
const IDAT = 0x49444154;
const IEND = 0x49454e44;
const isLetter = (byte: number | undefined) => byte !== undefined && (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a;

/** A PNG: IHDR first with the size, chunks one after another to IEND, and nothing after it. */
export function checkPng(bytes: Uint8Array, work: InflateWork, textBytes: number): Verdict {
  if (bytes.length < 8 + 25 + 12 || u32(bytes, 8) !== 13 || u32(bytes, 12) !== 0x49484452) return DAMAGED;
  let budget = textBytes;
  let chunks = 0;
  for (let at = 8; ; ) {
    const length = u32(bytes, at);
    const type = u32(bytes, at + 4);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return DAMAGED;
    if (!isLetter(bytes[at + 4]) || !isLetter(bytes[at + 5]) || !isLetter(bytes[at + 6]) || !isLetter(bytes[at + 7])) return DAMAGED;
    if (type === IEND) return end === bytes.length ? sized('png', u32(bytes, 16), u32(bytes, 20)) : NOT_ONLY_IMAGE;
    if (type !== IDAT) {
      if (++chunks > MAX_PNG_CHUNKS) return DAMAGED;
      const name = String.fromCharCode(bytes[at + 4] as number, bytes[at + 5] as number, bytes[at + 6] as number, bytes[at + 7] as number);
      const data = bytes.subarray(at + 8, at + 8 + length);
      const text = name === 'zTXt' || name === 'iTXt' ? chunkText(name, data, work, budget) : data;
      if (text === null) return DAMAGED;
      if (text !== data) budget -= text.length;
      if (hasMarkup(text)) return NOT_ONLY_IMAGE;
    }
    at = end;
  }
}

/** Start-of-frame markers: SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * One JPEG from its SOI at `from`: segments, each scan's entropy-coded data (to the next
 * marker that is not a stuffed byte or a restart), up to EOI. Returns where EOI ends and the
 * first frame's size, or a refusal.
 */
function walkJpeg(bytes: Uint8Array, from: number): { end: number; width: number; height: number } | Verdict {
  let at = from + 2;
  let size: { width: number; height: number } | null = null;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return DAMAGED;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return size ? { end: at + 2, ...size } : DAMAGED;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = u16(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return DAMAGED;
    if (isStartOfFrame(marker) && !size) {
      if (length < 7) return DAMAGED;
      size = { width: u16(bytes, at + 7), height: u16(bytes, at + 5) };
    }
    // Comments (FE) and application segments (E0–EF: Exif, XMP, ICC) are where text rides along.
    if ((marker === 0xfe || (marker >= 0xe0 && marker <= 0xef)) && hasMarkup(bytes, at + 4, at + 2 + length)) return NOT_ONLY_IMAGE;
    at += 2 + length;
    if (marker === 0xda) {
      if (!size) return DAMAGED;
      // Entropy-coded data: FF is followed by 00 (a stuffed byte) or a restart marker inside it.
      for (; at < bytes.length; at++) {
        if (bytes[at] !== 0xff) continue;
        const next = bytes[at + 1];
        if (next !== 0x00 && !(next !== undefined && next >= 0xd0 && next <= 0xd7)) break;
      }
      if (at >= bytes.length) return DAMAGED;
    }
  }
  return DAMAGED;
}

/** A JPEG through its EOI; after it only NUL padding or further whole JPEGs. */
export function checkJpeg(bytes: Uint8Array): Verdict {
  const first = walkJpeg(bytes, 0);
  if ('ok' in first) return first;
  let at = first.end;
  for (let appended = 0; ; appended++) {
    while (at < bytes.length && bytes[at] === 0) at++;
    if (at === bytes.length) return sized('jpg', first.width, first.height);
    if (appended === MAX_APPENDED_PICTURES || bytes[at] !== 0xff || bytes[at + 1] !== 0xd8 || bytes[at + 2] !== 0xff) return NOT_ONLY_IMAGE;
    const next = walkJpeg(bytes, at);
    if ('ok' in next) return NOT_ONLY_IMAGE;
    at = next.end;
  }
}
