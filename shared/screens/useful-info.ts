import type { ScreenDeclaration } from './types.ts';

export const usefulInfo = {
  paths: {
    it: '/info-utili',
    en: '/useful-information',
    de: '/nuetzliche-infos',
    nl: '/handige-informatie',
    da: '/nyttig-information',
    pl: '/przydatne-informacje',
  },
  layout: 'infoutili',
  pageKey: 'info-utili',
  loader: { kind: 'contentPage' },
  nav: [
    { menu: 'secondary', order: 7 },
    { menu: 'siteMap', section: 'services', order: 5 },
  ],
} as const satisfies ScreenDeclaration;
