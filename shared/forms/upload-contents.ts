import type { MessageCode } from './errors.ts';
import { checkJpeg, checkPng } from './image-content.ts';
import type { InflateWork } from './inflate-within.ts';
import { checkOffice, isReadPart } from './office-content.ts';
import { checkPdf } from './pdf-content.ts';
import { DAMAGED, LEGACY_OFFICE, type Verdict } from './upload-verdict.ts';
import { MAX_UPLOAD_BYTES, sniffUpload, type UploadKind } from './uploads.ts';
import { readZip } from './zip-container.ts';

export { MAX_IMAGE_SIDE } from './image-content.ts';
export type { InflateWork } from './inflate-within.ts';

/**
 * An upload is taken only when it parses as what it claims to be and carries nothing active
 * or external (docs/product.md "Forms: fields and uploads"): a PDF by a token scan of its
 * objects, a DOCX or ODT through its ZIP directory and the few small parts that declare what
 * it holds, an image from its signature to its end marker. Every check is bounded by the
 * file's 5 MB and by what it may inflate: a few milliseconds of CPU, hostile input included.
 * The worker runs this; it is not part of the islands.
 */

/** Entries a CV's ZIP may hold: a long Word document with pictures has a few hundred. */
export const MAX_ZIP_ENTRIES = 2000;
/** What a ZIP's entries may declare together. Pictures in a document are stored already compressed, so a 5 MB CV unpacks to little more. */
export const MAX_UNPACKED_MB = 50;
const MAX_UNPACKED_BYTES = MAX_UNPACKED_MB * 1024 * 1024;
/** What one entry over 1 MiB may declare per compressed byte: text compresses 5–20 to 1, DEFLATE's limit is 1032. */
export const MAX_ZIP_RATIO = 200;
/**
 * What one upload's checks may inflate in all: a DOCX's content types and relationships, an
 * ODT's manifest, content and styles, a PDF's object streams, a PNG's compressed text (each a
 * few KB to a hundred or two in a real file). Inflating and reading it costs a few
 * milliseconds, a hostile file that fills it included.
 */
export const MAX_INFLATED_BYTES = 512 * 1024;
/** Parts of a ZIP read, at most: each costs an inflater. */
export const MAX_READ_PARTS = 100;

/** A file's bytes and type, or the message to show on its field. */
type CheckedUpload = { ok: true; kind: UploadKind; bytes: Uint8Array } | { ok: false; code: MessageCode; values?: Record<string, number> };

const UNPACKED: Verdict = { ok: false, code: 'errors.fileUnpackedTooLarge', values: { unpacked: MAX_UNPACKED_MB } };
const ZIP_LIMITS = {
  entries: MAX_ZIP_ENTRIES,
  unpackedBytes: MAX_UNPACKED_BYTES,
  ratio: MAX_ZIP_RATIO,
  ratioFloor: 1024 * 1024,
  readBytes: MAX_INFLATED_BYTES,
  // A long Word document has a dozen relationship parts (headers, footers, notes, charts).
  readParts: MAX_READ_PARTS,
};

function checkZip(bytes: Uint8Array, work: InflateWork): Verdict {
  const read = readZip(bytes, ZIP_LIMITS, isReadPart, work);
  if (!read.ok) return read.reason === 'tooLarge' ? UNPACKED : DAMAGED;
  return checkOffice(read.entries, read.parts);
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** The extensions a CV comes with: a file that claims one but is not one is damaged, not of a wrong type. */
const CLAIMED = /\.(?:pdf|docx?|odt|jpe?g|png)$/i;

/**
 * What the bytes are, checked by parsing; the name only chooses between two messages. `work`
 * counts the bytes inflated (the tests hold it to `MAX_INFLATED_BYTES`).
 */
export async function inspectUpload(bytes: Uint8Array, name = '', work: InflateWork = { inflated: 0 }): Promise<Verdict> {
  const sniffed = sniffUpload(bytes);
  if (sniffed === 'pdf') return checkPdf(bytes, work, MAX_INFLATED_BYTES);
  if (sniffed === 'png') return checkPng(bytes, work, MAX_INFLATED_BYTES);
  if (sniffed === 'jpg') return checkJpeg(bytes);
  // Word 97–2003 files (OLE2) can hide macros no check here can see: refused outright.
  if (sniffed === 'doc') return LEGACY_OFFICE;
  if (ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte)) return checkZip(bytes, work);
  return CLAIMED.test(name) ? DAMAGED : { ok: false, code: 'errors.fileType' };
}

export async function checkUpload(file: { name?: string; size: number; arrayBuffer(): Promise<ArrayBuffer> }): Promise<CheckedUpload> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, code: 'errors.fileTooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = await inspectUpload(bytes, file.name ?? '');
  return verdict.ok ? { ...verdict, bytes } : verdict;
}
