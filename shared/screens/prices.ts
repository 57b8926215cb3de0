import type { ScreenDeclaration } from './types.ts';

export const prices = {
  paths: {
    it: '/prezzi',
    en: '/rates',
    de: '/preisliste',
    nl: '/tarieven',
    da: '/prisliste',
    pl: '/cennik',
  },
  pageKey: 'prezzi',
  loader: { kind: 'prices' },
  nav: [
    { menu: 'secondary', order: 6 },
    { menu: 'siteMap', section: 'accommodations', order: 3 },
  ],
} as const satisfies ScreenDeclaration;
