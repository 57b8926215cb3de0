import type { ScreenDeclaration } from './types.ts';

/** The map's editions: the current edition and the previous one. */
export const accommodationMapEdition = {
  paths: {
    it: '/sistemazioni/mappa/:edition',
    en: '/accommodation/map/:edition',
    de: '/unterkuenfte/karte/:edition',
    nl: '/accommodatie/kaart/:edition',
    da: '/overnatning/kort/:edition',
    pl: '/zakwaterowanie/mapa/:edition',
  },
  pageKey: 'mappa',
  loader: { kind: 'accommodationMap' },
  parent: 'accommodationMap',
  sitemap: 'enumerated',
} as const satisfies ScreenDeclaration;
