import type { ScreenDeclaration } from './types.ts';

export const offer = {
  paths: {
    it: '/offerte/:slug',
    en: '/special-offers/:slug',
    de: '/sonderangebote/:slug',
    nl: '/acties/:slug',
    da: '/gode-tilbud/:slug',
    pl: '/oferty-specjalne/:slug',
  },
  loader: { kind: 'postDetail', posts: 'offers' },
  parent: 'offers',
  sitemap: 'enumerated',
  readsStay: true,
} as const satisfies ScreenDeclaration;
