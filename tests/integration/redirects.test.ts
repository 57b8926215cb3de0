import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import table from '../../redirects.json';
import { normalizeRedirectPath, redirectKey } from '../../shared/redirects/normalize.ts';
import type { Locale } from '../../shared/locales.ts';
import { forgetRedirectTables } from '../../worker/redirects/lookup.ts';
import { get } from './fetch.ts';

type Rule = { from: string; to: string };
const rules = Object.entries(table as Record<Locale, Rule[]>).flatMap(([locale, list]) =>
  list.map((rule) => ({ locale: locale as Locale, ...rule })),
);

/**
 * What `npm run redirects -- push` writes: one key per rule (here without the target as metadata,
 * as keys written before it were). The worker keeps the table it read for a minute: it is made
 * to read it again at once.
 */
async function seed(list: { locale: Locale; from: string; to: string }[]) {
  for (const rule of list) {
    const path = normalizeRedirectPath(rule.from);
    if (path === null) throw new Error(`bad rule ${rule.from}`);
    await env.REDIRECTS.put(redirectKey(rule.locale, path), rule.to);
  }
  forgetRedirectTables();
}

describe('legacy redirects', () => {
  beforeAll(async () => {
    await seed(rules);
  });

  it('sends every rule of redirects.json to its target with a 301, and the target answers 200', async () => {
    expect(rules.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const rule of rules) {
      const response = await get(rule.from);
      if (response.status !== 301 || response.headers.get('location') !== rule.to) {
        failures.push(`${rule.from} → ${response.status} ${response.headers.get('location')} (want ${rule.to})`);
        continue;
      }
      const target = await get(rule.to);
      if (target.status !== 200) failures.push(`${rule.to} → ${target.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the old query string, normalises the path, and lets caches keep the answer', async () => {
    const rule = rules.find((entry) => entry.locale === 'en' && !entry.from.endsWith('.html'));
    if (!rule) throw new Error('no English rule');
    const response = await get(`${rule.from}/?utm_source=brochure&x=1`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${rule.to}?utm_source=brochure&x=1`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('keeps case: a rule for one spelling does not catch another', async () => {
    await seed([{ locale: 'de', from: '/de/Alte-Seite', to: '/de/ueber-uns' }]);
    expect((await get('/de/Alte-Seite')).status).toBe(301);
    expect((await get('/de/alte-seite')).status).toBe(404);
  });

  it('never sends anyone off the site, whatever KV holds', async () => {
    const hostile = ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example', ' /de'];
    for (const [index, target] of hostile.entries()) {
      const from = `/de/hostile-${index}`;
      await seed([{ locale: 'de', from, to: target }]);
      const response = await get(from);
      expect(response.status, target).toBe(404);
      expect(response.headers.get('location'), target).toBeNull();
    }
  });

  it('answers a miss with the 404 page', async () => {
    const response = await get('/en/never-existed');
    expect(response.status).toBe(404);
  });

  it('uses a rule added to KV once it reads the table again, without a restart', async () => {
    expect((await get('/nl/brand-new-old-link')).status).toBe(404);
    await seed([{ locale: 'nl', from: '/nl/brand-new-old-link', to: '/nl/voorzieningen' }]);
    const response = await get('/nl/brand-new-old-link');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/nl/voorzieningen');
  });
});

describe('QR entry', () => {
  const qr = (path: string, language?: string) => get(path, language ? { 'Accept-Language': language } : {});

  it('sends each QR address to the page in the browser language', async () => {
    const cases: [string, string | undefined, string][] = [
      ['/prenota?fq=1', 'de-DE,de;q=0.9,en;q=0.5', '/de/buchen'],
      ['/prenota?fq=1', 'pl', '/pl/zarezerwuj'],
      ['/info-utili?fq=1', 'ja-JP,ja;q=0.9,de;q=0.8', '/en/useful-information'],
      ['/menu-ristorante-catullo?fq=1', undefined, '/en/catullo-restaurant-menu'],
      ['/menu-ristorante-catullo?fq=1', 'it-IT', '/menu-ristorante-catullo'],
      ['/info-utili?fq=1&table=12', 'da', '/da/nyttig-information?table=12'],
    ];
    for (const [path, language, location] of cases) {
      const response = await qr(path, language);
      expect(response.status, `${path} ${language}`).toBe(302);
      expect(response.headers.get('location'), `${path} ${language}`).toBe(location);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')).toContain('Accept-Language');
    }
  });

  it('leaves prefixed addresses, other pages and other values of fq alone', async () => {
    expect((await qr('/de/buchen?fq=1', 'pl')).status).toBe(200);
    expect((await qr('/chi-siamo?fq=1', 'de')).status).toBe(200);
    expect((await qr('/prenota?fq=2', 'de')).status).toBe(200);
  });
});
