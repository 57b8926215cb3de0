/**
 * Uploads (docs/architecture.md "Forms"): at most 5 MB each, and only the document and image types
 * a CV comes in, recognised by their first bytes, never by the name or the browser's word.
 * The first bytes are a claim; `upload-contents.ts` parses the file to check it and refuses
 * active content (worker only).
 */

export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

export const UPLOAD_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const;
export type UploadKind = keyof typeof UPLOAD_TYPES;

/**
 * For the file input's `accept`: a hint to the picker, not a check. Legacy Word files (`doc`)
 * are still recognised, to be refused with their own message (`upload-contents.ts`).
 */
export const UPLOAD_ACCEPT =
  '.pdf,.docx,.odt,.jpg,.jpeg,.png,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text,image/jpeg,image/png';

/** How far from each end a ZIP's part names are looked for: local headers first, the central directory last. */
const ZIP_WINDOW = 64 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PDF = ascii('%PDF-');
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** An ODF package starts with an uncompressed `mimetype` entry holding its media type (ODF 1.2 §3.3). */
const ODT_MIMETYPE = ascii(`mimetype${UPLOAD_TYPES.odt}`);
const ZIP_NAME_OFFSET = 30;

function indexOf(bytes: Uint8Array, needle: readonly number[]): number {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** A ZIP's part names are in its local headers and again in the central directory at its end. */
function zipHasParts(bytes: Uint8Array, names: string[]): boolean {
  const windows = [bytes.subarray(0, ZIP_WINDOW), bytes.subarray(Math.max(0, bytes.length - ZIP_WINDOW))];
  return names.every((name) => windows.some((window) => indexOf(window, ascii(name)) >= 0));
}

/**
 * The type of a whole file from its bytes, or null for anything else: an HTML page named
 * `cv.pdf` is null. A ZIP is a DOCX only if it has the parts a Word document has, an ODT only
 * with the ODF text mimetype entry first.
 */
export function sniffUpload(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpg';
  if (startsWith(bytes, OLE)) return 'doc';
  if (startsWith(bytes, ZIP)) {
    if (startsWith(bytes, ODT_MIMETYPE, ZIP_NAME_OFFSET)) return 'odt';
    if (zipHasParts(bytes, ['[Content_Types].xml', 'word/document.xml'])) return 'docx';
  }
  return null;
}

/** ASCII letters and digits only, so a name is safe in a header, a path and every mail client. */
function namePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/**
 * The name a file travels under, chosen by the server from what it knows: the form, the
 * applicant's name and the sniffed type. What the visitor's computer called it is dropped.
 */
export function uploadName(prefix: string, parts: string[], kind: UploadKind): string {
  const stem = [prefix, ...parts].map(namePart).filter(Boolean).join('-') || 'document';
  return `${stem}.${kind}`;
}
