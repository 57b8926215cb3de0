import type { MessageCode } from './errors.ts';
import type { UploadKind } from './uploads.ts';

/** What an upload check decided: the type it is, or the message to show on its field. */
export type Verdict = { ok: true; kind: UploadKind } | { ok: false; code: MessageCode; values?: Record<string, number> };

export const DAMAGED: Verdict = { ok: false, code: 'errors.fileDamaged' };
export const MACROS: Verdict = { ok: false, code: 'errors.fileMacros' };
/** Scripts, actions, embedded files or objects, content fetched when the file opens. */
export const ACTIVE: Verdict = { ok: false, code: 'errors.fileActiveContent' };
export const LEGACY_OFFICE: Verdict = { ok: false, code: 'errors.fileLegacyOffice' };
/** An image that carries more than its picture: bytes after its end, or web page markup. */
export const NOT_ONLY_IMAGE: Verdict = { ok: false, code: 'errors.imageNotOnlyImage' };

/** Bytes as Latin-1 text, for matching a file's ASCII syntax (shared/ has no TextDecoder type). */
export function latin1(bytes: Uint8Array): string {
  let text = '';
  // `apply` on a slice, not a spread: spreading a typed array walks an iterator, 50 times slower.
  for (let at = 0; at < bytes.length; at += 0x2000)
    text += String.fromCharCode.apply(null, bytes.subarray(at, at + 0x2000) as unknown as number[]);
  return text;
}
