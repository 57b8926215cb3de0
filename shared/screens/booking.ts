import type { ScreenDeclaration } from './types.ts';

export const booking = {
  paths: {
    it: '/prenota',
    en: '/book-now',
    de: '/buchen',
    nl: '/boeken',
    da: '/book',
    pl: '/zarezerwuj',
  },
  pageKey: 'prenota',
  loader: { kind: 'booking' },
  nav: [{ menu: 'siteMap', section: 'accommodations', order: 6 }],
  forms: ['availability'],
  readsStay: true,
} as const satisfies ScreenDeclaration;
