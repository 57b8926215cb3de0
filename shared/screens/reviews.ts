import type { ScreenDeclaration } from './types.ts';

export const reviews = {
  paths: {
    it: '/recensioni',
    en: '/guest-reviews',
    de: '/gaestebewertungen',
    nl: '/gastbeoordelingen',
    da: '/gaesteanmeldelser',
    pl: '/opinie-gosci',
  },
  pageKey: 'recensioni',
  loader: { kind: 'contentPage' },
  nav: [
    { menu: 'footer', order: 8 },
    { menu: 'siteMap', section: 'about', order: 5 },
  ],
} as const satisfies ScreenDeclaration;
