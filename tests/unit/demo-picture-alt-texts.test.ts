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

type Found = { where: string; picture: string; alt: string; caption?: string };

/**
 * What a caption under each captioned photograph must name, in any of the six languages: the
 * thing the photograph shows (its description), or for a catalogue page the part of it the
 * page is about that the photograph fits. A caption must fit the picture it stands under.
 */
const CAPTION_SUBJECTS: Record<string, RegExp> = {
  'maxicaravan-interior': /djemb/i,
  'bungalow-interior': /orologio|clock|uhr|klok|vægur|zegar/i,
  'glamping-interior': /uccell|bird|vogel|fugl|ptas/i,
  'beach-pier': /pontile|pier|steg|steiger|badebro|pomost/i,
  'olive-oil': /foglia|leaf|blatt|blad|liś/i,
  'lemon-garden': /fiore|flower|blüte|bloem|blomst|kwiat/i,
  'hiking-trail': /sentiero|path|pfad|pad|sti\b|ścież/i,
  'wellness-spa': /fiore|flower|blüte|bloem|blomst|kwiat/i,
  'catalogue-page-1': /lago|lake|see|meer|sø|jezior/i,
  'catalogue-page-2': /sul lago|on the lake|am see|aan het meer|ved søen|nad jeziorem/i,
  'catalogue-page-3': /spiaggia|beach|strand|plaż/i,
  'catalogue-page-4': /sapori|flavours|küche|smaken|smag|smaki/i,
  'catalogue-page-5': /escursion|days out|ausflüge|uitstapjes|udflugter|wycieczki/i,
  'catalogue-page-6': /mappa|map|lageplan|plattegrond|kort|mapa/i,
};

/** Every object with a `/media/…webp` src in a content file, with its alt text. */
function imagesIn(value: unknown, where: string, found: Found[] = []): Found[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) imagesIn(item, `${where}[${index}]`, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const picture = typeof record.src === 'string' ? /^\/media\/([a-z0-9-]+)\.webp$/.exec(record.src)?.[1] : undefined;
    if (picture) found.push({ where, picture, alt: String(record.alt) });
    // An image block and a catalogue page carry the caption next to their picture.
    const image = record.image as Record<string, unknown> | undefined;
    const captioned = typeof image?.src === 'string' ? /^\/media\/([a-z0-9-]+)\.webp$/.exec(image.src)?.[1] : undefined;
    if (captioned && typeof record.caption === 'string')
      found.push({ where, picture: captioned, alt: String(image?.alt), caption: record.caption });
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
          if (image.caption !== undefined) continue; // the same picture again, with its caption
          const description = descriptions[image.picture]?.[locale];
          if (description === undefined) continue; // floor plans and badges: drawings, described as such
          photographs++;
          if (image.alt !== description) wrong.push(`${image.where}: "${image.alt}" (shows: "${description}")`);
        }
      }
      expect(photographs).toBeGreaterThan(100);
      expect(wrong).toEqual([]);
    });

    it(`${locale}: every caption fits the photograph it stands under`, () => {
      const folder = join(ROOT, 'demo/content', locale);
      const wrong: string[] = [];
      let captions = 0;
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        for (const image of imagesIn(JSON.parse(readFileSync(join(folder, file), 'utf8')), file)) {
          if (image.caption === undefined) continue;
          captions++;
          const subject = CAPTION_SUBJECTS[image.picture];
          if (!subject) wrong.push(`${image.where}: no subject listed for ${image.picture} ("${descriptions[image.picture]?.[locale]}")`);
          else if (!subject.test(image.caption))
            wrong.push(`${image.where}: "${image.caption}" under ${image.picture} ("${descriptions[image.picture]?.[locale]}")`);
        }
      }
      expect(captions).toBeGreaterThan(10);
      expect(wrong).toEqual([]);
    });
  }
});
