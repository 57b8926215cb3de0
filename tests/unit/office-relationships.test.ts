import { describe, expect, it } from 'vitest';
import { inspectUpload } from '../../shared/forms/upload-contents.ts';
import { ACTIVE, MACROS } from '../../shared/forms/upload-verdict.ts';
import { docxBytes } from '../support/uploads.ts';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const encode = (text: string) => new TextEncoder().encode(text);
const rels = (...relationships: string[]) =>
  encode(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`);
const pictures = (count: number) =>
  Array.from({ length: count }, (_, id) => `<Relationship Id="rId${id}" Type="${REL}/image" Target="media/image${id}.png"/>`);

/**
 * A relationships part with nothing but internal pictures is taken without reading each
 * relationship (office-content.ts `plainlyInternal`); anything that could spell a problem is
 * still read one by one, however it is written.
 */
describe('relationship parts told at a glance or read one by one', () => {
  it('takes a document whose parts list thousands of internal pictures', async () => {
    const verdict = await inspectUpload(docxBytes({ 'word/_rels/document.xml.rels': rels(...pictures(3000)) }), 'cv.docx');
    expect(verdict).toEqual({ ok: true, kind: 'docx' });
  });

  it.each([
    [
      'an active type in capitals, white space before the quote',
      `<Relationship Id="x" Type="${REL}/OLEOBJECT \t" Target="a.bin"/>`,
      ACTIVE,
    ],
    ['an active type with no path', `<Relationship Id="x" Type='subDocument' Target="b.docx"/>`, ACTIVE],
    [
      'a macro project',
      `<Relationship Id="x" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/>`,
      MACROS,
    ],
    [
      'an external target, the attribute in capitals',
      `<Relationship Id="x" Type="${REL}/image" Target="http://198.51.100.7/t.png" TARGETMODE="External"/>`,
      ACTIVE,
    ],
    [
      'a prefixed TargetMode',
      `<r:Relationship Id="x" Type="${REL}/image" Target="http://198.51.100.7/t.png" r:TargetMode="External"/>`,
      ACTIVE,
    ],
    ['the type in character references', `<Relationship Id="x" Type="${REL}/&#x6F;leObject" Target="a.bin"/>`, ACTIVE],
  ])('refuses %s among the pictures', async (_case, relationship, verdict) => {
    const part = rels(...pictures(500), relationship);
    expect(await inspectUpload(docxBytes({ 'word/_rels/header1.xml.rels': part }), 'cv.docx')).toEqual(verdict);
  });
});
