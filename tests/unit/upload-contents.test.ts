import fc from 'fast-check';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inspectUpload, MAX_IMAGE_SIDE, MAX_INFLATED_BYTES, MAX_UNPACKED_MB, MAX_ZIP_ENTRIES } from '../../shared/forms/upload-contents.ts';
import { FUZZ_RUNS, fuzzParameters } from '../support/fuzz-runs.ts';
import {
  deflatedZeros,
  docxBytes,
  docxParts,
  docxNotZip,
  docxWithExecutable,
  docxWithMacros,
  jpegBytes,
  odtBytes,
  pdfBytes,
  pdfHeaderBeforeHtml,
  pngBytes,
  zipBomb,
  zipOf,
} from '../support/uploads.ts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('uploads parsed for what they are', () => {
  it('takes a real PDF, DOCX, ODT, PNG and JPEG', async () => {
    expect(await inspectUpload(pdfBytes(), 'cv.pdf')).toEqual({ ok: true, kind: 'pdf' });
    expect(await inspectUpload(pdfBytes(4.5 * 1024 * 1024), 'cv.pdf')).toEqual({ ok: true, kind: 'pdf' });
    // Padded after %%EOF, as some scanners write it.
    expect(await inspectUpload(new Uint8Array([...pdfBytes(), 0x0d, 0x0a, 0, 0, 0]), 'scan.pdf')).toEqual({ ok: true, kind: 'pdf' });
    expect(await inspectUpload(docxBytes(), 'cv.docx')).toEqual({ ok: true, kind: 'docx' });
    expect(await inspectUpload(odtBytes(), 'cv.odt')).toEqual({ ok: true, kind: 'odt' });
    expect(await inspectUpload(pngBytes(800, 600), 'photo.png')).toEqual({ ok: true, kind: 'png' });
    expect(await inspectUpload(jpegBytes(4032, 3024), 'photo.jpg')).toEqual({ ok: true, kind: 'jpg' });
    // A DOCX with a 3 MB picture of one colour (158 to 1, under the ratio cap): taken, and the picture is never inflated.
    const picture = zipBomb(3);
    expect(unzipSync(picture)['word/media/image1.png']).toHaveLength(3 * 1024 * 1024);
    expect(await inspectUpload(picture, 'cv.docx')).toEqual({ ok: true, kind: 'docx' });
  });

  it('refuses a PDF header in front of an HTML page, and a PDF whose cross-reference is missing or points nowhere', async () => {
    expect(await inspectUpload(pdfHeaderBeforeHtml(), 'cv.pdf')).toEqual({ ok: false, code: 'errors.fileDamaged' });
    const real = new TextDecoder('latin1').decode(pdfBytes());
    const broken = {
      noEof: real.replace('%%EOF', ''),
      noTrailer: real.replace('trailer', 'nothing'),
      offsetPastEnd: real.replace(/startxref\n\d+/, 'startxref\n999999'),
      offsetIntoNothing: real.replace(/startxref\n\d+/, 'startxref\n12'),
      version9: real.replace('%PDF-1.7', '%PDF-9.7'),
    };
    for (const [label, text] of Object.entries(broken)) {
      expect(
        await inspectUpload(
          Uint8Array.from(text, (char) => char.charCodeAt(0)),
          'cv.pdf',
        ),
        label,
      ).toEqual({
        ok: false,
        code: 'errors.fileDamaged',
      });
    }
    // Another file after the end: refused as active content (upload-active-content.test.ts has more).
    expect(
      await inspectUpload(
        Uint8Array.from(`${real}<html></html>`, (char) => char.charCodeAt(0)),
        'cv.pdf',
      ),
    ).toEqual({
      ok: false,
      code: 'errors.fileActiveContent',
    });
  });

  it('refuses a .docx that is not a ZIP as damaged, and unknown bytes with no such name as the wrong type', async () => {
    expect(await inspectUpload(docxNotZip(), 'cv.docx')).toEqual({ ok: false, code: 'errors.fileDamaged' });
    expect(await inspectUpload(docxNotZip(), 'cv.html')).toEqual({ ok: false, code: 'errors.fileType' });
    // A ZIP that is neither: a spreadsheet, or a lone file.
    expect(await inspectUpload(docxBytes({}, '<Types/>').subarray(0, 20), 'cv.docx')).toEqual({ ok: false, code: 'errors.fileDamaged' });
    expect(
      (
        await inspectUpload(
          odtBytes().map((byte, index) => (index > 60 && index < 70 ? 0x78 : byte)),
          'cv.odt',
        )
      ).ok,
    ).toBe(false);
  });

  it('refuses macro projects and programs inside a document', async () => {
    expect(await inspectUpload(docxWithMacros(), 'cv.docx')).toEqual({ ok: false, code: 'errors.fileMacros' });
    expect(await inspectUpload(docxBytes({ 'word/vbaProject.bin': new Uint8Array(8) }), 'cv.docx')).toEqual({
      ok: false,
      code: 'errors.fileMacros',
    });
    expect(await inspectUpload(docxWithExecutable(), 'cv.docx')).toEqual({ ok: false, code: 'errors.fileMacros' });
    expect(await inspectUpload(odtBytes({ 'Basic/Standard/Module1.xml': encode('<script:module/>') }), 'cv.odt')).toEqual({
      ok: false,
      code: 'errors.fileMacros',
    });
    expect(await inspectUpload(docxBytes({ '../../evil.txt': encode('x') }), 'cv.docx')).toEqual({ ok: false, code: 'errors.fileDamaged' });
  });

  it(`refuses a ZIP that declares more than ${MAX_UNPACKED_MB} MB, or less than its compressed data, without inflating it`, async () => {
    const refused = { ok: false, code: 'errors.fileUnpackedTooLarge', values: { unpacked: MAX_UNPACKED_MB } };
    const declared = { inflated: 0 };
    expect(await inspectUpload(zipBomb(1024), 'cv.docx', declared)).toEqual(refused);
    // A picture of 80 MB that claims 1 KB: no DEFLATE stream is longer than what it inflates to.
    const lying = { inflated: 0 };
    expect(await inspectUpload(zipBomb(MAX_UNPACKED_MB + 30, true), 'cv.docx', lying)).toEqual({ ok: false, code: 'errors.fileDamaged' });
    expect([declared.inflated, lying.inflated]).toEqual([0, 0]);
  });

  it('refuses a corrupt part it reads as damaged: one that does not inflate, ends early, or inflates to another size', async () => {
    const damaged = { ok: false, code: 'errors.fileDamaged' };
    const docx = docxBytes({ 'word/media/image1.png': new Uint8Array(4096).fill(7) });
    // Cut short: the end record and the directory are gone.
    expect(await inspectUpload(docx.subarray(0, docx.length - 100), 'cv.docx')).toEqual(damaged);
    const rels = 'word/_rels/document.xml.rels';
    // Block type 3 does not exist in DEFLATE.
    const invalid = { name: rels, method: 8, data: Uint8Array.of(0xff, 0xff, 0xff, 0xff), size: 10 };
    expect(await inspectUpload(zipOf([...docxParts(), invalid]), 'cv.docx')).toEqual(damaged);
    // A real DEFLATE stream cut in half: the stream never ends.
    const zeros = deflatedZeros(100_000);
    const truncated = { name: rels, method: 8, data: zeros.subarray(0, zeros.length >> 1), size: 100_000 };
    expect(await inspectUpload(zipOf([...docxParts(), truncated]), 'cv.docx')).toEqual(damaged);
    // Whole, but the directory's size for it is wrong, one way or the other.
    for (const declaredSize of [99_999, 100_001]) {
      const resized = { name: rels, method: 8, data: zeros, size: 100_000, declaredSize };
      expect(await inspectUpload(zipOf([...docxParts(), resized]), 'cv.docx'), String(declaredSize)).toEqual(damaged);
    }
  });

  it(`refuses one entry that declares past ${MAX_UNPACKED_MB} MB on its own, or a part read past ${MAX_INFLATED_BYTES / 1024} KiB`, async () => {
    const refused = { ok: false, code: 'errors.fileUnpackedTooLarge', values: { unpacked: MAX_UNPACKED_MB } };
    const size = (MAX_UNPACKED_MB + 1) * 1024 * 1024;
    const oversized = { name: 'word/media/video.mp4', method: 8, data: deflatedZeros(size), size };
    expect(await inspectUpload(zipOf([...docxParts(), oversized]), 'cv.docx')).toEqual(refused);
    // [Content_Types].xml is read to decide the type; 2 MB of it is no Word document.
    const bigTypes = { name: '[Content_Types].xml', method: 8, data: deflatedZeros(2 * 1024 * 1024), size: 2 * 1024 * 1024 };
    expect(await inspectUpload(zipOf([bigTypes, ...docxParts().slice(1)]), 'cv.docx')).toEqual({ ok: false, code: 'errors.fileDamaged' });
  });

  it(`refuses a ZIP of more than ${MAX_ZIP_ENTRIES} entries`, async () => {
    const many = Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES }, (_, index) => [`word/media/p${index}.xml`, encode('<p/>')]));
    expect(await inspectUpload(docxBytes(many), 'cv.docx')).toMatchObject({ ok: false, code: 'errors.fileUnpackedTooLarge' });
  });

  it(`checks images by their headers and refuses sides over ${MAX_IMAGE_SIDE} pixels or of none`, async () => {
    const tooLarge = { ok: false, code: 'errors.imageTooLarge', values: { pixels: MAX_IMAGE_SIDE } };
    expect(await inspectUpload(pngBytes(MAX_IMAGE_SIDE + 1, 10), 'a.png')).toEqual(tooLarge);
    expect(await inspectUpload(jpegBytes(10, 60_000), 'a.jpg')).toEqual(tooLarge);
    expect(await inspectUpload(pngBytes(0, 10), 'a.png')).toEqual({ ok: false, code: 'errors.fileDamaged' });
    expect(await inspectUpload(pngBytes(10, 10).subarray(0, 30), 'a.png')).toEqual({ ok: false, code: 'errors.fileDamaged' });
    expect(await inspectUpload(Uint8Array.of(0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0), 'a.jpg')).toEqual({
      ok: false,
      code: 'errors.fileDamaged',
    });
  });

  it(`never throws on arbitrary bytes behind each signature (${FUZZ_RUNS} cases)`, async () => {
    const heads = [
      encode('%PDF-1.4\n'),
      Uint8Array.of(0x50, 0x4b, 0x03, 0x04),
      Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
      Uint8Array.of(0xff, 0xd8, 0xff),
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...heads), fc.uint8Array({ maxLength: 400 }), async (head, tail) => {
        const bytes = new Uint8Array(head.length + tail.length);
        bytes.set(head);
        bytes.set(tail, head.length);
        const verdict = await inspectUpload(bytes, 'cv.pdf');
        expect(typeof verdict.ok).toBe('boolean');
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });
});
