import { describe, expect, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { alternatesOf, DEMO, get, html, langOf, ORIGIN } from './fetch.ts';

/** The relais villa's page: a page of this site in every language (docs/product.md "Screens and addresses"). */

async function cms<T>(path: string): Promise<T> {
  return (await (await fetch(`${DEMO}/cms${path}`)).json()) as T;
}

/** The links of one part of a page, as [address, text without tags]. */
function linksIn(part: string): [string, string][] {
  return [...part.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map(([, address = '', text = '']) => [
    address,
    text.replace(/<[^>]+>/g, '').trim(),
  ]);
}

describe('relais villa page', () => {
  it('answers in six languages with its CMS page, its own language and reciprocal alternates', async () => {
    const expected = Object.fromEntries([
      ...LOCALES.map((locale) => [locale, `${ORIGIN}${buildPath('villa', locale)}`]),
      ['x-default', `${ORIGIN}${buildPath('villa', 'it')}`],
    ]);
    for (const locale of LOCALES) {
      const path = buildPath('villa', locale);
      const page = await cms<{ title: string; intro: string }>(`/${locale}/page/villa-serena-relais`);
      const { response, body } = await html(path);
      expect(response.status, path).toBe(200);
      expect(langOf(body), path).toBe(locale);
      expect(body, path).toMatch(new RegExp(`<h1[^>]*>${page.title}</h1>`));
      expect(body, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
      expect(Object.fromEntries(alternatesOf(body)), path).toEqual(expected);
    }
  });

  it('leads on to the villa’s own site in the visitor’s language, in a new tab', async () => {
    for (const locale of LOCALES) {
      const { body } = await html(buildPath('villa', locale));
      const main = body.match(/<main[^>]*>(.*?)<\/main>/s)?.[1] ?? '';
      const site = locale === 'it' ? 'https://www.villaserena-relais.it/' : `https://www.villaserena-relais.it/${locale}/`;
      const label = getMessages(locale).footer.villaSite;
      expect(linksIn(main), locale).toContainEqual([site, `${label} ${getMessages(locale).footer.opensInNewTab}`]);
      expect(main, locale).toMatch(new RegExp(`<a [^>]*href="${site}" rel="noopener" target="_blank"`));
    }
  });

  it('is linked from the footer and the site map page of every language, apart from the villa’s own site', async () => {
    for (const locale of LOCALES) {
      const m = getMessages(locale);
      const path = buildPath('villa', locale);
      const { body } = await html(buildPath('home', locale));
      const footer = body.match(/<footer class="site-footer"[^>]*>(.*?)<\/footer>/s)?.[1] ?? '';
      const footerLinks = linksIn(footer);
      expect(footerLinks, `${locale} footer`).toContainEqual([path, m.nav.villa]);
      // Two links of one name must not lead to two places: the external one says it is the villa's site.
      expect(
        footerLinks.filter(([, text]) => text === m.nav.villa).map(([address]) => address),
        locale,
      ).toEqual([path]);
      const siteMap = (await html(buildPath('siteMap', locale))).body.match(/<main[^>]*>(.*?)<\/main>/s)?.[1] ?? '';
      expect(linksIn(siteMap), `${locale} site map`).toContainEqual([path, m.nav.villa]);
    }
  });

  // One language's sitemap: building one asks every loader of the site, and sitemap.test.ts
  // already holds every sitemap to the route table.
  it('is listed in the sitemap with its alternates in every language', { timeout: 60_000 }, async () => {
    const xml = await (await get('/sitemap-pl.xml')).text();
    const url = [...xml.matchAll(/<url>(.*?)<\/url>/gs)]
      .map(([, inner = '']) => inner)
      .find((inner) => inner.includes(`<loc>${ORIGIN}${buildPath('villa', 'pl')}</loc>`));
    expect(url, 'sitemap-pl.xml').toBeDefined();
    for (const locale of LOCALES) {
      expect(url, locale).toContain(`<xhtml:link rel="alternate" hreflang="${locale}" href="${ORIGIN}${buildPath('villa', locale)}"/>`);
    }
  });
});
