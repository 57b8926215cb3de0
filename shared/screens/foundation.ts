import type { ScreenDeclaration } from './types.ts';

export const foundation = {
  paths: {
    it: '/fondazione',
    en: '/foundation',
    de: '/stiftung',
    nl: '/stichting',
    da: '/fonden',
    pl: '/fundacja',
  },
  pageKey: 'fondazione',
  loader: { kind: 'foundation' },
  nav: [
    { menu: 'footer', order: 6 },
    { menu: 'siteMap', section: 'about', order: 8 },
  ],
} as const satisfies ScreenDeclaration;
