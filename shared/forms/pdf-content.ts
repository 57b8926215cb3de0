import { type InflateWork, inflateWithin } from './inflate-within.ts';
import { ACTIVE, DAMAGED, latin1, type Verdict } from './upload-verdict.ts';

/**
 * A PDF taken only when it is one, with nothing that runs, launches or carries files
 * (docs/product.md "Forms: fields and uploads"). No PDF library: a token scan with the PDF
 * syntax rules (ISO 32000 §7.2–7.5) reads every object outside stream data, names decoded
 * (`/J#61vaScript` is `/JavaScript`), strings and comments skipped as a reader skips them.
 * Stream data is not parsed (page content, fonts and pictures cannot hold actions), except object
 * streams, which hold ordinary objects: they are inflated under the upload's budget and scanned
 * the same way. A reader could still be pointed into skipped bytes by the cross-reference, so
 * skipped bytes that hold an object header (`12 0 obj`) are refused too.
 *
 * Refused as active: the names of scripts, automatic actions and attached files wherever they
 * appear, an open action that is not a plain "go to a page", a ZIP's header among the objects,
 * and anything after the last `%%EOF` but white space. Refused as damaged: what is not PDF
 * syntax between the objects, and an object stream that cannot be read.
 */

/** Names that mean JavaScript, actions run without a click, launching or fetching files, attachments, forms that post or run scripts. */
const ACTIVE_NAMES: ReadonlySet<string> = new Set([
  'JS',
  'JavaScript',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'RichMedia',
  'RichMediaExecute',
  'XFA',
  'GoToR',
  'GoToE',
  'ImportData',
  'SubmitForm',
  'Rendition',
]);
/** Keywords of the file's structure and of objects; any other word between objects is not PDF. */
const KEYWORDS: ReadonlySet<string> = new Set([
  'obj',
  'endobj',
  'stream',
  'endstream',
  'R',
  'true',
  'false',
  'null',
  'xref',
  'trailer',
  'startxref',
  'f',
  'n',
]);
const MAX_DEPTH = 64;
/** Keys a dictionary may have: real ones have a few dozen. */
const MAX_DICT_ITEMS = 4096;
/**
 * Values a file may have outside its streams (object streams included): a CV's have a few
 * thousand to tens of thousands. Past this it is refused as damaged rather than scanned on.
 */
export const MAX_TOKENS = 250_000;

/** A number token (`12`, `-3`, `.5`, `4.`), or null; non-integers come back with a fraction. */
function numberAt(bytes: Uint8Array, from: number, to: number): number | null {
  let at = from;
  const sign = bytes[at] === 0x2d ? -1 : 1;
  if (bytes[at] === 0x2b || bytes[at] === 0x2d) at++;
  let value = 0;
  let digits = 0;
  let fraction = false;
  for (; at < to; at++) {
    const byte = bytes[at] as number;
    if (byte >= 0x30 && byte <= 0x39) {
      if (!fraction) value = value * 10 + byte - 0x30;
      digits++;
    } else if (byte === 0x2e && !fraction) fraction = true;
    else return null;
  }
  if (!digits) return null;
  return sign * (fraction ? value + 0.5 : value);
}

/** A short run of bytes as text (a name or a word). */
function ascii(bytes: Uint8Array, from: number, to: number): string {
  let text = '';
  for (let at = from; at < to; at++) text += String.fromCharCode(bytes[at] as number);
  return text;
}

type Value =
  | { t: 'name'; v: string }
  | { t: 'num'; v: number }
  | { t: 'ref'; n: number }
  | { t: 'dict'; d: Map<string, Value> }
  | { t: 'array'; names: string[] }
  | { t: 'other' };
/** An open container; arrays and the file's top level keep only their last few values, and an array the first names in it. */
type Frame = { kind: 'top' | 'dict' | 'array'; items: Value[]; names: string[] };

class Stop extends Error {
  readonly verdict: Verdict;
  constructor(verdict: Verdict) {
    super(verdict.ok ? '' : verdict.code);
    this.verdict = verdict;
  }
}
function stop(verdict: Verdict): never {
  throw new Stop(verdict);
}

/** Each byte's class in PDF syntax: white space (NUL, tab, LF, FF, CR, space), a delimiter (`( ) < > [ ] { } / %`), or regular. */
const REGULAR = 0;
const SPACE = 1;
const CLASS = new Uint8Array(256);
for (const byte of [0, 9, 10, 12, 13, 32]) CLASS[byte] = SPACE;
for (const byte of '()<>[]{}/%') CLASS[byte.charCodeAt(0)] = 2;
const isSpace = (byte: number | undefined) => byte !== undefined && CLASS[byte] === SPACE;
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
const isHex = (byte: number) => isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);

/** Where an ASCII word starts at or after `from` (before `to`), or -1. A plain loop: one native search per candidate costs more on hostile bytes. */
function find(bytes: Uint8Array, word: string, from: number, to = bytes.length): number {
  const first = word.charCodeAt(0);
  const last = Math.min(to, bytes.length) - word.length;
  for (let at = Math.max(0, from); at <= last; at++) {
    if (bytes[at] !== first) continue;
    let index = 1;
    while (index < word.length && bytes[at + index] === word.charCodeAt(index)) index++;
    if (index === word.length) return at;
  }
  return -1;
}

/** Whether bytes a reader could be sent into hold an object header: digits, space, digits, space, `obj`. */
function hidesObject(bytes: Uint8Array, from: number, to: number): boolean {
  for (let at = from; at + 3 <= to; at++) {
    if (bytes[at] !== 0x6f || bytes[at + 1] !== 0x62 || bytes[at + 2] !== 0x6a) continue;
    // Walk back over white space, digits, white space: the object's number must come before its generation.
    let back = at - 1;
    const skip = (test: (byte: number | undefined) => boolean) => {
      const start = back;
      while (back >= from && test(bytes[back])) back--;
      return start - back;
    };
    if (!skip(isSpace) || !skip(isDigit)) continue;
    const spaces = skip(isSpace);
    if (spaces && isDigit(bytes[back])) return true;
  }
  return false;
}

const nameOf = (value: Value | undefined) => (value?.t === 'name' ? value.v : undefined);
const OTHER: Value = { t: 'other' };

/** The scan of one file: its objects, then those of each object stream found among them. */
class PdfScan {
  private readonly work: InflateWork;
  private budget: number;
  /** The `/S` of every action-like object by number, and arrays (destinations) as `[]`. */
  private readonly objects = new Map<number, string>();
  private readonly openActions: number[] = [];
  private tokens = 0;

  constructor(work: InflateWork, budget: number) {
    this.work = work;
    this.budget = budget;
  }

  run(bytes: Uint8Array, end: number): void {
    this.scan(bytes, 0, end, null);
    for (const target of this.openActions) {
      const kind = this.objects.get(target);
      if (kind !== undefined && kind !== '[]' && kind !== 'GoTo') stop(ACTIVE);
    }
  }

  /** Records an object's value: what an open action pointing at it would do. */
  private record(number: number, value: Value) {
    if (value.t === 'array') this.objects.set(number, '[]');
    else if (value.t === 'dict') this.objects.set(number, nameOf(value.d.get('S')) ?? '');
  }

  private checkDict(dict: Map<string, Value>) {
    const open = dict.get('OpenAction');
    if (open?.t === 'dict' && nameOf(open.d.get('S')) !== 'GoTo') stop(ACTIVE);
    if (open?.t === 'ref') this.openActions.push(open.n);
  }

  /**
   * Tokens from `from` to `to`. `members` (an object stream's numbers) means the top-level
   * values are its objects, with no `obj`, streams or file structure among them.
   */
  private scan(bytes: Uint8Array, from: number, to: number, members: number[] | null): void {
    const stack: Frame[] = [{ kind: 'top', items: [], names: [] }];
    let top = stack[0] as Frame;
    let current: number | null = null;
    let member = 0;
    const open = (kind: 'dict' | 'array') => {
      if (stack.length >= MAX_DEPTH) stop(DAMAGED);
      top = { kind, items: [], names: [] };
      stack.push(top);
    };
    const close = (kind: 'dict' | 'array') => {
      const closed = stack.pop();
      if (closed?.kind !== kind || !stack.length) stop(DAMAGED);
      top = stack[stack.length - 1] as Frame;
      return closed as Frame;
    };
    const push = (value: Value) => {
      if (++this.tokens > MAX_TOKENS) stop(DAMAGED);
      if (top.kind === 'top') {
        if (members) {
          const number = members[member++];
          if (number !== undefined) this.record(number, value);
        } else if (current !== null && value.t !== 'num') {
          this.record(current, value);
          current = null;
        }
      }
      if (top.kind === 'dict') {
        if (top.items.length >= MAX_DICT_ITEMS) stop(DAMAGED);
      } else {
        // Elsewhere only the last few values matter: an object's or a stream's dictionary, a reference's two numbers.
        if (top.items.length > 8) top.items.splice(0, top.items.length - 4);
        if (top.kind === 'array' && value.t === 'name' && top.names.length < 8) top.names.push(value.v);
      }
      top.items.push(value);
    };

    let at = from;
    while (at < to) {
      const byte = bytes[at] as number;
      const kind = CLASS[byte];
      if (kind === SPACE) {
        at++;
        continue;
      }
      if (kind === REGULAR) {
        // A number or a keyword: regular characters up to white space or a delimiter.
        let close = at;
        while (close < to && CLASS[bytes[close] as number] === REGULAR) close++;
        const number = numberAt(bytes, at, close);
        if (number !== null) {
          push({ t: 'num', v: number });
          at = close;
          continue;
        }
        const word = close - at <= 16 ? ascii(bytes, at, close) : '';
        if (!KEYWORDS.has(word))
          stop(bytes[at] === 0x50 && bytes[at + 1] === 0x4b && (bytes[at + 2] === 3 || bytes[at + 2] === 5) ? ACTIVE : DAMAGED);
        at = close;
        const items = top.items;
        if (word === 'R') {
          const generation = items.pop();
          const number = items.pop();
          if (number?.t !== 'num' || generation?.t !== 'num') stop(DAMAGED);
          push({ t: 'ref', n: (number as { v: number }).v });
          continue;
        }
        if (word === 'true' || word === 'false' || word === 'null') {
          push(OTHER);
          continue;
        }
        // The rest belong between objects, never inside an object stream.
        if (members || stack.length !== 1) stop(DAMAGED);
        if (word === 'obj') {
          const generation = items.pop();
          const number = items.pop();
          if (number?.t !== 'num' || generation?.t !== 'num') stop(DAMAGED);
          current = (number as { v: number }).v;
        } else if (word === 'stream') {
          // A stream costs more than a value: its dictionary, its end, its data's check.
          this.tokens += 16;
          const dict = items.at(-1);
          if (dict?.t !== 'dict') stop(DAMAGED);
          at = this.stream(bytes, at, to, (dict as { d: Map<string, Value> }).d);
          items.length = 0;
          current = null;
        } else if (word === 'endstream') {
          stop(DAMAGED);
        } else {
          // endobj, xref, trailer, startxref and the table's f and n.
          current = null;
          items.length = 0;
        }
        continue;
      }
      if (byte === 0x2f) {
        let close = at + 1;
        while (close < to && CLASS[bytes[close] as number] === REGULAR) close++;
        const raw = ascii(bytes, at + 1, Math.min(close, at + 128));
        // `#xx` is the byte xx: `/J#61vaScript` names JavaScript.
        const name = raw.includes('#')
          ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
          : raw;
        if (ACTIVE_NAMES.has(name)) stop(ACTIVE);
        push({ t: 'name', v: name });
        at = close;
        continue;
      }
      if (byte === 0x25) {
        // A comment, to the end of its line.
        let eol = at;
        while (eol < to && bytes[eol] !== 10 && bytes[eol] !== 13) eol++;
        if (hidesObject(bytes, at, eol)) stop(ACTIVE);
        at = eol;
        continue;
      }
      if (byte === 0x28) {
        at = this.literalString(bytes, at, to);
        push(OTHER);
        continue;
      }
      if (byte === 0x3c && bytes[at + 1] === 0x3c) {
        open('dict');
        at += 2;
        continue;
      }
      if (byte === 0x3e && bytes[at + 1] === 0x3e) {
        const items = close('dict').items;
        if (items.length % 2) stop(DAMAGED);
        const dict = new Map<string, Value>();
        for (let index = 0; index < items.length; index += 2) {
          const key = nameOf(items[index]);
          if (key === undefined) stop(DAMAGED);
          dict.set(key as string, items[index + 1] as Value);
        }
        this.checkDict(dict);
        push({ t: 'dict', d: dict });
        at += 2;
        continue;
      }
      if (byte === 0x3c) {
        // A hex string: hex digits and white space only (an HTML tag is not one).
        let close = at + 1;
        while (close < to && bytes[close] !== 0x3e) {
          const digit = bytes[close] as number;
          if (!isHex(digit) && CLASS[digit] !== SPACE) stop(DAMAGED);
          close++;
        }
        if (close >= to) stop(DAMAGED);
        push(OTHER);
        at = close + 1;
        continue;
      }
      if (byte === 0x5b) {
        open('array');
        at++;
        continue;
      }
      if (byte === 0x5d) {
        push({ t: 'array', names: close('array').names });
        at++;
        continue;
      }
      // `)`, `>`, `{` and `}` have no place outside strings and streams.
      stop(DAMAGED);
    }
    if (stack.length !== 1) stop(DAMAGED);
  }

  /** Skips a literal string (balanced parentheses, backslash escapes); returns where it ends. */
  private literalString(bytes: Uint8Array, from: number, to: number): number {
    let depth = 0;
    for (let at = from; at < to; at++) {
      const byte = bytes[at];
      if (byte === 0x5c) at++;
      else if (byte === 0x28) depth++;
      else if (byte === 0x29 && --depth === 0) {
        if (hidesObject(bytes, from, at)) stop(ACTIVE);
        return at + 1;
      }
    }
    return stop(DAMAGED);
  }

  /**
   * A stream's data, from after `stream` and its line break: its `/Length` when that ends at
   * `endstream`, else up to the first `endstream`. An object stream is read; returns where
   * scanning goes on.
   */
  private stream(bytes: Uint8Array, keywordEnd: number, to: number, dict: Map<string, Value>): number {
    let start = keywordEnd;
    if (bytes[start] === 13) start++;
    if (bytes[start] === 10) start++;
    const length = dict.get('Length');
    let end = -1;
    if (length?.t === 'num' && Number.isInteger(length.v) && length.v >= 0 && start + length.v <= to) {
      let after = start + length.v;
      while (after < to && isSpace(bytes[after])) after++;
      if (find(bytes, 'endstream', after, after + 9) === after) end = start + length.v;
    }
    if (end < 0) end = find(bytes, 'endstream', start, to);
    if (end < 0) stop(DAMAGED);
    if (hidesObject(bytes, start, end)) stop(ACTIVE);
    const objectStream = nameOf(dict.get('Type')) === 'ObjStm' || (dict.has('N') && dict.has('First'));
    if (objectStream) this.objectStream(bytes.subarray(start, end), dict);
    return find(bytes, 'endstream', end, to) + 9;
  }

  /** An object stream: `N` pairs of object number and offset, then the objects from `First`. */
  private objectStream(data: Uint8Array, dict: Map<string, Value>): void {
    const filter = dict.get('Filter');
    const filters = filter === undefined ? [] : filter.t === 'name' ? [filter.v] : filter.t === 'array' ? filter.names : null;
    const params = dict.get('DecodeParms');
    const predictor = params?.t === 'dict' ? params.d.get('Predictor') : undefined;
    // Only what writers use for object streams: Flate without a predictor, or nothing.
    if (!filters || filters.length > 1 || (filters[0] !== undefined && filters[0] !== 'FlateDecode')) stop(DAMAGED);
    if ((params && params.t !== 'dict') || (predictor?.t === 'num' && predictor.v > 1)) stop(DAMAGED);
    let bytes = data;
    if (filters[0] === 'FlateDecode') {
      const inflated = inflateWithin(data, this.budget, this.work, true);
      if (!inflated.ok) stop(DAMAGED);
      bytes = (inflated as { bytes: Uint8Array }).bytes;
      this.budget -= bytes.length;
    }
    const count = dict.get('N');
    const first = dict.get('First');
    if (count?.t !== 'num' || first?.t !== 'num' || first.v < 0 || first.v > bytes.length || count.v < 0 || count.v > bytes.length)
      stop(DAMAGED);
    const header = latin1(bytes.subarray(0, (first as { v: number }).v)).trim();
    const numbers = header ? header.split(/[\0\t\n\f\r ]+/).map(Number) : [];
    if (numbers.length !== 2 * (count as { v: number }).v || numbers.some((number) => !Number.isInteger(number))) stop(DAMAGED);
    this.scan(
      bytes,
      (first as { v: number }).v,
      bytes.length,
      numbers.filter((_, index) => index % 2 === 0),
    );
  }
}

/** The header, the tail after the last `%%EOF`, the cross-reference `startxref` points at, then every object. */
export function checkPdf(bytes: Uint8Array, work: InflateWork, objectStreamBytes: number): Verdict {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes.subarray(0, 8)))) return DAMAGED;
  let eof = -1;
  for (let at = bytes.lastIndexOf(0x25); at >= 0; at = at > 0 ? bytes.lastIndexOf(0x25, at - 1) : -1) {
    if (find(bytes, '%%EOF', at, at + 5) === at) {
      eof = at;
      break;
    }
  }
  if (eof < 8) return DAMAGED;
  // Some scanners pad the file after %%EOF with line breaks or NUL bytes; anything else is another file riding along.
  for (let at = eof + 5; at < bytes.length; at++) if (!isSpace(bytes[at])) return ACTIVE;

  const tail = latin1(bytes.subarray(Math.max(0, eof - 2048), eof + 5));
  const offset = Number(/startxref\s+(\d{1,10})\s+%%EOF$/.exec(tail)?.[1] ?? -1);
  if (offset < 8 || offset >= eof) return DAMAGED;
  const at = latin1(bytes.subarray(offset, Math.min(eof, offset + 4096)));
  // A classic table (its trailer, with the document's root, comes before startxref), or a cross-reference stream.
  if (/^xref\s/.test(at) ? find(bytes, 'trailer', offset, eof) < 0 : !/^\d{1,10}\s+\d{1,5}\s+obj\s*<<[\s\S]*?\/Type\s*\/XRef\b/.test(at))
    return DAMAGED;

  try {
    new PdfScan(work, objectStreamBytes).run(bytes, eof);
  } catch (error) {
    return error instanceof Stop ? error.verdict : DAMAGED;
  }
  return { ok: true, kind: 'pdf' };
}
