import type { ScreenDeclaration } from './types.ts';

export const accommodationMap = {
  paths: {
    it: '/sistemazioni/mappa',
    en: '/accommodation/map',
    de: '/unterkuenfte/karte',
    nl: '/accommodatie/kaart',
    da: '/overnatning/kort',
    pl: '/zakwaterowanie/mapa',
  },
  pageKey: 'mappa',
  loader: { kind: 'accommodationMap' },
  parent: 'accommodations',
  nav: [
    { menu: 'secondary', order: 1 },
    { menu: 'siteMap', section: 'accommodations', order: 2 },
  ],
} as const satisfies ScreenDeclaration;
