import { describe, expect, it } from 'vitest';
import { html } from './fetch.ts';

/** The accommodation map's earlier editions, at the previous site's addresses, linked from every map page. */

/** The links of the "other editions" navigation, as label → address. */
function editionLinks(body: string): Record<string, string> {
  const nav = body.match(/<nav aria-labelledby="map-editions-heading">(.*?)<\/nav>/s)?.[1] ?? '';
  return Object.fromEntries([...nav.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href = '', label = '']) => [label, href]));
}

describe('map editions', () => {
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
