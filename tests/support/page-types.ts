import type { Page } from 'playwright-core';
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
