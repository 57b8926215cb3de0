import type { ScreenDeclaration } from './types.ts';

export const history = {
  paths: {
    it: '/chi-siamo/la-nostra-storia',
    en: '/about-us/our-history',
    de: '/ueber-uns/unsere-geschichte',
    nl: '/over-ons/onze-geschiedenis',
    da: '/om-os/vores-historie',
    pl: '/o-nas/nasza-historia',
  },
  pageKey: 'la-nostra-storia',
  loader: { kind: 'contentPage' },
  parent: 'about',
  nav: [
    { menu: 'footer', order: 1 },
    { menu: 'siteMap', section: 'about', order: 2 },
  ],
} as const satisfies ScreenDeclaration;
