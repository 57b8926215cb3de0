import type { MessageCode } from './errors.ts';
import { MAX_UPLOAD_BYTES, sniffUpload, UPLOAD_TYPES, type UploadKind } from './uploads.ts';
import { readZip } from './zip-reader.ts';

/**
 * An upload is taken only when it parses as what it claims to be (docs/product.md "Forms:
 * fields and uploads"): a PDF down to its cross-reference, a DOCX or ODT through its ZIP
 * central directory and every entry inflated under a cap, an image by its header and size.
 * The worker runs this; it is not part of the islands.
 */

/** Entries a CV's ZIP may hold: a long Word document with pictures has a few hundred. */
export const MAX_ZIP_ENTRIES = 2000;
/** What a ZIP may unpack to. Pictures in a document are stored already compressed, so a 5 MB CV unpacks to little more. */
export const MAX_UNPACKED_MB = 50;
const MAX_UNPACKED_BYTES = MAX_UNPACKED_MB * 1024 * 1024;
/** The longest side of an image: a 48-megapixel phone photo is 8000 pixels wide. */
export const MAX_IMAGE_SIDE = 12_000;

/** A file's bytes and type, or the message to show on its field. */
type CheckedUpload = { ok: true; kind: UploadKind; bytes: Uint8Array } | { ok: false; code: MessageCode; values?: Record<string, number> };

type Verdict = { ok: true; kind: UploadKind } | { ok: false; code: MessageCode; values?: Record<string, number> };

const DAMAGED: Verdict = { ok: false, code: 'errors.fileDamaged' };
const MACROS: Verdict = { ok: false, code: 'errors.fileMacros' };
const UNPACKED: Verdict = { ok: false, code: 'errors.fileUnpackedTooLarge', values: { unpacked: MAX_UNPACKED_MB } };

/** Bytes as Latin-1 text, for searching a file's ASCII keywords (shared/ has no TextDecoder type). */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return text;
}

/**
 * A PDF: `%PDF-1.x` or `%PDF-2.x` first, `%%EOF` at the end, and the last `startxref` pointing
 * at a cross-reference table followed by its trailer, or at a cross-reference stream object.
 */
function checkPdf(bytes: Uint8Array): Verdict {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes.subarray(0, 8)))) return DAMAGED;
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 2048)));
  // Some scanners pad the file after %%EOF with line breaks or NUL bytes.
  const end = [...tail.matchAll(/startxref\s+(\d{1,10})\s+%%EOF[\s\0]*$/g)].at(-1);
  if (!end) return DAMAGED;
  const offset = Number(end[1]);
  if (offset < 8 || offset >= bytes.length) return DAMAGED;
  const at = latin1(bytes.subarray(offset, Math.min(bytes.length, offset + 4096)));
  if (/^xref\s/.test(at)) {
    // A classic table: its trailer (with the document's root) comes between the table and startxref.
    return latin1(bytes.subarray(offset, bytes.length)).lastIndexOf('trailer') > 0 ? { ok: true, kind: 'pdf' } : DAMAGED;
  }
  return /^\d{1,10}\s+\d{1,5}\s+obj\s*<<[\s\S]*?\/Type\s*\/XRef\b/.test(at) ? { ok: true, kind: 'pdf' } : DAMAGED;
}

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

function sized(kind: UploadKind, width: number, height: number): Verdict {
  if (width < 1 || height < 1) return DAMAGED;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
    return { ok: false, code: 'errors.imageTooLarge', values: { pixels: MAX_IMAGE_SIDE } };
  return { ok: true, kind };
}

/** A PNG: its first chunk is a 13-byte IHDR with the size, and it ends with IEND. */
function checkPng(bytes: Uint8Array): Verdict {
  if (bytes.length < 8 + 25 + 12 || u32(bytes, 8) !== 13 || latin1(bytes.subarray(12, 16)) !== 'IHDR') return DAMAGED;
  if (!latin1(bytes.subarray(bytes.length - 64)).includes('IEND')) return DAMAGED;
  return sized('png', u32(bytes, 16), u32(bytes, 20));
}

/** Start-of-frame markers: SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG: its segments walked from the start to the frame header, which holds the size. */
function checkJpeg(bytes: Uint8Array): Verdict {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return DAMAGED;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return DAMAGED;
    const length = u16(bytes, at + 2);
    if (length < 2) return DAMAGED;
    if (isStartOfFrame(marker)) return at + 9 <= bytes.length ? sized('jpg', u16(bytes, at + 7), u16(bytes, at + 5)) : DAMAGED;
    at += 2 + length;
  }
  return DAMAGED;
}

/** Programs and scripts a mail client or an office suite would run if asked. */
const EXECUTABLE = /\.(?:exe|dll|com|bat|cmd|scr|msi|msp|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|app|cpl|lnk|pif|reg|elf|so|dylib)$/i;
/** VBA projects (Office) and Basic or script libraries (ODF). */
const MACRO = /(?:^|\/)(?:vbaProject\.bin|vbaData\.xml)$|^(?:Basic|Scripts)\//i;
/** Names that leave the archive or depend on the unpacker's system. */
const UNSAFE_NAME = /(?:^|[/\\])\.\.(?:[/\\]|$)|^[/\\]|\\|^[a-z]:/i;

/** Parts read in full to decide the type (both are a few KB). */
const READ_PARTS = new Set(['[Content_Types].xml', 'mimetype']);
const ZIP_LIMITS = { entries: MAX_ZIP_ENTRIES, unpackedBytes: MAX_UNPACKED_BYTES, keptBytes: 1024 * 1024 };

/** A DOCX (Word's parts, no macros) or an ODT (its mimetype entry first, no Basic or scripts), nothing else. */
async function checkZip(bytes: Uint8Array): Promise<Verdict> {
  const read = await readZip(bytes, ZIP_LIMITS, (name) => READ_PARTS.has(name));
  if (!read.ok) return read.reason === 'tooLarge' ? UNPACKED : DAMAGED;
  // Both parts read are ASCII XML and a media type.
  const zip = { names: read.names, parts: new Map([...read.kept].map(([name, part]) => [name, latin1(part)])) };
  if (zip.names.some((name) => UNSAFE_NAME.test(name))) return DAMAGED;
  if (zip.names.some((name) => MACRO.test(name))) return MACROS;
  if (zip.names.some((name) => EXECUTABLE.test(name))) return MACROS;
  const types = zip.parts.get('[Content_Types].xml');
  if (types !== undefined && zip.names.includes('word/document.xml')) {
    return /macroEnabled|vbaProject/i.test(types) ? MACROS : { ok: true, kind: 'docx' };
  }
  if (zip.names[0] === 'mimetype' && zip.parts.get('mimetype') === UPLOAD_TYPES.odt && zip.names.includes('content.xml')) {
    return { ok: true, kind: 'odt' };
  }
  return DAMAGED;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** The extensions a CV comes with: a file that claims one but is not one is damaged, not of a wrong type. */
const CLAIMED = /\.(?:pdf|docx?|odt|jpe?g|png)$/i;

/** What the bytes are, checked by parsing; the name only chooses between two messages. */
export async function inspectUpload(bytes: Uint8Array, name = ''): Promise<Verdict> {
  const sniffed = sniffUpload(bytes);
  if (sniffed === 'pdf') return checkPdf(bytes);
  if (sniffed === 'png') return checkPng(bytes);
  if (sniffed === 'jpg') return checkJpeg(bytes);
  if (sniffed === 'doc') return { ok: true, kind: 'doc' };
  if (ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte)) return checkZip(bytes);
  return CLAIMED.test(name) ? DAMAGED : { ok: false, code: 'errors.fileType' };
}

export async function checkUpload(file: { name?: string; size: number; arrayBuffer(): Promise<ArrayBuffer> }): Promise<CheckedUpload> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, code: 'errors.fileTooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = await inspectUpload(bytes, file.name ?? '');
  return verdict.ok ? { ...verdict, bytes } : verdict;
}
