import type { ScreenDeclaration } from './types.ts';

export const legal = {
  paths: {
    it: '/dati-societari',
    en: '/company-details',
    de: '/impressum',
    nl: '/bedrijfsgegevens',
    da: '/virksomhedsoplysninger',
    pl: '/dane-firmy',
  },
  pageKey: 'dati-societari',
  loader: { kind: 'contentPage' },
  nav: [
    { menu: 'footer', order: 13 },
    { menu: 'siteMap', section: 'contacts', order: 5 },
  ],
} as const satisfies ScreenDeclaration;
