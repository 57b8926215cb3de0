import type { ScreenDeclaration } from './types.ts';

export const experiences = {
  paths: {
    it: '/experience',
    en: '/experiences',
    de: '/erlebnisse',
    nl: '/belevenissen',
    da: '/oplevelser',
    pl: '/atrakcje',
  },
  pageKey: 'experience',
  loader: { kind: 'postList', posts: 'experiences' },
  nav: [
    { menu: 'secondary', order: 3 },
    { menu: 'siteMap', section: 'services', order: 4 },
  ],
} as const satisfies ScreenDeclaration;
