import type { ScreenDeclaration } from './types.ts';

export const faq = {
  paths: {
    it: '/faq',
    en: '/frequently-asked-questions',
    de: '/haeufige-fragen',
    nl: '/veelgestelde-vragen',
    da: '/ofte-stillede-spoergsmaal',
    pl: '/czeste-pytania',
  },
  pageKey: 'faq',
  loader: { kind: 'faq' },
  nav: [
    { menu: 'secondary', order: 8 },
    { menu: 'siteMap', section: 'services', order: 6 },
  ],
} as const satisfies ScreenDeclaration;
