import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { html } from './fetch.ts';

/** The accommodation map's earlier editions, at the previous site's addresses, linked from every map page. */

/** The links of the "other editions" navigation, as label → address. */
function editionLinks(body: string): Record<string, string> {
  const nav = body.match(/<nav aria-labelledby="map-editions-heading">(.*?)<\/nav>/s)?.[1] ?? '';
  return Object.fromEntries([...nav.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href = '', label = '']) => [label, href]));
}

/** The plan on a map page: its accessible name, its drawing, its unit links and its unit squares drawn without links. */
function planOf(body: string) {
  const svg = body.match(/<svg class="village-plan__svg"[^>]*>.*?<\/svg>/s)?.[0] ?? '';
  return {
    name: svg.match(/^<svg[^>]*\saria-label="([^"]*)"/)?.[1],
    role: svg.match(/^<svg[^>]*\srole="([^"]*)"/)?.[1],
    drawing: svg.replace(/^<svg[^>]*>/, ''),
    unitLinks: svg.match(/<a href=/g)?.length ?? 0,
    unitSquares: svg.match(/<rect transform="translate\([^"]*\)" x="-15" y="-15" width="30" height="30"/g)?.length ?? 0,
  };
}

/** The ground drawing a plan shows: the static SVG file its `<image>` points at, as the site serves it. */
async function groundOf(drawing: string): Promise<string> {
  const href = drawing.match(/<image href="(\/plan\/[^"]+\.svg)"/)?.[1];
  if (!href) throw new Error('the plan shows no ground drawing');
  const response = await env.ASSETS.fetch(`https://assets.invalid${href}`);
  expect(response.status, href).toBe(200);
  return response.text();
}

describe('map editions', () => {
  it('shows each edition’s own plan: 2023 without the infinity pool, the previous one a simpler drawing', async () => {
    for (const [locale, current, edition2023, old] of [
      ['it', '/sistemazioni/mappa', '/sistemazioni/mappa/__2023', '/sistemazioni/mappa/old'],
      ['pl', '/pl/zakwaterowanie/mapa', '/pl/zakwaterowanie/mapa/__2023', '/pl/zakwaterowanie/mapa/old'],
    ] as const) {
      const m = getMessages(locale).map;
      const [now, then, before] = [
        planOf((await html(current)).body),
        planOf((await html(edition2023)).body),
        planOf((await html(old)).body),
      ];
      expect(new Set([now.drawing, then.drawing, before.drawing]).size, locale).toBe(3);
      // Today's plan is the interactive one: units are links, named by the page's plan label.
      expect(now.name).toBe(m.planLabel);
      expect(now.unitLinks).toBeGreaterThan(10);
      // The editions are pictures named for what they show.
      expect(then).toMatchObject({ role: 'img', name: m.edition2023Alt, unitLinks: 0, unitSquares: now.unitLinks });
      expect(before).toMatchObject({ role: 'img', name: m.editionOldAlt, unitLinks: 0, unitSquares: 0 });
      // 2023 is today's ground but for the infinity pool (opened in 2026): one pool shape fewer.
      const pools = async (drawing: string) => (await groundOf(drawing)).match(/fill="#(7cc6d6|9fd6e2|5fb4c8)"/g)?.length ?? 0;
      expect(await pools(then.drawing)).toBe((await pools(now.drawing)) - 1);
      expect(await groundOf(before.drawing), 'the previous edition: a simpler drawing, no olive trees').not.toContain('#8aa65a');
    }
  });

  it('serves the 2023 and the previous edition at the previous site’s addresses', async () => {
    for (const [path, name] of [
      ['/sistemazioni/mappa/__2023', 'Edizione 2023'],
      ['/sistemazioni/mappa/old', 'Edizione precedente'],
      ['/de/unterkuenfte/karte/__2023', 'Ausgabe 2023'],
    ] as const) {
      const { response, body } = await html(path);
      expect(response.status, path).toBe(200);
      expect(body, path).toContain(`<p class="meta">${name}</p>`);
    }
  });

  it('links both editions from the map page, under a heading, in its language', async () => {
    const { body } = await html('/sistemazioni/mappa');
    expect(body).toContain('<h2 id="map-editions-heading">Altre edizioni della mappa</h2>');
    expect(editionLinks(body)).toEqual({
      'Edizione 2023': '/sistemazioni/mappa/__2023',
      'Edizione precedente': '/sistemazioni/mappa/old',
    });
    const english = await html('/en/accommodation/map');
    expect(editionLinks(english.body)).toEqual({
      '2023 edition': '/en/accommodation/map/__2023',
      'Previous edition': '/en/accommodation/map/old',
    });
  });

  it('links an edition back to the current map and to the other edition', async () => {
    const { body } = await html('/pl/zakwaterowanie/mapa/old');
    expect(editionLinks(body)).toEqual({ 'Aktualna mapa': '/pl/zakwaterowanie/mapa', 'Wydanie 2023': '/pl/zakwaterowanie/mapa/__2023' });
  });

  it('answers 404 for an edition that does not exist', async () => {
    const { response } = await html('/sistemazioni/mappa/2023');
    expect(response.status).toBe(404);
  });
});
