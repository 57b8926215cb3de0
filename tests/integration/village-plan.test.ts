import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { DEMO, html } from './fetch.ts';

/**
 * The village plan as the server sends it (client/components/VillagePlan.tsx): every unit of
 * the CMS placed where it stands and linked to its page, every point of interest on it, the
 * same places listed beside it, and a unit's page showing its unit on the plan. This is also
 * what a visitor without JavaScript gets: the pan, zoom and filter controls are added by the
 * island, so they come hidden. The menu, the accommodation page and every type's page link to
 * the plan, in every language.
 */

type Unit = { slug: string; title: string; type: string; group: { slug: string }; position: { map: { x: number; y: number } } };
type Point = { id: number; label: string; x: number; y: number };

async function cms<T>(locale: string, type: string): Promise<T[]> {
  const response = await fetch(`${DEMO}/cms/${locale}/${type}`);
  return ((await response.json()) as { data: T[] }).data;
}

const decode = (text: string) => text.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
/** Text as React writes it into the markup. */
const encode = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
/** A plan point in percent, where the plan draws it (1000 × 700 units). */
const drawnAt = (x: number, y: number) => `translate(${Math.round(x * 1000) / 100} ${Math.round(y * 700) / 100})`;
const UNIT_PATHS = { it: '/sistemazioni', en: '/en/accommodation' } as const;

/** The plan's unit links: label → { href, where it is drawn }. */
function unitsOnPlan(body: string): Map<string, { href: string; at: string }> {
  const svg = body.match(/<svg class="village-plan__svg"[\s\S]*?<\/svg>/)?.[0] ?? '';
  const found = new Map<string, { href: string; at: string }>();
  for (const [, href = '', label = '', at = ''] of svg.matchAll(
    /<a href="([^"]+)" class="village-plan__unit" aria-label="([^"]+)"><g transform="([^"]+)" class="village-plan__place">/g,
  )) {
    found.set(decode(label), { href, at });
  }
  return found;
}

/** The list beside the plan: its heading, and per group heading the items' text and links. */
function listBeside(body: string): { heading: string; groups: Map<string, { text: string; href?: string; id?: string }[]> } {
  const section = body.match(/<section aria-labelledby="map-points-heading" class="map-legend">([\s\S]*?)<\/section>/)?.[1] ?? '';
  const heading = section.match(/<h2 id="map-points-heading">([^<]+)<\/h2>/)?.[1] ?? '';
  const groups = new Map<string, { text: string; href?: string; id?: string }[]>();
  for (const [, title = '', items = ''] of section.matchAll(/<h3>([^<]+)<\/h3><ul class="map-legend__list">([\s\S]*?)<\/ul>/g)) {
    groups.set(
      decode(title),
      [...items.matchAll(/<li(?: id="([^"]+)")?>([\s\S]*?)<\/li>/g)].map(([, id, item = '']) => ({
        id,
        href: item.match(/<a href="([^"]+)"/)?.[1],
        text: decode(item.replace(/<span[^>]*>[^<]*<\/span>/, '').replace(/<[^>]+>/g, '')),
      })),
    );
  }
  return { heading, groups };
}

describe('village plan page', () => {
  it.each([
    ['it', '/sistemazioni/mappa'],
    ['en', '/en/accommodation/map'],
  ] as const)(
    'places every unit of the CMS where it stands, linked to its page, and lists it beside the plan (%s)',
    async (locale, path) => {
      const [{ response, body }, units] = await Promise.all([html(path), cms<Unit>(locale, 'accommodations')]);
      expect(response.status).toBe(200);
      expect(units.length).toBeGreaterThanOrEqual(10);
      const onPlan = unitsOnPlan(body);
      const listed = listBeside(body);
      const unitGroup = listed.groups.get(locale === 'it' ? 'Sistemazioni' : 'Accommodation') ?? [];
      for (const unit of units) {
        const href = `${UNIT_PATHS[locale]}/${unit.type}/${unit.group.slug}/${unit.slug}`;
        expect(onPlan.get(unit.title), unit.slug).toEqual({ href, at: drawnAt(unit.position.map.x, unit.position.map.y) });
        expect(unitGroup, unit.slug).toContainEqual({ id: `unit-${unit.slug}`, href, text: unit.title });
      }
      expect(onPlan.size).toBe(units.length);
    },
  );

  it('puts every point of interest on the plan with its label, and lists it under its kind', async () => {
    const [{ body }, points] = await Promise.all([html('/en/accommodation/map'), cms<Point>('en', 'map-points')]);
    const svg = body.match(/<svg class="village-plan__svg"[\s\S]*?<\/svg>/)?.[0] ?? '';
    const listed = listBeside(body);
    expect(listed.heading).toBe('Places on the map');
    expect([...listed.groups.keys()]).toEqual([
      'Accommodation',
      'Bars and restaurants',
      'Beach and pools',
      'Sport and play',
      'Services',
      'Parking',
    ]);
    const listedTexts = [...listed.groups.values()].flat().map((item) => item.text);
    for (const point of points) {
      const label = point.label.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
      expect(svg, point.label).toContain(
        `transform="${drawnAt(point.x, point.y)}" role="img" aria-label="${label}" tabindex="0"><title>${label}</title>`,
      );
      expect(listedTexts, point.label).toContain(point.label);
    }
    expect(listed.groups.get('Parking')?.map((item) => item.text)).toEqual(['Visitor car park', 'Guest car park']);
    expect(listed.groups.get('Bars and restaurants')).toContainEqual({ text: 'Beach bar', href: undefined, id: undefined });
  });

  it('sends the pan, zoom and filter controls hidden, for the island to show; the plan is plain linked SVG', async () => {
    const { body } = await html('/de/unterkuenfte/karte');
    expect(body).toContain('<div class="map-layout" data-island="village-plan">');
    expect(body).toMatch(/<div class="village-plan__tools" data-plan-tools="" hidden="">[\s\S]*?Vergrößern/);
    expect(body).toMatch(/<fieldset class="village-plan__filter" data-plan-tools="" hidden=""><legend>Auf der Karte zeigen<\/legend>/);
    expect(body).toContain(
      '<svg class="village-plan__svg" viewBox="0 0 1000 700" role="group" aria-label="Karte des Feriendorfs, im Süden der See">',
    );
    expect(unitsOnPlan(body).size).toBeGreaterThanOrEqual(10);
    expect(body, 'the lake is named on the plan').toContain('>Gardasee</text>');
  });

  it('draws the ground from a static SVG file, cached a day, with no words in it: the lake’s name is the page’s', async () => {
    const { body } = await html('/de/unterkuenfte/karte');
    const href = body.match(/<g aria-hidden="true"><image href="(\/plan\/[^"]+\.svg)" width="1000" height="700"><\/image>/)?.[1];
    expect(href).toBe('/plan/ground-today.svg');
    const response = await env.ASSETS.fetch(`https://assets.invalid${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1000 700"/);
    expect(svg).not.toMatch(/<text|<script|<style|href=/);
  });

  it('shows the same plan on the “your holiday” map, which links the editions; an edition shows its own (map-editions.test.ts)', async () => {
    const [holiday, edition] = await Promise.all([html('/en/your-holiday/map'), html('/en/accommodation/map/__2023')]);
    expect(unitsOnPlan(holiday.body).size).toBeGreaterThanOrEqual(10);
    expect(unitsOnPlan(edition.body).size).toBe(0);
    expect(holiday.body).toContain('<a href="/en/accommodation/map/__2023">2023 edition</a>');
    expect(edition.body).toContain('<a href="/en/accommodation/map">Current map</a>');
  });
});

describe('a unit’s page', () => {
  it('shows the unit on the plan, and links to it on the full plan', async () => {
    const [units, plan] = await Promise.all([cms<Unit>('en', 'accommodations'), html('/en/accommodation/map')]);
    const unit = units.find((candidate) => candidate.slug === 'desiderio');
    if (!unit) throw new Error('the demo CMS has no Desiderio');
    const { response, body } = await html(`/en/accommodation/${unit.type}/${unit.group.slug}/${unit.slug}`);
    expect(response.status).toBe(200);
    const position = body.match(/<section[^>]*>(?:(?!<\/section>)[\s\S])*?<svg class="village-map"[\s\S]*?<\/svg>[\s\S]*?<\/p>/)?.[0] ?? '';
    expect(position).toContain(`role="img" aria-label="On the village map: ${unit.title}"`);
    expect(position).toContain(`<g transform="${drawnAt(unit.position.map.x, unit.position.map.y)}" class="village-map__highlight">`);
    expect(position).toContain(`class="village-map__highlight-label">${unit.title}</text>`);
    expect(position).toContain('<a href="/en/accommodation/map#unit-desiderio">This accommodation on the village map</a>');
    expect(plan.body, 'the link lands on the unit in the list').toContain('<li id="unit-desiderio">');
  });
});

describe('the way to the plan', () => {
  /** The links of one part of a page, as text → address. */
  const linksIn = (part: string) =>
    [...part.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href = '', text = '']) => ({ href, text: decode(text) }));
  const menuOf = (body: string) => body.match(/<ul class="menu__secondary"[^>]*>([\s\S]*?)<\/ul>/)?.[1] ?? '';
  const mainOf = (body: string) => body.match(/<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '';

  it.each(LOCALES)('is linked from the menu, the accommodation page and every accommodation type’s page (%s)', async (locale) => {
    const m = getMessages(locale);
    const plan = buildPath('accommodationMap', locale);
    const [all, types] = await Promise.all([
      html(buildPath('accommodations', locale)),
      cms<{ slug: string; title: string }>(locale, 'accommodation-types'),
    ]);
    expect(all.response.status).toBe(200);
    expect(linksIn(menuOf(all.body)), 'the menu').toContainEqual({ href: plan, text: m.nav.accommodationMap });
    expect(linksIn(mainOf(all.body)), 'the accommodation page').toContainEqual({ href: plan, text: m.map.allOnPlan });
    expect(all.body).toContain(`<p class="plan-link"><a href="${plan}">${encode(m.map.allOnPlan)}</a></p>`);
    expect(types.length).toBeGreaterThanOrEqual(4);
    for (const type of types) {
      const { response, body } = await html(buildPath('accommodationType', locale, { type: type.slug }));
      expect(response.status, type.slug).toBe(200);
      expect(linksIn(menuOf(body)), `the menu on ${type.slug}`).toContainEqual({ href: plan, text: m.nav.accommodationMap });
      expect(linksIn(mainOf(body)), type.slug).toContainEqual({ href: plan, text: format(m.map.typeOnPlan, { type: type.title }) });
    }
  });
});
