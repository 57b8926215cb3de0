import type { ScreenDeclaration } from './types.ts';

export const conditions = {
  paths: {
    it: '/prezzi/le-nostre-condizioni',
    en: '/rates/booking-terms',
    de: '/preisliste/buchungsbedingungen',
    nl: '/tarieven/boekingsvoorwaarden',
    da: '/prisliste/bookingbetingelser',
    pl: '/cennik/warunki-rezerwacji',
  },
  pageKey: 'le-nostre-condizioni',
  loader: { kind: 'contentPage' },
  nav: [
    { menu: 'footer', order: 10 },
    { menu: 'siteMap', section: 'accommodations', order: 4 },
  ],
} as const satisfies ScreenDeclaration;
