import type { ScreenDeclaration } from './types.ts';

export const regulations = {
  paths: {
    it: '/regolamento',
    en: '/campsite-rules',
    de: '/platzordnung',
    nl: '/reglement',
    da: '/ordensregler',
    pl: '/regulamin',
  },
  pageKey: 'regolamento',
  loader: { kind: 'contentPage' },
  nav: [
    { menu: 'footer', order: 9 },
    { menu: 'siteMap', section: 'contacts', order: 2 },
  ],
} as const satisfies ScreenDeclaration;
