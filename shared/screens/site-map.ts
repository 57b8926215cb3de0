import type { ScreenDeclaration } from './types.ts';

export const siteMap = {
  paths: {
    it: '/mappa-del-sito',
    en: '/site-map',
    de: '/seitenuebersicht',
    nl: '/sitemap',
    da: '/oversigt',
    pl: '/mapa-strony',
  },
  pageKey: 'mappa-del-sito',
  loader: { kind: 'siteMap' },
  nav: [{ menu: 'footer', order: 14 }],
} as const satisfies ScreenDeclaration;
