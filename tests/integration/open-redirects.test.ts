import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { forgetRedirectTables } from '../../worker/redirects/lookup.ts';
import { get, ORIGIN } from './fetch.ts';

/**
 * Every redirect the worker writes (language switch, legacy addresses, QR entry, language
 * detection, http → https) must land on this site, whatever the address or the stored rule
 * says. A browser resolves `Location` with the same URL parser as workerd's (backslashes
 * become slashes, tabs and line breaks are dropped), so resolving it here is what a visitor
 * would follow.
 */
function expectOnSite(response: Response, label: string): void {
  const location = response.headers.get('location');
  if (location === null) return;
  expect(new URL(location, ORIGIN).origin, `${label} → ${location}`).toBe(ORIGIN);
  // Relative locations start with exactly one slash: `//` or `/\` would name another host.
  if (!location.startsWith(ORIGIN)) expect(location, label).toMatch(/^\/(?![/\\])/);
  expect(location, label).not.toMatch(/[\t\r\n]/);
}

/** Off-site targets, spelled the ways filters forget. */
const EVIL = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  'https://evil.example',
  'http://evil.example/en',
  'HTTPS://evil.example',
  '//evil.example/en/about-us',
  'https:evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/en/../..//evil.example',
  '/latest-news/%2F%2Fevil.example',
  'https://www.lagoserena.test.evil.example/',
  'https://www.lagoserena.test@evil.example/',
  ' //evil.example',
];

describe('no open redirect', () => {
  it('language switch: any `to` lands on a page of this site (the chosen language’s home when it is not one)', async () => {
    for (const to of EVIL) {
      for (const query of [encodeURIComponent(to), to.replaceAll('#', '%23')]) {
        const response = await get(`/lang/en?to=${query}`);
        expect(response.status, to).toBe(302);
        expectOnSite(response, `to=${query}`);
        expect(response.headers.get('location'), to).toBe('/en');
      }
    }
    // A page of that language is kept, its slug re-encoded, so backslashes stay inside the path.
    for (const to of ['/en/latest-news/a\\b', '/en/latest-news/%5C%5Cevil.example']) {
      const response = await get(`/lang/en?to=${encodeURIComponent(to)}`);
      expectOnSite(response, to);
      expect(response.headers.get('location'), to).toMatch(/^\/en\/latest-news\/(a%5Cb|%5C%5Cevil\.example)$/);
    }
  });

  it('legacy redirects: a stored target that is not a live page of this site is never followed', async () => {
    const targets = [...EVIL, '/en/about-us\\..\\..\\evil'];
    for (const [index, target] of targets.entries()) {
      await env.REDIRECTS.put(`it:/vecchio-indirizzo-${index}`, target);
    }
    // The worker keeps the table it read for a minute: read again at once.
    forgetRedirectTables();
    for (const [index, target] of targets.entries()) {
      const response = await get(`/vecchio-indirizzo-${index}`);
      expectOnSite(response, target);
      expect(response.status, target).toBe(404);
      await response.body?.cancel();
    }
  });

  it('legacy redirects and unknown addresses: what the request path or query says stays on this site', async () => {
    await env.REDIRECTS.put('it:/sistemazioni.html', '/sistemazioni');
    forgetRedirectTables();
    const kept = await get('/sistemazioni.html?next=//evil.example&u=https://evil.example');
    expect(kept.status).toBe(301);
    expect(kept.headers.get('location')).toBe('/sistemazioni?next=//evil.example&u=https://evil.example');
    expectOnSite(kept, 'query');
    for (const path of [
      '//evil.example',
      '//evil.example/sistemazioni.html',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/\\evil.example',
      '/.//evil.example',
    ]) {
      const response = await get(path);
      expectOnSite(response, path);
      expect([404, 301], path).toContain(response.status);
      await response.body?.cancel();
    }
  });

  it('QR entry: the language page it opens is always one of ours, whatever Accept-Language or the query say', async () => {
    const languages = ['de', '//evil.example', 'https://evil.example', '\\\\evil.example,de', 'en-GB;q=0.1, //evil', ''];
    for (const path of ['/prenota', '/info-utili', '/menu-ristorante-catullo']) {
      for (const language of languages) {
        const response = await get(`${path}?fq=1&next=//evil.example`, language ? { 'Accept-Language': language } : {});
        expect(response.status, `${path} ${language}`).toBe(302);
        expectOnSite(response, `${path} ${language}`);
        await response.body?.cancel();
      }
    }
    for (const path of ['//prenota?fq=1', '/%2Fprenota?fq=1', '/\\prenota?fq=1']) {
      const response = await get(path, { 'Accept-Language': 'de' });
      expectOnSite(response, path);
      await response.body?.cancel();
    }
  });

  it('language detection on / follows only languages of the site', async () => {
    for (const cookie of ['i18n_redirected=//evil.example', 'i18n_redirected=https%3A%2F%2Fevil.example', 'i18n_redirected=de']) {
      const response = await get('/', { Cookie: cookie, 'Accept-Language': '//evil.example' });
      expectOnSite(response, cookie);
      await response.body?.cancel();
    }
  });

  it('http → https keeps the host, whatever the path', async () => {
    for (const path of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/en?to=//evil.example']) {
      const response = await exports.default.fetch(new Request(`http://www.lagoserena.test${path}`, { redirect: 'manual' }));
      expect(response.status, path).toBe(301);
      expect(new URL(response.headers.get('location') ?? '').origin, path).toBe(ORIGIN);
    }
  });
});
