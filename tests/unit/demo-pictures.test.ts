import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The demo pictures: photographs listed in demo/scripts/pictures.tsv, credited in demo/media/CREDITS. */
const MEDIA = join(import.meta.dirname, '../../demo/media');
const TABLE = join(import.meta.dirname, '../../demo/scripts/pictures.tsv');

const images = JSON.parse(readFileSync(join(MEDIA, 'images.json'), 'utf8')) as { name: string; subject: string }[];
const rows = readFileSync(TABLE, 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [name = '', pkg = '', file = '', , author = '', licence = ''] = line.split('\t');
    return { name, source: `${pkg}:${file}`, author, licence };
  });
const credits = readFileSync(join(MEDIA, 'CREDITS'), 'utf8');
/** The entry of a picture in CREDITS: its name line up to the blank line. */
const creditOf = (name: string) => credits.slice(credits.indexOf(`${name}.webp\n`)).split('\n\n')[0] ?? '';
/** What each photograph really shows, per locale: also its alt text in the content. */
const descriptions = JSON.parse(readFileSync(join(MEDIA, 'descriptions.json'), 'utf8')) as Record<string, Record<string, string>>;
const subjects = new Map(images.map((image) => [image.name, image.subject]));

/** Drawings by nature, kept as drawings: floor plans and certificate badges. */
const DRAWINGS = /^(floorplan|cert)-/;
/** Pictures that may repeat a photograph used elsewhere: brochure pages, banners, the social card. */
const SECONDARY = /^(catalogue-page-\d|og-default|job-modal-banner|promo-early-booking|news-season-opening|video-poster-village)$/;
const FREE_LICENCES = ['CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-3.0', 'CC-BY-SA-4.0', 'GPL-2.0-or-later', 'LGPL-3.0'];

describe('demo pictures', () => {
  it('every picture that is not a floor plan or badge is a photograph with a source, author and free licence', () => {
    const photographs = images.filter((image) => !DRAWINGS.test(image.name)).map((image) => image.name);
    expect(rows.map((row) => row.name).sort()).toEqual(photographs.sort());
    for (const row of rows) {
      expect(FREE_LICENCES, row.name).toContain(row.licence);
      expect(row.author, row.name).not.toBe('');
      expect(credits, row.name).toContain(`${row.name}.webp\n`);
      const entry = creditOf(row.name);
      expect(entry).toContain(`source: Debian package ${row.source.replace(':', ', /')}`);
      expect(entry).toContain(`author: ${row.author}`);
      expect(entry).toContain(`licence: ${row.licence}`);
    }
  });

  it('records for each photograph what it really shows and what it stands in for', () => {
    for (const row of rows) {
      const entry = creditOf(row.name);
      expect(entry, row.name).toContain(`shows: ${descriptions[row.name]?.en}`);
      expect(entry, row.name).toContain(`stands in for: ${subjects.get(row.name)}`);
    }
  });

  it('gives each accommodation, pitch, pool, dish, service and experience a photograph of its own', () => {
    const own = rows.filter((row) => !SECONDARY.test(row.name));
    const bySource = new Map<string, string[]>();
    for (const row of own) bySource.set(row.source, [...(bySource.get(row.source) ?? []), row.name]);
    expect([...bySource.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('gives every photograph the weight of a real one (200 to 600 KB), and no file more than 600 KB', () => {
    for (const image of images) {
      const size = statSync(join(MEDIA, `${image.name}.webp`)).size;
      expect(size, image.name).toBeLessThanOrEqual(600_000);
      if (!DRAWINGS.test(image.name)) expect(size, image.name).toBeGreaterThanOrEqual(200_000);
    }
  });
});
