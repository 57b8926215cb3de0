import type { ScreenDeclaration } from './types.ts';

export const sustainability = {
  paths: {
    it: '/sostenibilita',
    en: '/green-holidays',
    de: '/nachhaltigkeit',
    nl: '/duurzaamheid',
    da: '/baeredygtighed',
    pl: '/zrownowazony-rozwoj',
  },
  pageKey: 'sostenibilita',
  loader: { kind: 'contentPage' },
  nav: [
    { menu: 'footer', order: 4 },
    { menu: 'siteMap', section: 'about', order: 6 },
  ],
} as const satisfies ScreenDeclaration;
