import type { ScreenDeclaration } from './types.ts';

/** The alternative map pages under the "your holiday" slugs (docs/product.md "Screens and addresses"). */
export const holidayMap = {
  paths: {
    it: '/la-tua-vacanza/mappa',
    en: '/your-holiday/map',
    de: '/ihr-urlaub/karte',
    nl: '/jouw-vakantie/kaart',
    da: '/din-ferie/kort',
    pl: '/twoje-wakacje/mapa',
  },
  pageKey: 'mappa',
  loader: { kind: 'accommodationMap' },
  // Not in the sitemap (docs/product.md "Addresses"): a second address of the accommodation map, for old links, that no page links to.
  sitemap: 'omitted',
} as const satisfies ScreenDeclaration;
