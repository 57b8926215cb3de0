import type { ScreenDeclaration } from './types.ts';

export const experience = {
  paths: {
    it: '/experience/:slug',
    en: '/experiences/:slug',
    de: '/erlebnisse/:slug',
    nl: '/belevenissen/:slug',
    da: '/oplevelser/:slug',
    pl: '/atrakcje/:slug',
  },
  loader: { kind: 'postDetail', posts: 'experiences' },
  parent: 'experiences',
  sitemap: 'enumerated',
} as const satisfies ScreenDeclaration;
