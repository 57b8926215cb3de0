import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../shared/routes/index.ts';
import { demoList, get } from './fetch.ts';

/**
 * One address per page: every other spelling of a live page is one 301 to the address the
 * site writes, with its query, and an old address in any spelling reaches its rule's target
 * in one hop.
 */

/** Follows one answer's Location and requires the page there to answer 200: never a chain. */
async function expectOneHop(path: string, location: string): Promise<void> {
  const response = await get(path);
  expect(response.status, path).toBe(301);
  expect(response.headers.get('location'), path).toBe(location);
  const target = await get(location);
  expect(target.status, `${path} → ${location}`).toBe(200);
  await target.body?.cancel();
}

describe('other spellings of a live page', () => {
  beforeAll(async () => {
    await env.REDIRECTS.put('en:/en/offers', '/en/special-offers');
    await env.REDIRECTS.put('it:/offerte/pasqua-2023', '/offerte');
  });

  it.each([
    ['/en/', '/en'],
    ['/chi-siamo/', '/chi-siamo'],
    ['/de/ueber-uns/', '/de/ueber-uns'],
    ['/chi-siamo/la-nostra-storia/', '/chi-siamo/la-nostra-storia'],
  ])('a trailing slash: %s → %s', async (path, location) => {
    await expectOneHop(path, location);
  });

  it.each([
    ['/CHI-SIAMO', '/chi-siamo'],
    ['/EN/About-Us', '/en/about-us'],
    ['/pl/kontakt', '/pl/Kontakt'],
    ['/PL/KONTAKT/', '/pl/Kontakt'],
  ])('other case: %s → %s', async (path, location) => {
    await expectOneHop(path, location);
  });

  it.each([
    ['/offerte/Prenota-Prima', '/offerte/prenota-prima'],
    ['/sistemazioni/Bungalow', '/sistemazioni/bungalow'],
    ['/sistemazioni/Bungalow/Catullo/Leading', '/sistemazioni/bungalow/catullo/leading'],
    ['/en/accommodation/bungalow/catullo/Leading/', '/en/accommodation/bungalow/catullo/leading'],
    ['/sistemazioni/Mappa', '/sistemazioni/mappa'],
  ])('an item part in other case: %s → %s', async (path, location) => {
    await expectOneHop(path, location);
  });

  it('answers an unknown item in other case with no page', async () => {
    const response = await get('/offerte/No-Such-Offer');
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });

  it('keeps the capitals of a page written with them', async () => {
    const response = await get('/pl/Kontakt');
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it.each([
    ['//chi-siamo', '/chi-siamo'],
    ['/chi-siamo//la-nostra-storia', '/chi-siamo/la-nostra-storia'],
    ['/en//about-us//', '/en/about-us'],
  ])('double slashes: %s → %s', async (path, location) => {
    await expectOneHop(path, location);
  });

  it.each([
    ['/index.html', '/'],
    ['/en/index.html', '/en'],
    ['/chi-siamo/index.html', '/chi-siamo'],
  ])('index.html: %s → %s', async (path, location) => {
    await expectOneHop(path, location);
  });

  it.each([
    ['/chi-si%61mo', '/chi-siamo'],
    ['/%65n/%61bout-us', '/en/about-us'],
    ['/chi%2Dsiamo', '/chi-siamo'],
  ])('a percent-encoded letter: %s → %s', async (path, location) => {
    await expectOneHop(path, location);
  });

  it('keeps the query string, tracking parameters included', async () => {
    const response = await get('/de/ueber-uns/?utm_source=print&x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/de/ueber-uns?utm_source=print&x=1');
  });

  it('sends a CMS item in another spelling to its page, and an unknown one to no page', async () => {
    const [article] = await demoList('en', 'post');
    if (!article) throw new Error('the stand-in has no English news');
    const path = buildPath('newsArticle', 'en', { slug: article.slug });
    await expectOneHop(`${path}/`, path);
    await expectOneHop(path.toUpperCase(), path);
    const unknown = await get(`${buildPath('newsArticle', 'en', { slug: 'no-such-article-at-all' })}/`);
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
  });

  it.each([
    ['/en/offers', '/en/special-offers'],
    ['/en/offers/', '/en/special-offers'],
    ['/en//offers', '/en/special-offers'],
    ['/EN/Offers/', '/en/special-offers'],
    ['/en/offers/index.html', '/en/special-offers'],
    ['/offerte/pasqua-2023/', '/offerte'],
    ['/OFFERTE/pasqua-2023', '/offerte'],
  ])('a legacy address in any spelling reaches its page in one hop: %s → %s', async (path, location) => {
    await expectOneHop(path, location);
  });

  it('answers a page written the site’s way with the page, not a redirect', async () => {
    for (const path of ['/', '/en', '/chi-siamo', '/de/ueber-uns']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      await response.body?.cancel();
    }
  });
});
