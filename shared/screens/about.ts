import type { ScreenDeclaration } from './types.ts';

export const about = {
  paths: {
    it: '/chi-siamo',
    en: '/about-us',
    de: '/ueber-uns',
    nl: '/over-ons',
    da: '/om-os',
    pl: '/o-nas',
  },
  pageKey: 'chi-siamo',
  loader: { kind: 'contentPage' },
  nav: [
    { menu: 'secondary', order: 2 },
    { menu: 'siteMap', section: 'about', order: 1 },
  ],
} as const satisfies ScreenDeclaration;
