import { describe, expect, it } from 'vitest';
import { inspectUpload } from '../../shared/forms/upload-contents.ts';
import { deflatedZeros, docxParts, zipOf } from '../support/uploads.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const damaged = { ok: false, code: 'errors.fileDamaged' };
const picture = (extra: object = {}) => ({ name: 'word/media/image1.png', method: 8, data: deflatedZeros(5000), size: 5000, ...extra });

describe('a DOCX read through its ZIP structure', () => {
  it('takes the layouts real writers use: a data descriptor after each entry, UTF-8 names, a comment', async () => {
    const streamed = docxParts().map((part) => ({ ...part, flags: 0x0008 }));
    expect(await inspectUpload(zipOf([...streamed, picture({ flags: 0x0008 })]), 'cv.docx')).toEqual({ ok: true, kind: 'docx' });
    const named = picture({ name: 'word/media/Zoë Ångström.png', flags: 0x0800 });
    expect(await inspectUpload(zipOf([...docxParts(), named], { comment: 'Saved by Word' }), 'cv.docx')).toEqual({
      ok: true,
      kind: 'docx',
    });
    // A macro project is still found by its UTF-8 name.
    const macros = { name: 'word/vbaProject.bin', method: 0, data: new Uint8Array(8), size: 8, flags: 0x0800 };
    expect(await inspectUpload(zipOf([...docxParts(), macros]), 'cv.docx')).toEqual({ ok: false, code: 'errors.fileMacros' });
  });

  it('refuses encrypted entries, methods other than stored and deflated, and ZIP64 archives', async () => {
    expect(await inspectUpload(zipOf([...docxParts(), picture({ flags: 0x0001 })]), 'cv.docx')).toEqual(damaged);
    // Method 12 is bzip2, 14 LZMA: no office suite writes them, and the worker cannot read them.
    expect(await inspectUpload(zipOf([...docxParts(), picture({ method: 12 })]), 'cv.docx')).toEqual(damaged);
    expect(await inspectUpload(zipOf([...docxParts(), picture()], { zip64: true }), 'cv.docx')).toEqual(damaged);
  });

  it('refuses a name twice and entries whose local header disagrees with the directory', async () => {
    // Two directory records for one name, pointing at one compressed kernel: which one Word reads is its own choice.
    const kernelAt = docxParts().reduce((at, part) => at + 30 + encode(part.name).length + part.data.length, 0);
    const overlapping = zipOf([...docxParts(), picture(), picture({ localOffset: kernelAt })]);
    expect(await inspectUpload(overlapping, 'cv.docx')).toEqual(damaged);
    expect(await inspectUpload(zipOf([...docxParts(), picture({ localName: 'word/media/other.png' })]), 'cv.docx')).toEqual(damaged);
    // A stored entry whose directory size is not its length.
    const stored = { name: 'word/media/a.txt', method: 0, data: encode('hello'), size: 5, declaredSize: 4 };
    expect(await inspectUpload(zipOf([...docxParts(), stored]), 'cv.docx')).toEqual(damaged);
  });
});
