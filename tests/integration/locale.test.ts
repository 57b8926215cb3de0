import { describe, expect, it } from 'vitest';
import { get, html, langOf } from './fetch.ts';

async function root(headers: Record<string, string>) {
  return get('/', headers);
}

describe('language detection on /', () => {
  it('serves Italian to a request without Accept-Language (a crawler), and sets no cookie', async () => {
    const response = await root({});
    expect(response.status).toBe(200);
    expect(langOf(await response.text())).toBe('it');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie, Accept-Encoding');
  });

  it('sends de-DE to /de with a private 302', async () => {
    const response = await root({ 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('falls back from a region to its language: de-CH → /de', async () => {
    const response = await root({ 'Accept-Language': 'de-CH' });
    expect(response.headers.get('location')).toBe('/de');
  });

  it('weighs q-values: fr, da;q=0.5, nl;q=0.9 → /nl', async () => {
    const response = await root({ 'Accept-Language': 'fr, da;q=0.5, nl;q=0.9' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/nl');
  });

  it('stays on Italian for an Italian browser, with no redirect', async () => {
    const response = await root({ 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.5' });
    expect(response.status).toBe(200);
  });

  it('lets the cookie beat the header', async () => {
    const response = await root({ 'Accept-Language': 'de-DE', Cookie: 'i18n_redirected=da' });
    expect(response.headers.get('location')).toBe('/da');
    const italian = await root({ 'Accept-Language': 'de-DE', Cookie: 'other=1; i18n_redirected=it' });
    expect(italian.status).toBe(200);
  });

  it('never redirects an explicit language address, whatever the cookie says', async () => {
    const { response, body } = await html('/de', { Cookie: 'i18n_redirected=pl', 'Accept-Language': 'nl' });
    expect(response.status).toBe(200);
    expect(langOf(body)).toBe('de');
    const italian = await get('/chi-siamo', { Cookie: 'i18n_redirected=pl', 'Accept-Language': 'nl' });
    const text = await italian.text();
    expect(italian.status, text.slice(0, 3000)).toBe(200);
  });

  it('ignores unknown languages and malformed headers and cookies', async () => {
    const cases: Record<string, string>[] = [
      { 'Accept-Language': 'fr-FR, ja;q=0.8, *;q=0.1' },
      { 'Accept-Language': ';;;,,,q=abc;de' },
      { 'Accept-Language': 'de;q=0' },
      { 'Accept-Language': '\u00e9\u00e8' },
      { Cookie: 'i18n_redirected=klingon' },
      { Cookie: 'i18n_redirected=%E0%A4%A' },
      { Cookie: 'i18n_redirected' },
      { Cookie: '=;=;;i18n_redirected==de' },
    ];
    for (const headers of cases) {
      const response = await root(headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(langOf(await response.text())).toBe('it');
    }
  });

  it('survives huge headers without a server error', async () => {
    const hugeLanguage = `${'x-'.repeat(4000)}de, ${Array.from({ length: 500 }, (_, i) => `l${i};q=0.${i % 9}`).join(',')}`;
    const hugeCookie = `${Array.from({ length: 300 }, (_, i) => `c${i}=${'v'.repeat(20)}`).join('; ')}; i18n_redirected=de`;
    const byLanguage = await root({ 'Accept-Language': hugeLanguage });
    expect(byLanguage.status).toBe(200);
    const byCookie = await root({ Cookie: hugeCookie });
    expect(byCookie.status).toBeLessThan(500);
  });
});

describe('language switch', () => {
  it('remembers the choice for 365 days and opens the page in that language', async () => {
    const response = await get(`/lang/de?to=${encodeURIComponent('/de/ueber-uns')}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de/ueber-uns');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('i18n_redirected=de');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never leaves the site, and never opens a page of another language', async () => {
    const hostile = [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/de',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      '/de/../../evil',
      '/chi-siamo',
      '',
    ];
    for (const to of hostile) {
      const response = await get(`/lang/de?to=${encodeURIComponent(to)}`);
      expect(response.headers.get('location'), to).toBe('/de');
    }
    const missing = await get('/lang/de');
    expect(missing.headers.get('location')).toBe('/de');
  });

  it('refuses a language the site does not have', async () => {
    const response = await get('/lang/fr?to=/fr');
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
