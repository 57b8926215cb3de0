import { unzipSync } from 'fflate';
import { type InflateWork, inflateWithin } from './inflate-within.ts';

/**
 * A DOCX or ODT read as a ZIP (docs/product.md "Forms: fields and uploads"). fflate walks the
 * central directory (what Word and LibreOffice read) and hands each entry's declared sizes to
 * a filter that applies the caps before anything is inflated; nothing is inflated by fflate
 * itself. Only the few parts the checks read are inflated here, each under a budget that stops
 * as soon as it passes its declared size, so a ZIP that lies about its sizes costs at most a
 * slice past the cap. Every entry's local header must agree with the directory.
 *
 * Refused as damaged: no end record at the very end, more than one disk, ZIP64, methods other
 * than stored and deflated, encrypted entries, a name twice (part names are case-insensitive),
 * a stored entry whose sizes differ, a deflated one smaller than its compressed data, a part
 * read that does not inflate to exactly its declared size.
 */

export type ZipLimits = {
  /** Most entries an archive may have. */
  entries: number;
  /** Most bytes all entries may declare, together. */
  unpackedBytes: number;
  /** Most an entry over `ratioFloor` bytes may declare per compressed byte. */
  ratio: number;
  ratioFloor: number;
  /** Most bytes the parts read may inflate to, together, and most parts read. */
  readBytes: number;
  readParts: number;
};

/** `key`: the name as `partKey` gives it. */
export type ZipEntry = { name: string; key: string; size: number; originalSize: number };

/** `tooLarge`: past a cap on entries or declared sizes; `damaged`: anything else that is not a plain ZIP. */
export type ZipRead =
  | { ok: true; entries: ZipEntry[]; parts: Map<string, Uint8Array> }
  | { ok: false; reason: 'damaged' | 'tooLarge' | 'readTooLarge' };

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const END_SIZE = 22;
/** Flag bits 0 (encrypted) and 6 (strong encryption). */
const ENCRYPTED = 0x0041;

class Refused extends Error {
  readonly reason: 'damaged' | 'tooLarge' | 'readTooLarge';
  constructor(reason: 'damaged' | 'tooLarge' | 'readTooLarge') {
    super(reason);
    this.reason = reason;
  }
}
const damaged = () => new Refused('damaged');

/** The largest a DEFLATE stream can be for `size` bytes of output: stored blocks, 5 bytes per 65,535. */
const maxCompressed = (size: number) => size + 5 * Math.ceil(size / 65535) + 16;

/**
 * A name as Word and LibreOffice match it: part names are case-insensitive, and a
 * percent-escaped ASCII character is that character (`document%2Exml.rels`).
 */
export function partKey(name: string): string {
  return name.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))).toLowerCase();
}

/** Reads the archive's directory; `read` names the entries (by `partKey`) whose bytes are returned. */
export function readZip(bytes: Uint8Array, limits: ZipLimits, read: (name: string) => boolean, work: InflateWork): ZipRead {
  try {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : -1);
    const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1);

    // The end record is last, followed only by its comment: nothing may trail the archive.
    let end = -1;
    for (let at = bytes.length - END_SIZE; at >= Math.max(0, bytes.length - END_SIZE - 0xffff); at--) {
      if (bytes[at] === 0x50 && u32(at) === END && at + END_SIZE + u16(at + 20) === bytes.length) {
        end = at;
        break;
      }
    }
    if (end < 0) throw damaged();
    const count = u16(end + 10);
    const directory = u32(end + 16);
    if (u16(end + 4) !== 0 || u16(end + 6) !== 0 || u16(end + 8) !== count || count === 0) throw damaged();
    // 0xffff and 0xffffffff say the real values are in a ZIP64 record: no CV needs one.
    if (count === 0xffff || directory === 0xffffffff || u32(end + 12) === 0xffffffff || u32(Math.max(0, end - 20)) === 0x07064b50)
      throw damaged();
    if (count > limits.entries) throw new Refused('tooLarge');
    if (directory + u32(end + 12) > end) throw damaged();

    // fflate's walk of the directory: the caps on what each entry declares, before any inflating.
    const entries: ZipEntry[] = [];
    const seen = new Set<string>();
    let declared = 0;
    unzipSync(bytes, {
      filter: (file) => {
        if (entries.length >= limits.entries) throw new Refused('tooLarge');
        const { name, size, originalSize, compression } = file;
        if (compression !== 0 && compression !== 8) throw damaged();
        if (compression === 0 && size !== originalSize) throw damaged();
        if (compression === 8 && size > maxCompressed(originalSize)) throw damaged();
        declared += originalSize;
        if (declared > limits.unpackedBytes) throw new Refused('tooLarge');
        if (originalSize > limits.ratioFloor && originalSize > limits.ratio * size) throw new Refused('tooLarge');
        const key = partKey(name);
        if (seen.has(key)) throw damaged();
        seen.add(key);
        entries.push({ name, key, size, originalSize });
        return false;
      },
    });
    if (entries.length !== count) throw damaged();

    // The same records again for what fflate does not check: each local header, and the data of the parts read.
    const parts = new Map<string, Uint8Array>();
    let budget = limits.readBytes;
    let at = directory;
    for (const entry of entries) {
      if (u32(at) !== CENTRAL) throw damaged();
      const flags = u16(at + 8);
      const method = u16(at + 10);
      const disk = u16(at + 34);
      const nameLength = u16(at + 28);
      const local = u32(at + 42);
      const name = bytes.subarray(at + 46, at + 46 + nameLength);
      at += 46 + nameLength + u16(at + 30) + u16(at + 32);
      if (flags & ENCRYPTED || disk !== 0) throw damaged();
      if (local + 30 > directory || u32(local) !== LOCAL || u16(local + 8) !== method || u16(local + 6) & ENCRYPTED) throw damaged();
      if (u16(local + 26) !== nameLength || bytes.subarray(local + 30, local + 30 + nameLength).some((byte, index) => byte !== name[index]))
        throw damaged();
      const start = local + 30 + nameLength + u16(local + 28);
      if (start + entry.size > directory) throw damaged();
      const key = entry.key;
      if (!read(key)) continue;
      if (entry.originalSize > budget || parts.size >= limits.readParts) throw new Refused('readTooLarge');
      const data = bytes.subarray(start, start + entry.size);
      if (method === 0) {
        parts.set(key, data);
      } else {
        const inflated = inflateWithin(data, entry.originalSize, work, false, true);
        if (!inflated.ok || inflated.bytes.length !== entry.originalSize) throw damaged();
        parts.set(key, inflated.bytes);
      }
      budget -= entry.originalSize;
    }
    return { ok: true, entries, parts };
  } catch (error) {
    return { ok: false, reason: error instanceof Refused ? error.reason : 'damaged' };
  }
}
