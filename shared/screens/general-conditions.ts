import type { ScreenDeclaration } from './types.ts';

export const generalConditions = {
  paths: {
    it: '/condizioni-generali',
    en: '/general-terms',
    de: '/agb',
    nl: '/algemene-voorwaarden',
    da: '/generelle-betingelser',
    pl: '/ogolne-warunki',
  },
  pageKey: 'condizioni-generali',
  loader: { kind: 'contentPage' },
  nav: [
    { menu: 'footer', order: 11 },
    { menu: 'siteMap', section: 'contacts', order: 3 },
  ],
} as const satisfies ScreenDeclaration;
