import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../demo/cms/store.ts';
import {
  accommodationSchema,
  accommodationTypeSchema,
  bookingSettingsSchema,
  catalogueSchema,
  companySchema,
  EXPERIENCE_THEMES,
  experienceSchema,
  faqItemSchema,
  floatingPromoSchema,
  foundationSchema,
  homeSchema,
  jobModalSchema,
  mapPointSchema,
  newsSchema,
  offerSchema,
  pageSchema,
  positionSchema,
  pricesPageSchema,
  restaurantMenuSchema,
  serviceSchema,
} from '../../shared/cms/index.ts';
import { LOCALES } from '../../shared/locales.ts';
import { experienceThemePageKey, NOT_FOUND_PAGE_KEY, PAGE_KEYS } from '../../shared/routes/index.ts';

const CONTENT = join(import.meta.dirname, '../../demo/content');
const MEDIA = join(import.meta.dirname, '../../demo/media');

type Item = Record<string, unknown> & { id?: number; slug?: string };

/** The content as the CMS stand-in serves it: fact references filled in (demo/cms/facts.ts). */
const served = loadContent(CONTENT);

function load(locale: string, type: string): Item[] {
  return (served.get(locale)?.get(type) ?? []) as Item[];
}

const SCHEMAS: Record<string, z.ZodMiniType> = {
  post: newsSchema,
  experiences: experienceSchema,
  servizi: serviceSchema,
  offerte: offerSchema,
  positions: positionSchema,
  'accommodation-types': accommodationTypeSchema,
  accommodations: accommodationSchema,
  menu: restaurantMenuSchema,
  faq: faqItemSchema,
  'map-points': mapPointSchema,
  'job-modal': jobModalSchema,
  promo: floatingPromoSchema,
  company: companySchema,
  'booking-settings': bookingSettingsSchema,
  catalogue: catalogueSchema,
};

function pageSchemaFor(slug: string | undefined): z.ZodMiniType {
  if (slug === 'home') return homeSchema;
  if (slug === 'fondazione') return foundationSchema;
  if (slug === PAGE_KEYS.prices) return pricesPageSchema;
  return pageSchema;
}

const images = new Map(
  (JSON.parse(readFileSync(join(MEDIA, 'images.json'), 'utf8')) as { name: string; width: number; height: number }[]).map((image) => [
    `/media/${image.name}.webp`,
    image,
  ]),
);

/** Every `{src, width, height}` object anywhere inside a value. */
function imagesIn(value: unknown): { src: string; width: number; height: number }[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own =
      typeof record.src === 'string' && typeof record.width === 'number' ? [record as { src: string; width: number; height: number }] : [];
    return [...own, ...Object.values(record).flatMap(imagesIn)];
  }
  return [];
}

describe('demo content', () => {
  it('parses, item by item, with the schema of its type, in every language', () => {
    for (const locale of LOCALES) {
      for (const [type, schema] of Object.entries(SCHEMAS)) {
        const items = load(locale, type);
        expect(items.length, `${locale}/${type}`).toBeGreaterThan(0);
        for (const item of items) {
          const result = schema.safeParse(item);
          expect(
            result.success,
            `${locale}/${type}/${item.slug ?? item.id}: ${result.error?.issues[0]?.path.join('.')} ${result.error?.issues[0]?.message}`,
          ).toBe(true);
        }
      }
      for (const page of load(locale, 'page')) {
        const result = pageSchemaFor(page.slug).safeParse(page);
        expect(result.success, `${locale}/page/${page.slug}: ${result.error?.issues[0]?.message}`).toBe(true);
      }
    }
  });

  it('has a page for every screen key, the theme pages and 404-2 in every language', () => {
    const keys = new Set<string>([...Object.values(PAGE_KEYS), NOT_FOUND_PAGE_KEY, ...EXPERIENCE_THEMES.map(experienceThemePageKey)]);
    for (const locale of LOCALES) {
      const slugs = new Set(load(locale, 'page').map((page) => page.slug));
      for (const key of keys) expect(slugs.has(key), `${locale} lacks page ${key}`).toBe(true);
    }
  });

  it('gives each translated item the same id, and a slug of its own that is unique in its language', () => {
    for (const type of ['post', 'experiences', 'servizi', 'offerte', 'positions', 'accommodations']) {
      const italianIds = new Set(load('it', type).map((item) => item.id));
      for (const locale of LOCALES) {
        const items = load(locale, type);
        for (const item of items) expect(italianIds.has(item.id), `${locale}/${type}/${item.id} has no Italian original`).toBe(true);
        const slugs = items.map((item) => item.slug);
        expect(new Set(slugs).size, `${locale}/${type} slugs`).toBe(slugs.length);
      }
    }
  });

  it('exercises missing translations: some items exist in fewer languages', () => {
    const counts = LOCALES.map((locale) => load(locale, 'post').length);
    expect(Math.min(...counts)).toBeLessThan(Math.max(...counts));
  });

  it('meets the catalogue sizes the content issue asks for', () => {
    for (const locale of LOCALES) {
      expect(load(locale, 'servizi').length, locale).toBeGreaterThanOrEqual(8);
      expect(load(locale, 'offerte').length, locale).toBeGreaterThanOrEqual(6);
      expect(load(locale, 'experiences').length, locale).toBeGreaterThanOrEqual(8);
      expect(load(locale, 'post').length, locale).toBeGreaterThanOrEqual(6);
      expect(load(locale, 'faq').length, locale).toBeGreaterThanOrEqual(12);
      expect(load(locale, 'positions').length, locale).toBeGreaterThanOrEqual(3);
      expect(load(locale, 'map-points').length, locale).toBeGreaterThanOrEqual(30);
      expect(load(locale, 'accommodations').length, locale).toBe(13);
      expect(
        load(locale, 'offerte').some((offer) => offer.slug === 'camping-senior-over-65'),
        locale,
      ).toBe(true);
    }
  });

  it('uses only images of the image list, at their real size, and every one exists', () => {
    for (const locale of LOCALES) {
      for (const file of readdirSync(join(CONTENT, locale))) {
        const body = JSON.parse(readFileSync(join(CONTENT, locale, file), 'utf8'));
        for (const image of imagesIn(body)) {
          if (image.src.endsWith('.mp4')) continue;
          const known = images.get(image.src);
          expect(known, `${locale}/${file}: ${image.src}`).toBeDefined();
          expect([image.width, image.height], `${locale}/${file}: ${image.src}`).toEqual([known?.width, known?.height]);
        }
      }
    }
    for (const src of images.keys()) expect(existsSync(join(MEDIA, src.slice('/media/'.length))), src).toBe(true);
  });
});
