import { UPLOAD_TYPES } from './uploads.ts';
import { ACTIVE, DAMAGED, latin1, MACROS, type Verdict } from './upload-verdict.ts';
import type { ZipEntry } from './zip-container.ts';

/**
 * A DOCX or ODT taken only without active or external content (docs/product.md "Forms: fields
 * and uploads"). Word's parts say everything in small files: the content types and the
 * relationships (`*.rels`), where every embedded object, macro project, template and linked
 * file is declared. An ODT has no relationships: its manifest, `content.xml` and `styles.xml`
 * are read instead.
 */

/** Programs and scripts a mail client or an office suite would run if asked. */
const EXECUTABLE = /\.(?:exe|dll|com|bat|cmd|scr|msi|msp|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|app|cpl|lnk|pif|reg|elf|so|dylib)$/i;
/** VBA projects (Office) and Basic or script libraries (ODF). */
const MACRO = /(?:^|\/)(?:vbaProject\.bin|vbaData\.xml)$|^(?:Basic|Scripts)\//i;
/**
 * OLE objects and packages (Word's `embeddings/`, ActiveX controls) and ODF's OLE objects: an
 * `Object 1` file (a chart is an `Object 1/` folder; `ObjectReplacements/` holds its pictures).
 */
const EMBEDDED = /(?:^|\/)(?:embeddings|activeX)\/|(?:^|\/)oleObject\d*\.bin$|^(?!ObjectReplacements\/)(?:.*\/)?Object \d+$/i;
/** Names that leave the archive or depend on the unpacker's system. */
const UNSAFE_NAME = /(?:^|[/\\])\.\.(?:[/\\]|$)|^[/\\]|\\|^[a-z]:/i;

/** The parts read, by `partKey`: a few KB each in a real document. */
export const isReadPart = (key: string) =>
  key === '[content_types].xml' ||
  key.endsWith('.rels') ||
  key === 'mimetype' ||
  key === 'meta-inf/manifest.xml' ||
  key === 'content.xml' ||
  key === 'styles.xml';

/** Relationship types (the last segment of `Type`) that embed or run something, wherever their target is. */
const ACTIVE_RELATIONSHIPS: ReadonlySet<string> = new Set([
  'oleobject',
  'package',
  'activexcontrol',
  'activexcontrolbinary',
  'control',
  'afchunk',
  'attachedtemplate',
  'subdocument',
  'keymapcustomizations',
  'attachedtoolbars',
]);
const MACRO_RELATIONSHIPS: ReadonlySet<string> = new Set(['vbaproject', 'wordvbadata']);
/** Links a reader follows only when clicked, and only to the web, mail or a phone. */
const CLICKED_LINK = /^(?:https?|mailto|tel):/i;

/**
 * A tag's attributes: quoted values may hold `>` (XML allows it) but never `<`, so no match
 * runs past the next `<` and hostile XML is read in linear time.
 */
const TAG_BODY = `(?:[^<>"']|"[^"<]*"|'[^'<]*')*`;
const RELATIONSHIP = new RegExp(`<(?:[\\w.-]+:)?Relationship\\b(${TAG_BODY})>`, 'g');
const PREFIXED_TAG = new RegExp(`<([\\w.-]+:[\\w.-]+)\\b(${TAG_BODY})>`, 'g');
const HREF = /\bxlink:href\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** An XML attribute value as a parser reads it: entities and character references decoded, white space folded. */
function attributeValue(raw: string): string {
  return raw
    .replace(/&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|(amp|lt|gt|quot|apos));/gi, (_, hex?: string, decimal?: string, name?: string) => {
      if (hex) return String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff));
      if (decimal) return String.fromCodePoint(Math.min(Number(decimal), 0x10ffff));
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[(name ?? '').toLowerCase() as 'amp'] ?? '';
    })
    .replace(/[\t\n\r]/g, ' ')
    .trim();
}

/** Attributes by local name (`xlink:href` → `href`, `Type` → `type`). */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').split(':').pop()?.toLowerCase() ?? '';
    found.set(name, attributeValue(match[2] ?? match[3] ?? ''));
  }
  return found;
}

/** A part's text; null when it is not ASCII-compatible (UTF-16 would hide its markup from the checks). */
function xml(part: Uint8Array | undefined): string | null {
  if (!part) return '';
  return part.includes(0) ? null : latin1(part);
}

/** Every relationship type above as the end of an attribute value, as a value ends once white space is folded and trimmed. */
const ACTIVE_TYPE_END = new RegExp(`(?:${[...ACTIVE_RELATIONSHIPS, ...MACRO_RELATIONSHIPS].join('|')})\\s*["']`, 'i');

/**
 * A part none of whose relationships can be a problem, told without reading them one by one (a
 * document full of pictures has thousands): no character reference that could spell a name, no
 * `TargetMode` (so every target is internal), and no value ending in an active type. Anything
 * else is read relationship by relationship; the verdict is the same either way.
 */
const plainlyInternal = (text: string) => !text.includes('&') && !/targetmode/i.test(text) && !ACTIVE_TYPE_END.test(text);

/** The first problem of one relationships part: external targets but clicked links, and embedding types. */
function checkRelationships(text: string): Verdict | null {
  if (plainlyInternal(text)) return null;
  for (const match of text.matchAll(RELATIONSHIP)) {
    const found = attributes(match[1] ?? '');
    const type = (found.get('type') ?? '').split('/').pop()?.toLowerCase() ?? '';
    if (MACRO_RELATIONSHIPS.has(type)) return MACROS;
    if (ACTIVE_RELATIONSHIPS.has(type)) return ACTIVE;
    const external = (found.get('targetmode') ?? 'Internal').toLowerCase() !== 'internal';
    if (external && !(type === 'hyperlink' && CLICKED_LINK.test(found.get('target') ?? ''))) return ACTIVE;
  }
  return null;
}

/** Schemes that run something when the link is followed. */
const SCRIPT_LINK = /^(?:vnd\.sun\.star\.(?:script|basic)|macro|javascript|vbscript|\.uno|service|slot):/i;
/** A target outside the package: a scheme, a network or absolute path, or a step out of the document's folder. */
const OUTSIDE = /^(?:[a-z][a-z0-9+.-]*:|[\\/]|\.\.[\\/])/i;
/** ODF elements that run code, embed an OLE object or fetch a document. */
const ODF_ACTIVE =
  /event-listener|<(?:draw:(?:object-ole|applet|plugin|floating-frame)|text:dde-connection(?:-decl)?|office:dde-source|table:dde-link)\b/i;

/** `content.xml` or `styles.xml` of an ODT: no events, OLE, DDE or applets, and no linked content but clicked links. */
function checkOdfContent(text: string): Verdict | null {
  if (ODF_ACTIVE.test(text)) return ACTIVE;
  for (const match of text.matchAll(PREFIXED_TAG)) {
    const found = match[2]?.includes('href') ? HREF.exec(match[2]) : null;
    if (!found) continue;
    const href = attributeValue(found[1] ?? found[2] ?? '');
    if (SCRIPT_LINK.test(href)) return ACTIVE;
    const link = match[1] === 'text:a' || match[1] === 'draw:a';
    if (OUTSIDE.test(href) && !(link && CLICKED_LINK.test(href))) return ACTIVE;
  }
  return null;
}

/** A DOCX (Word's parts, nothing active) or an ODT (its mimetype entry first, nothing active), else damaged. */
export function checkOffice(entries: ZipEntry[], parts: Map<string, Uint8Array>): Verdict {
  if (entries.some((entry) => UNSAFE_NAME.test(entry.key))) return DAMAGED;
  if (entries.some((entry) => MACRO.test(entry.key) || EXECUTABLE.test(entry.key))) return MACROS;
  if (entries.some((entry) => EMBEDDED.test(entry.key))) return ACTIVE;
  const texts = new Map<string, string>();
  for (const [key, part] of parts) {
    const text = xml(part);
    if (text === null) return DAMAGED;
    texts.set(key, text);
  }

  const types = texts.get('[content_types].xml');
  if (types !== undefined && entries.some((entry) => entry.key === 'word/document.xml')) {
    if (/macroEnabled|vbaProject/i.test(types)) return MACROS;
    for (const [key, text] of texts) {
      const problem = key.endsWith('.rels') ? checkRelationships(text) : null;
      if (problem) return problem;
    }
    return { ok: true, kind: 'docx' };
  }

  if (entries[0]?.key === 'mimetype' && texts.get('mimetype') === UPLOAD_TYPES.odt && texts.has('content.xml')) {
    if (/media-type\s*=\s*["'][^"']*oleobject/i.test(texts.get('meta-inf/manifest.xml') ?? '')) return ACTIVE;
    for (const key of ['content.xml', 'styles.xml']) {
      const problem = checkOdfContent(texts.get(key) ?? '');
      if (problem) return problem;
    }
    return { ok: true, kind: 'odt' };
  }
  return DAMAGED;
}
