import type { Page } from 'playwright-core';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { firstDetailLink } from './pages.ts';

/** Where a page type's page is: a fixed path, or the first detail link of a list page. */
export type PageType = { name: string; path: string } | { name: string; from: string; depth?: number; skip?: string[] };

/**
 * One page of each page type (docs/product.md "Screens and addresses"), Italian unless said otherwise: what the accessibility
 * scan checks and what `npm run size` measures.
 */
export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/' },
  { name: 'content page', path: '/chi-siamo' },
  { name: 'news list', path: '/news' },
  { name: 'news article', from: '/news' },
  { name: 'experience list', path: '/experience' },
  { name: 'experience', from: '/experience', skip: ['tema'] },
  { name: 'offer list', path: '/offerte' },
  { name: 'offer', from: '/offerte' },
  { name: 'service list', path: '/servizi' },
  { name: 'service', from: '/servizi' },
  { name: 'accommodation list', path: '/sistemazioni' },
  { name: 'accommodation type', path: '/sistemazioni/maxicaravan' },
  { name: 'accommodation', from: '/sistemazioni/maxicaravan', depth: 2 },
  { name: 'position list', path: '/lavora-con-noi/posizioni-aperte' },
  { name: 'position', from: '/lavora-con-noi/posizioni-aperte' },
  { name: 'booking', path: '/prenota' },
  { name: 'contacts', path: '/contatti' },
  { name: 'careers', path: '/lavora-con-noi' },
  { name: 'restaurant menu', path: '/menu-ristorante-catullo' },
  { name: 'FAQ', path: '/faq' },
  { name: 'catalogue', path: '/sfoglia-il-catalogo' },
  { name: 'accommodation map', path: '/sistemazioni/mappa' },
  { name: 'site map', path: '/mappa-del-sito' },
  { name: 'useful info (infoutili layout)', path: '/info-utili' },
  { name: 'not found', path: '/pagina-che-non-esiste' },
  { name: 'German content page', path: '/de/ueber-uns' },
];

/** The site path of a page type's page; a detail page is found by opening its list in `page`. */
export async function resolvePageType(page: Page, siteUrl: string, pageType: PageType): Promise<string> {
  if ('path' in pageType) return pageType.path;
  await page.goto(`${siteUrl}${pageType.from}`);
  return firstDetailLink(page, pageType.from, { depth: pageType.depth, skip: pageType.skip });
}

/** The `href`s of the links inside the server's `<main>`, in document order, entities decoded. */
function mainLinks(html: string): string[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)].map(([, href = '']) => href.replaceAll('&amp;', '&'));
}

/**
 * The site path of a page type's page over HTTP, without a browser: a detail page is the first
 * link of its list page's `<main>` one level (or `depth`) below the list, as `firstDetailLink`
 * finds it in a browser.
 */
export async function pageTypePath(siteUrl: string, pageType: PageType): Promise<string> {
  if ('path' in pageType) return pageType.path;
  const response = await fetch(`${siteUrl}${pageType.from}`);
  if (!response.ok) throw new Error(`${pageType.from} answered ${response.status}`);
  const prefix = pageType.from.endsWith('/') ? pageType.from : `${pageType.from}/`;
  const depth = pageType.depth ?? 1;
  for (const href of mainLinks(await response.text())) {
    const url = new URL(href, siteUrl);
    if (url.origin !== new URL(siteUrl).origin || !url.pathname.startsWith(prefix)) continue;
    const rest = url.pathname.slice(prefix.length).split('/').filter(Boolean);
    if (rest.length !== depth || pageType.skip?.includes(rest[0] ?? '')) continue;
    return url.pathname;
  }
  throw new Error(`no link to a page ${depth} level(s) below ${pageType.from} on ${pageType.from}`);
}

/**
 * An Italian page's address in every language, from its hreflang alternates (a page with none,
 * the not-found page, has the same unknown address under each prefix).
 */
export async function pathInEveryLocale(siteUrl: string, path: string): Promise<Record<Locale, string>> {
  const response = await fetch(`${siteUrl}${path}`);
  // The not-found page answers 404 by design; anything else but 200 has no alternates to read.
  if (!response.ok && response.status !== 404) throw new Error(`${path} answered ${response.status}`);
  const head = (await response.text()).split('</head>')[0] ?? '';
  const alternates = new Map(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [lang, href]),
  );
  return Object.fromEntries(
    LOCALES.map((locale) => {
      if (locale === 'it') return [locale, path];
      if (alternates.size === 0) return [locale, `/${locale}${path}`];
      const href = alternates.get(locale);
      if (!href) throw new Error(`${path} has no ${locale} version`);
      return [locale, new URL(href).pathname];
    }),
  ) as Record<Locale, string>;
}
