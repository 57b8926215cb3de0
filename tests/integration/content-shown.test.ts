import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath, href, type RouteName } from '../../shared/routes/index.ts';
import { DEMO, html } from './fetch.ts';

/** HTML-escaped as React writes text. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

async function cms<T>(path: string): Promise<T> {
  return (await (await fetch(`${DEMO}/cms${path}`)).json()) as T;
}

const LISTS: [RouteName, string][] = [
  ['news', 'post'],
  ['experiences', 'experiences'],
  ['services', 'servizi'],
  ['offers', 'offerte'],
  ['positions', 'positions'],
  ['accommodations', 'accommodation-types'],
];

describe('real content on the screens', () => {
  it('shows each home page with its hero, and its highlighted block only when the CMS says so', async () => {
    for (const locale of LOCALES) {
      const home = await cms<{ hero: { title: string }; contenuto_in_evidenza: { mostrare_contenuto: boolean; titolo: string } }>(
        `/${locale}/page/home`,
      );
      const { body } = await html(buildPath('home', locale));
      expect(body, locale).toContain(`<h1>${escaped(home.hero.title)}</h1>`);
      const highlight = home.contenuto_in_evidenza;
      expect(body.includes(`id="highlight-title">${escaped(highlight.titolo)}<`), locale).toBe(highlight.mostrare_contenuto);
    }
  });

  it('lists every item of each list page in each language', async () => {
    for (const locale of LOCALES) {
      for (const [route, type] of LISTS) {
        const { data } = await cms<{ data: { title: string }[] }>(`/${locale}/${type}`);
        expect(data.length, `${locale} ${type}`).toBeGreaterThan(0);
        const { body } = await html(buildPath(route, locale));
        for (const item of data) expect(body, `${locale} ${route}: ${item.title}`).toContain(escaped(item.title));
      }
    }
  });

  it('shows the menu with every dish and the FAQ with every question', async () => {
    for (const locale of LOCALES) {
      const menu = await cms<{ sections: { dishes: { name: string }[] }[] }>(`/${locale}/menu/ristorante-catullo`);
      const { body: menuPage } = await html(buildPath('restaurantMenu', locale));
      for (const dish of menu.sections.flatMap((section) => section.dishes)) expect(menuPage).toContain(escaped(dish.name));
      const { data: questions } = await cms<{ data: { question: string }[] }>(`/${locale}/faq`);
      const { body: faqPage } = await html(buildPath('faq', locale));
      for (const { question } of questions) expect(faqPage).toContain(escaped(question));
    }
  });

  it("shows each unit's variants (its type and group) and related units as the CMS filters them, in every language", async () => {
    type Unit = { slug: string; type: string; group: { slug: string }; related: string[] };
    const unitHref = (unit: Unit, locale: (typeof LOCALES)[number]) =>
      href('accommodation', locale, { type: unit.type, group: unit.group.slug, unit: unit.slug });
    /** The links of a unit page's section, by its heading id, in order. */
    const linksIn = (body: string, id: string) => {
      const section = body.match(new RegExp(`<section[^>]*aria-labelledby="${id}"[\\s\\S]*?</section>`))?.[0] ?? '';
      return [...section.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    };
    let checkedRelated = 0;
    for (const locale of LOCALES) {
      const { data: units } = await cms<{ data: Unit[] }>(`/${locale}/accommodations`);
      for (const unit of units) {
        const { body } = await html(unitHref(unit, locale));
        // The stand-in's own filters (docs/product.md "Upstreams" list query), not the worker's code.
        const { data: group } = await cms<{ data: Unit[] }>(`/${locale}/accommodations?type=${unit.type}&group.slug=${unit.group.slug}`);
        expect(linksIn(body, 'unit-variants'), `${locale} ${unit.slug}`).toEqual(
          group.length > 1 ? group.map((u) => unitHref(u, locale)) : [],
        );
        const related =
          unit.related.length > 0 ? (await cms<{ data: Unit[] }>(`/${locale}/accommodations?slug=${unit.related.join(',')}`)).data : [];
        const relatedLinks = [...new Set(linksIn(body, 'unit-related'))];
        expect(relatedLinks, `${locale} ${unit.slug}`).toEqual(related.map((u) => unitHref(u, locale)));
        checkedRelated += related.length;
      }
    }
    expect(checkedRelated).toBeGreaterThan(0);
  });

  it("marks the lead image for early loading, the first card eager (in a phone's first screen) and the rest lazy, all with their size", async () => {
    const { body } = await html('/sistemazioni');
    const images = [...body.matchAll(/<img [^>]+>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(3);
    expect(images.filter((tag) => tag.includes('fetchPriority="high"'))).toHaveLength(1);
    for (const tag of images) expect(tag).toMatch(/width="\d+" height="\d+"/);
    const firstCard = body.match(/<li class="card">[\s\S]*?<img [^>]+>/)?.[0] ?? '';
    expect(firstCard).toContain('loading="eager"');
    expect(firstCard).not.toContain('fetchPriority');
    expect(images.filter((tag) => tag.includes('loading="lazy"')).length).toBe(images.length - 2);
  });
});

describe('layout pieces', () => {
  it('renders the floating promo hidden, with its CMS title reduced to bold and line breaks', async () => {
    for (const locale of LOCALES) {
      const promo = await cms<{ data: { titolo: string; link: string }[] }>(`/${locale}/promo`);
      const first = promo.data[0];
      expect(first, locale).toBeDefined();
      const { body } = await html(buildPath('home', locale));
      const box = body.match(/<aside class="floating-promo"[^>]*>[\s\S]*?<\/aside>/)?.[0] ?? '';
      expect(box, locale).toContain('hidden=""');
      expect(box, locale).toContain(`href="${first?.link}"`);
      expect(box, locale).toContain('<strong>');
      expect(box).not.toMatch(/<(script|img[^>]+onerror)/);
    }
  });

  it('has the gallery overlay and the splash on default-layout pages, the job modal on the careers pages only', async () => {
    const { body: home } = await html('/');
    expect(home).toMatch(/<div class="gallery-overlay" role="dialog" aria-modal="true"[^>]*hidden=""/);
    expect(home).toMatch(/<div class="loading-splash" role="status"[^>]*hidden=""/);
    expect(home).not.toContain('class="job-modal"');
    for (const locale of LOCALES) {
      const modal = await cms<{ titolo: string }>(`/${locale}/job-modal/lavora-con-noi`);
      const { body } = await html(buildPath('positions', locale));
      expect(body, locale).toContain(`<h2 id="job-modal-title">${escaped(modal.titolo)}</h2>`);
      expect(body, locale).toMatch(/<dialog class="job-modal"/);
    }
  });
});
