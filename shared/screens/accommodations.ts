import type { ScreenDeclaration } from './types.ts';

export const accommodations = {
  paths: {
    it: '/sistemazioni',
    en: '/accommodation',
    de: '/unterkuenfte',
    nl: '/accommodatie',
    da: '/overnatning',
    pl: '/zakwaterowanie',
  },
  pageKey: 'sistemazioni',
  loader: { kind: 'accommodations' },
  nav: [
    { menu: 'main', order: 1 },
    { menu: 'siteMap', section: 'accommodations', order: 1 },
  ],
} as const satisfies ScreenDeclaration;
