import type { ScreenDeclaration } from './types.ts';

export const offers = {
  paths: {
    it: '/offerte',
    en: '/special-offers',
    de: '/sonderangebote',
    nl: '/acties',
    da: '/gode-tilbud',
    pl: '/oferty-specjalne',
  },
  pageKey: 'offerte',
  loader: { kind: 'postList', posts: 'offers' },
  nav: [
    { menu: 'main', order: 3 },
    { menu: 'siteMap', section: 'accommodations', order: 5 },
  ],
} as const satisfies ScreenDeclaration;
