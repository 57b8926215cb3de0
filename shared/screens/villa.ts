import type { ScreenDeclaration } from './types.ts';

/** The operator's relais villa, presented on this site; the villa's own site is linked from it and the footer. */
export const villa = {
  paths: {
    it: '/villa-serena-relais',
    en: '/villa-serena-relais',
    de: '/villa-serena-relais',
    nl: '/villa-serena-relais',
    da: '/villa-serena-relais',
    pl: '/villa-serena-relais',
  },
  pageKey: 'villa-serena-relais',
  loader: { kind: 'villa' },
  parent: 'about',
  nav: [
    { menu: 'footer', order: 2 },
    { menu: 'siteMap', section: 'about', order: 3 },
  ],
} as const satisfies ScreenDeclaration;
