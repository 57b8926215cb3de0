/**
 * Text from outside (a visitor's path, a referring host, an upstream's error, a file name)
 * made safe to print on an ops terminal: every character that could drive the terminal or
 * hide or reorder what is shown becomes a visible escape, so ops see that something was there.
 *
 * Escaped: C0 controls (tab, CR and LF included: no forged lines), DEL, C1 controls (so no ESC
 * or CSI/OSC sequence survives: `\x1b[2J`, `\x1b]52;c;…\x07`), the bidirectional and zero-width
 * formatting characters (U+061C, U+200B–U+200F, U+202A–U+202E, U+2060–U+2069, U+FEFF), the
 * line and paragraph separators, the invisible tag characters (U+E0000–U+E007F) and lone
 * surrogates. The backslash itself is doubled, so an escape shown is never one the data wrote.
 */

// With the u flag a surrogate pair is one character: the surrogate range matches lone ones only.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ud800-\udfff\u{e0000}-\u{e007f}]/gu;

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');

function escapeOf(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  if (code <= 0xff) return `\\x${hex(code, 2)}`;
  if (code <= 0xffff) return `\\u${hex(code, 4)}`;
  return `\\u{${hex(code, 5)}}`;
}

/** One value on one line: nothing in it acts on the terminal. */
export function printable(text: string): string {
  return text.replaceAll('\\', '\\\\').replace(UNSAFE, escapeOf);
}

/** A message of several lines (an error, a report): each line made printable, the line breaks kept. */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}

/**
 * JSON text made printable and still the same JSON: `JSON.stringify` already escapes C0
 * controls in strings (so a raw tab, CR or LF is the layout's), this escapes the rest as
 * `\uXXXX` (only strings can hold them).
 */
export function printableJson(json: string): string {
  return json.replace(UNSAFE, (character) => {
    const code = character.codePointAt(0) ?? 0;
    if (code === 0x09 || code === 0x0a || code === 0x0d) return character;
    if (code <= 0xffff) return `\\u${hex(code, 4)}`;
    const high = Math.floor((code - 0x10000) / 0x400) + 0xd800;
    const low = ((code - 0x10000) % 0x400) + 0xdc00;
    return `\\u${hex(high, 4)}\\u${hex(low, 4)}`;
  });
}
