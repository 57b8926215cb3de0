import type { ScreenDeclaration } from './types.ts';

export const newsArticle = {
  paths: {
    it: '/news/:slug',
    en: '/latest-news/:slug',
    de: '/neuigkeiten/:slug',
    nl: '/nieuws/:slug',
    da: '/nyheder/:slug',
    pl: '/aktualnosci/:slug',
  },
  loader: { kind: 'postDetail', posts: 'news' },
  parent: 'news',
  sitemap: 'enumerated',
} as const satisfies ScreenDeclaration;
