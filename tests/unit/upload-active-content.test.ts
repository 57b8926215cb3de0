import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_OVERSHOOT } from '../../shared/forms/inflate-within.ts';
import { inspectUpload, MAX_INFLATED_BYTES, MAX_UNPACKED_MB, MAX_ZIP_RATIO } from '../../shared/forms/upload-contents.ts';
import {
  concat,
  deflatedZeros,
  docxBytes,
  docxExternalInEntities,
  docxFollina,
  docxHonest,
  docxParts,
  docxWithOlePackage,
  docxWithRemoteTemplate,
  executable,
  jpegBytes,
  jpegWithGainMap,
  jpegWithHtmlAfterEnd,
  jpegWithHtmlComment,
  legacyDocWithMacros,
  odtBytes,
  pdfBytes,
  pdfHonestWithObjectStream,
  pdfOf,
  pdfWithAppendedZip,
  pdfWithEscapedScript,
  pdfWithOpenActionScript,
  pdfWithScriptInObjectStream,
  pngBytes,
  pngHonestWithText,
  pngWithHtmlAfterEnd,
  pngWithHtmlText,
  zipBomb,
  zipOf,
} from '../support/uploads.ts';

/** The hostile uploads of the attack review, each refused with the message its field shows (docs/product.md "Forms: fields and uploads"). */

const encode = (text: string) => new TextEncoder().encode(text);
const ACTIVE = { ok: false, code: 'errors.fileActiveContent' };
const MACROS = { ok: false, code: 'errors.fileMacros' };
const NOT_ONLY_IMAGE = { ok: false, code: 'errors.imageNotOnlyImage' };
const DAMAGED = { ok: false, code: 'errors.fileDamaged' };

describe('PDFs with active content', () => {
  it('refuses an open action running JavaScript and an embedded executable', async () => {
    expect(await inspectUpload(pdfWithOpenActionScript(), 'cv.pdf')).toEqual(ACTIVE);
  });

  it('refuses each kind of script, automatic action, launch and attachment on its own', async () => {
    const page = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
    const catalogs = {
      javascriptNames: '<< /Type /Catalog /Pages 2 0 R /Names << /JavaScript << /Names [(a) 4 0 R] >> >> >>',
      additionalActions: '<< /Type /Catalog /Pages 2 0 R /AA << /WC << /S /URI /URI (https://198.51.100.7/) >> >> >>',
      launch: '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (cmd.exe) >> >>',
      openUri: '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (https://198.51.100.7/) >> >>',
      embeddedFiles: '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [] >> >> >>',
      richMedia: '<< /Type /Catalog /Pages 2 0 R /Annots [<< /Subtype /RichMedia >>] >>',
      xfaForm: '<< /Type /Catalog /Pages 2 0 R /AcroForm << /XFA 4 0 R >> >>',
    };
    for (const [label, catalog] of Object.entries(catalogs)) {
      expect(await inspectUpload(pdfOf([catalog, ...page, '<< >>']), 'cv.pdf'), label).toEqual(ACTIVE);
    }
    // An open action pointing at an action object, not a page; a "go to" action is fine.
    const indirect = (action: string) => pdfOf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', ...page, action]);
    expect(await inspectUpload(indirect('<< /S /URI /URI (https://198.51.100.7/) >>'), 'cv.pdf')).toEqual(ACTIVE);
    expect(await inspectUpload(indirect('<< /S /GoTo /D [3 0 R /Fit] >>'), 'cv.pdf')).toEqual({ ok: true, kind: 'pdf' });
  });

  it('refuses names written with #xx escapes and actions inside a compressed object stream', async () => {
    expect(await inspectUpload(pdfWithEscapedScript(), 'cv.pdf')).toEqual(ACTIVE);
    const work = { inflated: 0 };
    expect(await inspectUpload(pdfWithScriptInObjectStream(), 'cv.pdf', work)).toEqual(ACTIVE);
    expect(work.inflated).toBeGreaterThan(0);
  });

  it('refuses another file after %%EOF, and an object hidden where only stream data should be', async () => {
    expect(await inspectUpload(pdfWithAppendedZip(), 'cv.pdf')).toEqual(ACTIVE);
    // A ZIP between two revisions of the file: not PDF syntax, and a ZIP at that.
    const real = pdfBytes();
    const between = concat(
      real,
      zipSync({ 'setup.exe': executable() }),
      encode(`\nstartxref\n${new TextDecoder('latin1').decode(real).match(/startxref\n(\d+)/)?.[1]}\n%%EOF\n`),
    );
    expect(await inspectUpload(between, 'cv.pdf')).toEqual(ACTIVE);
    // The cross-reference could send a reader into a stream's data, where a scan does not look for actions.
    const hidden = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      { dict: '', data: encode('9 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj') },
    ]);
    expect(await inspectUpload(hidden, 'cv.pdf')).toEqual(ACTIVE);
  });

  it('takes an honest PDF: a page as its open action, a web link, object streams, page text naming JavaScript', async () => {
    expect(await inspectUpload(pdfHonestWithObjectStream(), 'cv.pdf')).toEqual({ ok: true, kind: 'pdf' });
    expect(await inspectUpload(pdfBytes(4.5 * 1024 * 1024), 'cv.pdf')).toEqual({ ok: true, kind: 'pdf' });
  });

  it(`inflates object streams only up to ${MAX_INFLATED_BYTES / 1024} KiB, then refuses`, async () => {
    const header = '9 0 ';
    // 64 MB of NUL bytes (white space to PDF) from 400 KB of zlib data: a bomb in an object stream.
    const bomb = concat(Uint8Array.of(0x78, 0x9c), deflatedZeros(64 * 1024 * 1024));
    const pdf = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      { dict: `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`, data: bomb },
    ]);
    const work = { inflated: 0 };
    expect(await inspectUpload(pdf, 'cv.pdf', work)).toEqual(DAMAGED);
    expect(work.inflated).toBeGreaterThan(MAX_INFLATED_BYTES);
    expect(work.inflated).toBeLessThanOrEqual(MAX_INFLATED_BYTES + MAX_OVERSHOOT);
  });
});

describe('Office documents with macros, objects or external content', () => {
  it('refuses a remote template, a Follina external object, and an external target written in character references', async () => {
    expect(await inspectUpload(docxWithRemoteTemplate(), 'cv.docx')).toEqual(ACTIVE);
    expect(await inspectUpload(docxFollina(), 'cv.docx')).toEqual(ACTIVE);
    expect(await inspectUpload(docxExternalInEntities(), 'cv.docx')).toEqual(ACTIVE);
    // A `>` inside a quoted value does not end the tag for an XML parser, so not here either.
    const quoted = encode(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="a>b" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://198.51.100.7/t.png" TargetMode="External"/></Relationships>`,
    );
    expect(await inspectUpload(docxBytes({ 'word/_rels/document.xml.rels': quoted }), 'cv.docx')).toEqual(ACTIVE);
  });

  it('refuses an embedded OLE package, and an OLE relationship even without its part', async () => {
    expect(await inspectUpload(docxWithOlePackage(), 'cv.docx')).toEqual(ACTIVE);
    const rels = encode(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/oleObject" Target="media/o.bin"/></Relationships>',
    );
    expect(await inspectUpload(docxBytes({ 'word/_rels/header1.xml.rels': rels }), 'cv.docx')).toEqual(ACTIVE);
    // Names are matched as Word matches them: whatever the case, percent-escapes decoded.
    expect(await inspectUpload(docxBytes({ 'WORD/EMBEDDINGS/package.bin': new Uint8Array(8) }), 'cv.docx')).toEqual(ACTIVE);
    expect(await inspectUpload(docxBytes({ 'word/_rels/document%2Exml.rels': rels }), 'cv.docx')).toEqual(ACTIVE);
  });

  it('refuses macro-enabled content types and relationships in UTF-16, which would hide their markup', async () => {
    expect(
      await inspectUpload(
        docxBytes(
          {},
          '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
        ),
        'cv.docm',
      ),
    ).toEqual(MACROS);
    const utf16 = Uint8Array.from([...'\ufeff<Relationships/>'].flatMap((char) => [char.charCodeAt(0) & 0xff, 0]));
    expect(await inspectUpload(docxBytes({ 'word/_rels/document.xml.rels': utf16 }), 'cv.docx')).toEqual(DAMAGED);
  });

  it('refuses an ODT with events, an OLE object or linked content', async () => {
    const content = (body: string) =>
      encode(
        `<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"><office:body>${body}</office:body></office:document-content>`,
      );
    const cases = {
      event:
        '<office:event-listeners><script:event-listener script:event-name="dom:load" xlink:href="vnd.sun.star.script:Standard.Module1.Main?language=Basic&amp;location=application"/></office:event-listeners>',
      macroLink: '<text:a xlink:href="vnd.sun.star.script:LibreLogo|LibreLogo.py$run?location=share">CV</text:a>',
      ole: '<draw:frame><draw:object-ole xlink:href="./Object 1"/></draw:frame>',
      dde: '<text:dde-connection-decl text:name="x" office:dde-application="cmd"/>',
      linkedImage: '<draw:frame><draw:image xlink:href="http://198.51.100.7/track.png"/></draw:frame>',
      networkImage: '<draw:frame><draw:image xlink:href="\\\\198.51.100.7\\share\\a.png"/></draw:frame>',
      fileLink: '<text:a xlink:href="file:///C:/Windows/System32/calc.exe">CV</text:a>',
    };
    for (const [label, body] of Object.entries(cases)) {
      expect(await inspectUpload(odtBytes({ 'content.xml': content(body) }), 'cv.odt'), label).toEqual(ACTIVE);
    }
    expect(await inspectUpload(odtBytes({ 'Object 1': new Uint8Array(16) }), 'cv.odt')).toEqual(ACTIVE);
    // Web and mail links, pictures and charts of its own are fine.
    const honest = content(
      '<text:a xlink:href="https://www.linkedin.com/in/giulia">LinkedIn</text:a><draw:frame><draw:image xlink:href="Pictures/1.png"/></draw:frame><draw:frame><draw:object xlink:href="./Object 1"/></draw:frame>',
    );
    const chart = {
      'content.xml': honest,
      'Object 1/content.xml': encode('<office:document-content/>'),
      'ObjectReplacements/Object 1': new Uint8Array(16),
    };
    expect(await inspectUpload(odtBytes(chart), 'cv.odt')).toEqual({ ok: true, kind: 'odt' });
  });

  it('refuses a legacy Word file (OLE2) outright', async () => {
    expect(await inspectUpload(legacyDocWithMacros(), 'cv.doc')).toEqual({ ok: false, code: 'errors.fileLegacyOffice' });
  });

  it('takes an honest DOCX with web and mail links and a picture', async () => {
    expect(await inspectUpload(docxHonest(), 'cv.docx')).toEqual({ ok: true, kind: 'docx' });
  });
});

describe('images that are not only an image', () => {
  it('refuses HTML after the end marker or in a text chunk or comment', async () => {
    expect(await inspectUpload(pngWithHtmlAfterEnd(), 'me.png')).toEqual(NOT_ONLY_IMAGE);
    expect(await inspectUpload(pngWithHtmlText(), 'me.png')).toEqual(NOT_ONLY_IMAGE);
    expect(await inspectUpload(pngWithHtmlText(true), 'me.png')).toEqual(NOT_ONLY_IMAGE);
    expect(await inspectUpload(jpegWithHtmlAfterEnd(), 'me.jpg')).toEqual(NOT_ONLY_IMAGE);
    expect(await inspectUpload(jpegWithHtmlComment(), 'me.jpg')).toEqual(NOT_ONLY_IMAGE);
    // A ZIP riding after the picture.
    expect(await inspectUpload(concat(jpegBytes(800, 600), zipSync({ 'a.exe': executable() })), 'me.jpg')).toEqual(NOT_ONLY_IMAGE);
  });

  it('takes honest images: text chunks and XMP, a phone photo with its gain map, padding after a JPEG', async () => {
    expect(await inspectUpload(pngHonestWithText(), 'me.png')).toEqual({ ok: true, kind: 'png' });
    expect(await inspectUpload(pngBytes(800, 600), 'me.png')).toEqual({ ok: true, kind: 'png' });
    expect(await inspectUpload(jpegWithGainMap(), 'me.jpg')).toEqual({ ok: true, kind: 'jpg' });
    expect(await inspectUpload(concat(jpegBytes(800, 600), new Uint8Array(64)), 'me.jpg')).toEqual({ ok: true, kind: 'jpg' });
  });
});

describe('the work an upload may cost', () => {
  it('refuses a 1 MB DOCX whose entries lie about their sizes without inflating anything', async () => {
    const lying = zipBomb(160, true);
    expect(lying.length).toBeGreaterThan(1_000_000);
    const work = { inflated: 0 };
    expect(await inspectUpload(lying, 'cv.docx', work)).toEqual(DAMAGED);
    expect(work.inflated).toBe(0);
  });

  it('refuses a zip bomb by the sizes it declares, before inflating', async () => {
    const tooLarge = { ok: false, code: 'errors.fileUnpackedTooLarge', values: { unpacked: MAX_UNPACKED_MB } };
    const work = { inflated: 0 };
    expect(await inspectUpload(zipBomb(1024), 'cv.docx', work)).toEqual(tooLarge);
    // One 40 MB entry from 100 KB: under the total, over the ratio (the data is never read).
    const dense = { name: 'word/media/image1.png', method: 8, data: new Uint8Array(100_000), size: 40 * 1024 * 1024 };
    expect(40 * 1024 * 1024 > MAX_ZIP_RATIO * 100_000).toBe(true);
    expect(await inspectUpload(zipOf([...docxParts(), dense]), 'cv.docx', work)).toEqual(tooLarge);
    expect(work.inflated).toBe(0);
  });

  it('stops inflating a part it reads once it passes its declared size', async () => {
    // The document's relationships claim 400 KB and inflate to 60 MB.
    const rels = { name: 'word/_rels/document.xml.rels', method: 8, data: deflatedZeros(60 * 1024 * 1024), size: 400 * 1024 };
    const work = { inflated: 0 };
    expect(await inspectUpload(zipOf([...docxParts(), rels]), 'cv.docx', work)).toEqual(DAMAGED);
    expect(work.inflated).toBeGreaterThan(400 * 1024);
    expect(work.inflated).toBeLessThanOrEqual(400 * 1024 + MAX_OVERSHOOT);
  });
});
