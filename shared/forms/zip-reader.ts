/**
 * Just enough of a ZIP reader to inspect an uploaded .docx or .odt (upload-contents.ts): the
 * central directory, each local header checked against it, and every entry inflated with the
 * platform's `DecompressionStream('deflate-raw')` (workers and browsers have it) while the real
 * total is counted, so a ZIP that lies about its sizes is stopped at the cap too.
 *
 * Taken: stored (method 0) and deflated (8) entries of one plain archive. Refused: other
 * methods, encrypted entries, archives that need ZIP64 (no CV comes near 4 GB or 65,535
 * entries), split archives, entries that overlap or leave their place. CRCs are not computed:
 * the stream's own end and each entry's declared size already show a truncated or altered entry.
 *
 * Layout (PKWARE APPNOTE 6.3.10, little-endian): local header + data per entry, then the
 * central directory (one record per entry), then the end record with the directory's place.
 */

export type ZipLimits = {
  /** Most entries an archive may have. */
  entries: number;
  /** Most bytes all entries may inflate to, declared or real. */
  unpackedBytes: number;
  /** Most bytes a kept entry may inflate to. */
  keptBytes: number;
};

/** `tooLarge`: past `entries` or `unpackedBytes`; `damaged`: anything else that is not a plain ZIP. */
export type ZipRead = { ok: true; names: string[]; kept: Map<string, Uint8Array> } | { ok: false; reason: 'damaged' | 'tooLarge' };

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const END_SIZE = 22;
/** Flag bits 0 (encrypted) and 6 (strong encryption); bit 11 says the name is UTF-8. */
const ENCRYPTED = 0x0041;
const UTF8_NAME = 0x0800;
/** Compressed bytes written at a time: one slice inflates to at most about 4 MB, read before the next. */
const SLICE = 4096;

class Refused extends Error {
  readonly reason: 'damaged' | 'tooLarge';
  constructor(reason: 'damaged' | 'tooLarge') {
    super(reason);
    this.reason = reason;
  }
}
const damaged = () => new Refused('damaged');

type Entry = { name: string; method: number; compressedSize: number; size: number; offset: number; data?: Uint8Array };

/** The few Web Streams members used, typed here: shared/ is compiled without DOM types. */
type Inflater = {
  writable: {
    getWriter(): { ready: Promise<unknown>; write(chunk: Uint8Array): Promise<void>; close(): Promise<void> };
  };
  readable: {
    getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> };
  };
};
const inflater = () =>
  new (globalThis as unknown as { DecompressionStream: new (format: 'deflate-raw') => Inflater }).DecompressionStream('deflate-raw');

/** Reads the archive; `keep` names the entries whose inflated bytes are returned. */
export async function readZip(bytes: Uint8Array, limits: ZipLimits, keep: (name: string) => boolean): Promise<ZipRead> {
  try {
    const entries = centralDirectory(bytes, limits);
    const kept = new Map<string, Uint8Array>();
    let total = 0;
    for (const entry of entries) {
      const chunks: Uint8Array[] | undefined = keep(entry.name) ? [] : undefined;
      let size = 0;
      const take = (chunk: Uint8Array) => {
        size += chunk.length;
        total += chunk.length;
        if (total > limits.unpackedBytes) throw new Refused('tooLarge');
        if (chunks) {
          if (size > limits.keptBytes) throw damaged();
          chunks.push(chunk);
        }
      };
      const data = bytes.subarray(entry.offset, entry.offset + entry.compressedSize);
      if (entry.method === 0) take(data);
      else await inflate(data, take);
      if (size !== entry.size) throw damaged();
      if (chunks) kept.set(entry.name, concat(chunks));
    }
    return { ok: true, names: entries.map((entry) => entry.name), kept };
  } catch (error) {
    return { ok: false, reason: error instanceof Refused ? error.reason : 'damaged' };
  }
}

/**
 * The entries in directory order, each checked against its local header; their data must lie
 * one after another from the first byte, before the directory, as a ZIP writer lays them out.
 */
function centralDirectory(bytes: Uint8Array, limits: ZipLimits): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);

  // The end record is last, followed only by its comment (of up to 65,535 bytes).
  let end = -1;
  for (let at = bytes.length - END_SIZE; at >= Math.max(0, bytes.length - END_SIZE - 0xffff); at--) {
    if (u32(at) === END && at + END_SIZE + u16(at + 20) === bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) throw damaged();
  const count = u16(end + 10);
  const directorySize = u32(end + 12);
  const directory = u32(end + 16);
  // One disk only; 0xffff and 0xffffffff mean the real values are in a ZIP64 record.
  if (u16(end + 4) !== 0 || u16(end + 6) !== 0 || u16(end + 8) !== count) throw damaged();
  if (count === 0xffff || directorySize === 0xffffffff || directory === 0xffffffff) throw damaged();
  if (count === 0) throw damaged();
  if (count > limits.entries) throw new Refused('tooLarge');
  if (directory + directorySize > end) throw damaged();

  const entries: Entry[] = [];
  let declared = 0;
  let at = directory;
  let next = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory + directorySize || u32(at) !== CENTRAL) throw damaged();
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const size = u32(at + 24);
    const nameLength = u16(at + 28);
    const disk = u16(at + 34);
    const local = u32(at + 42);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (at > directory + directorySize) throw damaged();

    // The caps first, from what the directory declares: a bomb is refused before any inflating.
    declared += size;
    if (declared > limits.unpackedBytes) throw new Refused('tooLarge');
    if (method !== 0 && method !== 8) throw damaged();
    if (flags & ENCRYPTED || disk !== 0) throw damaged();
    if (compressedSize === 0xffffffff || size === 0xffffffff || local === 0xffffffff) throw damaged();
    if (method === 0 && compressedSize !== size) throw damaged();

    // Its local header: where the entry's data starts. The names and methods must agree.
    if (local !== next || local + 30 > directory || u32(local) !== LOCAL) throw damaged();
    const localNameLength = u16(local + 26);
    const offset = local + 30 + localNameLength + u16(local + 28);
    if (u16(local + 8) !== method || u16(local + 6) & ENCRYPTED || localNameLength !== nameLength) throw damaged();
    if (bytes.subarray(local + 30, local + 30 + nameLength).some((byte, position) => byte !== nameBytes[position])) throw damaged();
    if (offset + compressedSize > directory) throw damaged();
    // A data descriptor (flag bit 3: sizes and CRC after the data) may sit between two entries.
    next = offset + compressedSize;
    const descriptor = flags & 0x0008 ? descriptorLength(view, next, directory) : 0;
    next += descriptor;
    entries.push({ name: decodeName(nameBytes, (flags & UTF8_NAME) !== 0), method, compressedSize, size, offset });
  }
  if (at !== directory + directorySize || next !== directory) throw damaged();
  return entries;
}

/** A data descriptor is 12 bytes (CRC, sizes), or 16 with its optional signature first. */
function descriptorLength(view: DataView, at: number, limit: number): number {
  const length = at + 4 <= limit && view.getUint32(at, true) === 0x08074b50 ? 16 : 12;
  if (at + length > limit) throw damaged();
  return length;
}

/** Names are UTF-8 when flag bit 11 says so; otherwise read byte for byte (the names checked are ASCII). */
function decodeName(bytes: Uint8Array, utf8: boolean): string {
  const latin1 = String.fromCharCode(...bytes);
  if (!utf8) return latin1;
  try {
    // Percent-escapes of each byte, decoded as UTF-8: shared/ has no TextDecoder type.
    return decodeURIComponent(Array.from(bytes, (byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    throw damaged();
  }
}

/**
 * Inflates raw DEFLATE data, handing each piece to `take` as it comes (which throws to stop).
 * The data is written a slice at a time while the output is read, so a bomb is never inflated
 * much past the point where `take` refuses it.
 */
async function inflate(data: Uint8Array, take: (chunk: Uint8Array) => void): Promise<void> {
  const stream = inflater();
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const feeding = (async () => {
    for (let at = 0; at < data.length; at += SLICE) {
      await writer.ready;
      await writer.write(data.subarray(at, at + SLICE));
    }
    await writer.close();
  })();
  // A failure to write shows on the reading side too (as an error or a missing end).
  feeding.catch(() => undefined);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value) take(value);
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error instanceof Refused ? error : damaged();
  }
  await feeding.catch(() => {
    throw damaged();
  });
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}
