import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';

/**
 * The demo photographs stand in for the village's own pictures (demo/media/CREDITS), so every alt
 * text says what the photograph really shows, in the page's language: the description of
 * demo/media/descriptions.json, written into the content by demo/scripts/describe-pictures.py.
 */
const ROOT = join(import.meta.dirname, '../..');
const descriptions = JSON.parse(readFileSync(join(ROOT, 'demo/media/descriptions.json'), 'utf8')) as Record<string, Record<string, string>>;

type Found = { where: string; picture: string; alt: string };

/** Every object with a `/media/…webp` src in a content file, with its alt text. */
function imagesIn(value: unknown, where: string, found: Found[] = []): Found[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) imagesIn(item, `${where}[${index}]`, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const picture = typeof record.src === 'string' ? /^\/media\/([a-z0-9-]+)\.webp$/.exec(record.src)?.[1] : undefined;
    if (picture) found.push({ where, picture, alt: String(record.alt) });
    for (const [key, item] of Object.entries(record)) imagesIn(item, `${where}.${key}`, found);
  }
  return found;
}

describe('demo pictures: alt texts', () => {
  it('has a description of every photograph in every language', () => {
    for (const [picture, byLocale] of Object.entries(descriptions)) {
      expect(Object.keys(byLocale).sort(), picture).toEqual([...LOCALES].sort());
      for (const text of Object.values(byLocale)) expect(text.trim(), picture).not.toBe('');
    }
  });

  for (const locale of LOCALES) {
    it(`${locale}: every photograph's alt text says what the photograph shows`, () => {
      const folder = join(ROOT, 'demo/content', locale);
      const wrong: string[] = [];
      let photographs = 0;
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        for (const image of imagesIn(JSON.parse(readFileSync(join(folder, file), 'utf8')), file)) {
          const description = descriptions[image.picture]?.[locale];
          if (description === undefined) continue; // floor plans and badges: drawings, described as such
          photographs++;
          if (image.alt !== description) wrong.push(`${image.where}: "${image.alt}" (shows: "${description}")`);
        }
      }
      expect(photographs).toBeGreaterThan(100);
      expect(wrong).toEqual([]);
    });
  }
});
