import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath, MAP_EDITIONS, type RouteName, THEME_SLUGS } from '../../shared/routes/index.ts';
import { ROUTE_NAMES, ROUTES } from '../../shared/routes/table.ts';
import { alternatesOf, DEMO, get, ORIGIN, patient } from './fetch.ts';

/** One `<url>` of a language sitemap. */
type UrlElement = { loc: string; lastmod: string; alternates: Map<string, string> };

type Item = { id: number; slug: string; updatedAt: string };

async function cmsList<T extends Item>(locale: Locale, type: string): Promise<T[]> {
  const response = await fetch(`${DEMO}/cms/${locale}/${type}`);
  return ((await response.json()) as { data: T[] }).data;
}

function parseUrlset(xml: string): UrlElement[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, inner = '']) => ({
    loc: inner.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '',
    lastmod: inner.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1] ?? '',
    alternates: new Map(
      [...inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang = '', href = '']) => [
        lang,
        href,
      ]),
    ),
  }));
}

/** A content timestamp as the sitemap writes it: UTC, to the second. */
const w3c = (iso: string) => `${new Date(iso).toISOString().slice(0, 19)}Z`;

const DETAIL_TYPES: [RouteName, string][] = [
  ['newsArticle', 'post'],
  ['experience', 'experiences'],
  ['service', 'servizi'],
  ['offer', 'offerte'],
  ['position', 'positions'],
];

/**
 * Every page the route table and the content say exists, worked out here from the table and
 * the CMS stand-in directly (not from the worker's loaders): screens without parameters in
 * every language, the fixed theme and map-edition pages, and one page per CMS item.
 */
async function expectedPages(): Promise<{ urls: Set<string>; lastmod: Map<string, string> }> {
  const urls = new Set<string>();
  const lastmod = new Map<string, string>();
  const add = (path: string, updatedAt?: string) => {
    const url = `${ORIGIN}${path}`;
    urls.add(url);
    if (updatedAt) lastmod.set(url, w3c(updatedAt));
  };
  for (const locale of LOCALES) {
    for (const name of ROUTE_NAMES) {
      const pattern: string = ROUTES[name].paths[locale];
      // The "your holiday" map is a second address of the map, left out (docs/product.md "Addresses").
      if (!pattern.includes(':') && name !== 'holidayMap') add(buildPath(name, locale));
    }
    for (const slugs of Object.values(THEME_SLUGS)) add(buildPath('experienceTheme', locale, { theme: slugs[locale] }));
    for (const edition of MAP_EDITIONS) add(buildPath('accommodationMapEdition', locale, { edition }));
    for (const [route, type] of DETAIL_TYPES) {
      for (const item of await cmsList(locale, type)) add(buildPath(route, locale, { slug: item.slug }), item.updatedAt);
    }
    for (const type of await cmsList(locale, 'accommodation-types')) add(buildPath('accommodationType', locale, { type: type.slug }));
    for (const unit of await cmsList<Item & { type: string; group: { slug: string } }>(locale, 'accommodations')) {
      add(buildPath('accommodation', locale, { type: unit.type, group: unit.group.slug, unit: unit.slug }), unit.updatedAt);
    }
  }
  return { urls, lastmod };
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

describe('sitemap.xml', () => {
  const byLocale = new Map<Locale, UrlElement[]>();
  const all = new Map<string, { locale: Locale; element: UrlElement }>();

  beforeAll(async () => {
    for (const locale of LOCALES) {
      const response = await get(`/sitemap-${locale}.xml`);
      expect(response.status, locale).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/xml');
      const elements = parseUrlset(await response.text());
      byLocale.set(locale, elements);
      for (const element of elements) all.set(element.loc, { locale, element });
    }
    // Six sitemaps ask every loader of the site: slow on a busy machine.
  }, 120_000);

  it('is an index of the six language sitemaps, each with the newest lastmod of its pages', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = [...body.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)];
    expect(listed.map(([, loc]) => loc)).toEqual(LOCALES.map((locale) => `${ORIGIN}/sitemap-${locale}.xml`));
    for (const [index, locale] of LOCALES.entries()) {
      const newest = (byLocale.get(locale) ?? [])
        .map((element) => element.lastmod)
        .sort()
        .at(-1);
      expect(listed[index]?.[2], locale).toBe(newest);
    }
  });

  it('lists exactly the pages the route table and the content give, each in the sitemap of its language', async () => {
    const expected = await expectedPages();
    expect(new Set(all.keys())).toEqual(expected.urls);
    for (const [loc, { locale }] of all) {
      const path = new URL(loc).pathname;
      const prefix = path.split('/')[1];
      expect(LOCALES.includes(prefix as Locale) ? prefix : 'it', loc).toBe(locale);
    }
    for (const [url, lastmod] of expected.lastmod) expect(all.get(url)?.element.lastmod, url).toBe(lastmod);
  });

  it('gives every page reciprocal alternates: itself, each other version naming the same set, x-default the Italian one', () => {
    for (const [loc, { locale, element }] of all) {
      expect(element.alternates.get(locale), loc).toBe(loc);
      expect(element.alternates.get('x-default'), loc).toBe(element.alternates.get('it'));
      for (const [lang, href] of element.alternates) {
        if (lang === 'x-default') continue;
        const other = all.get(href);
        expect(other?.locale, `${loc} → ${lang} ${href}`).toBe(lang);
        expect(other?.element.alternates, `${href} names the same versions as ${loc}`).toEqual(element.alternates);
      }
    }
  });

  it('lists only pages that answer 200 and name the same language versions in their own head', { timeout: 60_000 }, async () => {
    await eachLimited([...all.values()], 4, async ({ element }) => {
      const { response, body } = await patient(new URL(element.loc).pathname);
      expect(response.status, element.loc).toBe(200);
      expect(alternatesOf(body), element.loc).toEqual(element.alternates);
    });
  });
});

describe('robots.txt', () => {
  it('lets crawlers in on the production host and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.headers.get('x-robots-tag')).toBeNull();
  });

  it('keeps every crawler off any other host, and marks its pages noindex', async () => {
    const robots = await fetchFromHost('/robots.txt', 'lago-serena.preview.workers.dev');
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    const page = await fetchFromHost('/', 'lago-serena.preview.workers.dev');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
  });
});

async function fetchFromHost(path: string, host: string): Promise<Response> {
  const { exports } = await import('cloudflare:workers');
  return exports.default.fetch(new Request(`https://${host}${path}`, { headers: { 'Accept-Language': 'it' }, redirect: 'manual' }));
}
