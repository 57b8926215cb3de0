import type { ScreenDeclaration } from './types.ts';

export const news = {
  paths: {
    it: '/news',
    en: '/latest-news',
    de: '/neuigkeiten',
    nl: '/nieuws',
    da: '/nyheder',
    pl: '/aktualnosci',
  },
  pageKey: 'news',
  loader: { kind: 'postList', posts: 'news' },
  nav: [
    { menu: 'secondary', order: 5 },
    { menu: 'siteMap', section: 'about', order: 4 },
  ],
} as const satisfies ScreenDeclaration;
