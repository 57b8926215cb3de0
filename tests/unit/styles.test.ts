import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = join(import.meta.dirname, '../../client/styles');

/** The text of each of the site's stylesheets, comments left out. */
const sheets = readdirSync(STYLES)
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(STYLES, file), 'utf8').replaceAll(/\/\*[\s\S]*?\*\//g, ''));

/** Every selector list of those stylesheets. */
const selectors = sheets.flatMap((css) => [...css.matchAll(/([^{}]+)\{/g)].map((match) => (match[1] ?? '').trim()));

describe('stylesheets', () => {
  it('read them all (the checks below have something to look at)', () => {
    expect(selectors.length).toBeGreaterThan(100);
  });

  it('put no :has() on html, :root or body, which Chromium checks again for every element the parser inserts', () => {
    // Such a rule made Chromium restyle and lay out the whole footer once more while a page was
    // loading (a long task in Lighthouse's blocking time); the island sets a class on <html> instead.
    const onTheRoot = selectors.filter((selector) => /(^|[\s,>+~])(html|:root|body)(\[[^\]]*\]|\.[\w-]+)*:has\(/.test(selector));
    expect(onTheRoot).toEqual([]);
  });

  it('stand in only for the height of content they skip (contain-intrinsic-block-size), never for its width', () => {
    // `contain-intrinsic-size: auto 500px` is a width too: the accommodation page's skipped sections
    // were 500 px wide in a phone's one-column grid, and the phone laid the page out zoomed out.
    const css = sheets.join('\n');
    expect(css).toContain('contain-intrinsic-block-size');
    expect(css.match(/contain-intrinsic-size\s*:[^;}]*/g) ?? []).toEqual([]);
  });
});
