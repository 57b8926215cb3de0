import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, sniffUpload, UPLOAD_TYPES, type UploadKind, uploadName } from '../../shared/forms/index.ts';
import { checkUpload } from '../../shared/forms/upload-contents.ts';
import { FUZZ_RUNS, fuzzParameters } from '../support/fuzz-runs.ts';
import { concat } from '../support/uploads.ts';

const KINDS = Object.keys(UPLOAD_TYPES) as UploadKind[];
const bytes = (text: string) => new TextEncoder().encode(text);

/** The magic bytes each simple type starts with. */
const SIGNATURES: Partial<Record<UploadKind, Uint8Array>> = {
  pdf: bytes('%PDF-'),
  png: Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  jpg: Uint8Array.of(0xff, 0xd8, 0xff),
  doc: Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
};
const ZIP = Uint8Array.of(0x50, 0x4b, 0x03, 0x04);
const startsWith = (data: Uint8Array, prefix: Uint8Array) => prefix.every((byte, index) => data[index] === byte);

/** Names as a visitor's computer, or an attacker, might give them. */
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom('../../etc/passwd', '..\\..\\boot.ini', 'cv.pdf\u0000.html', 'evil\u202Efdp.exe', 'CON', '  ', '', 'Zoë Ångström', 'نور'),
);

describe(`upload names (${FUZZ_RUNS} cases)`, () => {
  it('are plain lower-case ASCII words joined by dashes with the sniffed extension, whatever the names given', () => {
    fc.assert(
      fc.property(hostileText, fc.array(hostileText, { maxLength: 4 }), fc.constantFrom(...KINDS), (prefix, parts, kind) => {
        const name = uploadName(prefix, parts, kind);
        expect(name).toMatch(new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*\\.${kind}$`));
        expect(name.length).toBeLessThanOrEqual(41 * (parts.length + 1) + 5);
        expect(uploadName(prefix, parts, kind)).toBe(name);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });
});

describe(`type sniffing (${FUZZ_RUNS} cases each)`, () => {
  it('never throws, and names a type only when the file starts with its magic bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (data) => {
        const kind = sniffUpload(data);
        if (kind === null) return;
        const signature = kind === 'docx' || kind === 'odt' ? ZIP : SIGNATURES[kind];
        expect(signature && startsWith(data, signature)).toBe(true);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });

  it('recognises each simple type by its magic bytes whatever follows and whatever the file is called', () => {
    fc.assert(
      fc.property(fc.constantFrom('pdf', 'png', 'jpg', 'doc' as const), fc.uint8Array({ maxLength: 200 }), (kind, tail) => {
        expect(sniffUpload(concat(SIGNATURES[kind] as Uint8Array, tail))).toBe(kind);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });

  it('refuses text, markup and scripts, however they are dressed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', ' ', '\n', '\uFEFF', '<!doctype html>', '<?xml', '<svg', '#!/bin/sh\n'),
        fc.string(),
        (head, rest) => {
          expect(sniffUpload(bytes(head + rest))).toBeNull();
        },
      ),
      fuzzParameters(FUZZ_RUNS),
    );
  });

  it('takes a ZIP as DOCX or ODT only with the parts that make one', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (tail) => {
        const zip = concat(ZIP, tail);
        const kind = sniffUpload(zip);
        const text = new TextDecoder('latin1').decode(zip);
        if (kind === 'docx') expect(text.includes('[Content_Types].xml') && text.includes('word/document.xml')).toBe(true);
        if (kind === 'odt') expect(text.slice(30)).toMatch(/^mimetypeapplication\/vnd\.oasis\.opendocument\.text/);
        if (kind !== null) expect(['docx', 'odt']).toContain(kind);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });

  it('refuses a file over the limit without reading it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: MAX_UPLOAD_BYTES + 1, max: 2 ** 40 }), async (size) => {
        let read = false;
        const result = await checkUpload({
          size,
          arrayBuffer: async () => {
            read = true;
            return new ArrayBuffer(0);
          },
        });
        expect(result).toEqual({ ok: false, code: 'errors.fileTooLarge' });
        expect(read).toBe(false);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });
});
