import { describe, expect, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath as build, type RouteName, THEME_SLUGS } from '../../shared/routes/index.ts';
import { ROUTE_NAMES } from '../../shared/routes/table.ts';
import { alternatesOf, DEMO, demoList, get, html, langOf, ORIGIN, titleOf } from './fetch.ts';

const DETAIL_TYPES: Partial<Record<RouteName, string>> = {
  newsArticle: 'post',
  experience: 'experiences',
  offer: 'offerte',
  service: 'servizi',
  position: 'positions',
};

/** Real parameters for every route in a language, taken from the demo CMS. */
async function realParams(name: RouteName, locale: Locale): Promise<Record<string, string>> {
  const type = DETAIL_TYPES[name];
  if (type) {
    const items = await demoList(locale, type);
    // The pet-friendly service has a route of its own; any other item will do.
    const item = items.find((entry) => !entry.slug.startsWith('4-') && entry.slug !== 'amici-a-4-zampe');
    if (!item) throw new Error(`no ${type} in ${locale}`);
    return { slug: item.slug };
  }
  if (name === 'experienceTheme') return { theme: THEME_SLUGS.sport[locale] };
  if (name === 'accommodationType') return { type: 'glamping' };
  if (name === 'accommodationMapEdition') return { edition: 'old' };
  if (name === 'accommodation') {
    const response = await fetch(`${DEMO}/cms/${locale}/accommodations`);
    const { data } = (await response.json()) as { data: { slug: string; type: string; group: { slug: string } }[] };
    const unit = data[0];
    if (!unit) throw new Error('no accommodation');
    return { type: unit.type, group: unit.group.slug, unit: unit.slug };
  }
  return {};
}

const pathOf = (url: string) => new URL(url).pathname;

describe('every screen in every language', () => {
  it('answers 200 with the language, layout, head and no cookie', async () => {
    const failures: string[] = [];
    for (const name of ROUTE_NAMES) {
      for (const locale of LOCALES) {
        const path = build(name, locale, await realParams(name, locale));
        const { response, body } = await html(path);
        if (response.status !== 200) {
          failures.push(`${path} → ${response.status}`);
          continue;
        }
        expect(langOf(body), path).toBe(locale);
        expect(response.headers.get('set-cookie'), path).toBeNull();
        expect(titleOf(body), path).toMatch(/\S/);
        expect(body, path).toMatch(/<meta name="description" content="[^"]+"/);
        expect(body, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
        expect(body, path).toContain('<main id="main"');
        expect(body, path).toContain('<footer class="site-footer"');
        expect(body.match(/<h1[ >]/g)?.length, `${path}: one h1`).toBe(1);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lists reciprocal alternates with x-default on every page', async () => {
    for (const name of ROUTE_NAMES) {
      const path = build(name, 'it', await realParams(name, 'it'));
      const alternates = alternatesOf((await html(path)).body);
      expect(alternates.get('it'), path).toBe(`${ORIGIN}${path}`);
      expect(alternates.get('x-default'), path).toBe(`${ORIGIN}${path}`);
      for (const [hreflang, url] of alternates) {
        if (hreflang === 'x-default') continue;
        const other = alternatesOf((await html(pathOf(url))).body);
        expect(Object.fromEntries(other), `${url} names the same versions as ${path}`).toEqual(Object.fromEntries(alternates));
      }
    }
  });

  it('links the detail of a news item to the same item in each language, found by id', async () => {
    const [italian] = await demoList('it', 'post');
    if (!italian) throw new Error('no news');
    const alternates = alternatesOf((await html(build('newsArticle', 'it', { slug: italian.slug }))).body);
    for (const locale of LOCALES) {
      const translation = (await demoList(locale, 'post')).find((item) => item.id === italian.id);
      if (translation) expect(alternates.get(locale)).toBe(`${ORIGIN}${build('newsArticle', locale, { slug: translation.slug })}`);
      else expect(alternates.has(locale)).toBe(false);
    }
  });

  it('offers no link and no alternate for a language without the item', async () => {
    const everywhere = new Set((await demoList('it', 'post')).map((item) => item.id));
    const inPolish = new Set((await demoList('pl', 'post')).map((item) => item.id));
    const missingId = [...everywhere].find((id) => !inPolish.has(id));
    expect(missingId, 'the demo content has a news item without a Polish version').toBeDefined();
    const italian = (await demoList('it', 'post')).find((item) => item.id === missingId);
    const { body } = await html(build('newsArticle', 'it', { slug: italian?.slug ?? '' }));
    expect(alternatesOf(body).has('pl')).toBe(false);
    expect(body).not.toContain('href="/lang/pl');
    expect(body).toContain('href="/lang/en?to=');
  });

  it('points the language switcher of a page at the same page in each language', async () => {
    const { body } = await html('/de/ueber-uns');
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      expect(body).toContain(`href="/lang/${locale}?to=${encodeURIComponent(build('about', locale))}"`);
    }
    expect(body).toMatch(/<span aria-current="true" lang="de"/);
  });
});

describe('not found', () => {
  it('answers 404 in the language of the address, with a link home and the SEO of page 404-2', async () => {
    for (const locale of LOCALES) {
      const prefix = locale === 'it' ? '' : `/${locale}`;
      const { response, body } = await html(`${prefix}/no-such-page-here`);
      const m = getMessages(locale);
      expect(response.status).toBe(404);
      expect(langOf(body)).toBe(locale);
      expect(body).toContain(m.errors.notFoundTitle);
      expect(body).toContain(m.errors.notFoundText);
      expect(body).toContain(`href="${build('home', locale)}"`);
      expect(body).toContain('<meta name="robots" content="noindex"/>');
      const seo = await fetch(`${DEMO}/cms/${locale}/page/404-2`);
      const page = (await seo.json()) as { seo: { title: string } };
      expect(titleOf(body)).toBe(page.seo.title.replaceAll('&', '&amp;'));
    }
  });

  it('answers 404 for an item the CMS does not have, and for a wrong accommodation address', async () => {
    expect((await get('/news/no-such-news')).status).toBe(404);
    expect((await get('/sistemazioni/glamping/catullo/giulietta')).status).toBe(404);
    expect((await get('/experience/tema/no-such-theme')).status).toBe(404);
    expect((await get('/sistemazioni/mappa/1999')).status).toBe(404);
  });

  it('never shows a stack trace', async () => {
    const { body } = await html('/%E0%A4%A');
    expect(body).not.toMatch(/at \w+ \(|Error:/);
  });
});
