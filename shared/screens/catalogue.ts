import type { ScreenDeclaration } from './types.ts';

export const catalogue = {
  paths: {
    it: '/sfoglia-il-catalogo',
    en: '/brochure',
    de: '/katalog',
    nl: '/brochure',
    da: '/brochure',
    pl: '/katalog',
  },
  loader: { kind: 'catalogue' },
  nav: [
    { menu: 'footer', order: 7 },
    { menu: 'siteMap', section: 'accommodations', order: 7 },
  ],
} as const satisfies ScreenDeclaration;
