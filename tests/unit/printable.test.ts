import { describe, expect, it } from 'vitest';
import { printable, printableJson, printableLines } from '../../scripts/printable.ts';

/** Every character that can drive a terminal or hide text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the raw characters are what must not be printed.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u;

/** What a client can put into a path or a referring page, to act on the terminal of whoever lists it. */
const HOSTILE: [string, string, string][] = [
  ['clear screen', '/en/\x1b[2J\x1b[Hall-clear', '/en/\\x1b[2J\\x1b[Hall-clear'],
  ['OSC 52 clipboard write', '/\x1b]52;c;cm0gLXJmIH4=\x07', '/\\x1b]52;c;cm0gLXJmIH4=\\x07'],
  ['OSC 52 ended by ST', '/\x1b]52;c;cm0=\x1b\\', '/\\x1b]52;c;cm0=\\x1b\\\\'],
  [
    'carriage return forging a line',
    '/a\r   999      0  en    /en/ok → www.google.com (999)',
    '/a\\x0d   999      0  en    /en/ok → www.google.com (999)',
  ],
  ['new line forging a line', '/a\npromoted [en] /x', '/a\\x0apromoted [en] /x'],
  ['right-to-left override', '/en/offerta\u202efdp.exe', '/en/offerta\\u202efdp.exe'],
  ['isolates and zero-width', '/\u2066a\u2069\u200b\u200d\ufeff', '/\\u2066a\\u2069\\u200b\\u200d\\ufeff'],
  ['8-bit CSI and DEL', '/\x9b2J\x7f', '/\\x9b2J\\x7f'],
  ['invisible tag characters', '/a\u{e0041}\u{e0042}', '/a\\u{e0041}\\u{e0042}'],
  ['a lone surrogate', '/a\ud800b', '/a\\ud800b'],
  ['a backslash the data wrote', '/a\\x1b', '/a\\\\x1b'],
];

describe('printable', () => {
  it.for(HOSTILE)('shows %s as visible escapes, nothing raw', ([, hostile, shown]) => {
    expect(printable(hostile)).toBe(shown);
    expect(printable(hostile)).not.toMatch(UNSAFE);
  });

  it('leaves letters of every language, emoji and punctuation alone', () => {
    for (const text of [
      '/de/unterkünfte',
      '/pl/zażółć-gęślą',
      '/da/sø',
      'www.campsite-guide.example',
      '/en/a b (2019) → ☀️ 😀',
      'forum.example.de (2)',
    ]) {
      expect(printable(text)).toBe(text);
    }
  });

  it('keeps the lines of a message, each printable', () => {
    expect(printableLines('wrangler failed:\n\x1b[31mno such table\x1b[0m\r')).toBe(
      'wrangler failed:\n\\x1b[31mno such table\\x1b[0m\\x0d',
    );
  });

  it('keeps JSON valid and equal, with nothing raw in it', () => {
    const value = { path: HOSTILE.map(([, hostile]) => hostile).join(''), name: 'Zoë 😀' };
    const json = printableJson(JSON.stringify(value, null, 2));
    // Only the layout's line breaks are raw.
    expect(json.replaceAll('\n', '')).not.toMatch(UNSAFE);
    expect(JSON.parse(json)).toEqual(value);
    expect(json).toContain('\\u202e');
    expect(json).toContain('Zoë 😀');
  });
});
