import type { ScreenDeclaration } from './types.ts';

export const privacy = {
  paths: {
    it: '/privacy',
    en: '/privacy-policy',
    de: '/datenschutz',
    nl: '/privacybeleid',
    da: '/privatlivspolitik',
    pl: '/polityka-prywatnosci',
  },
  pageKey: 'privacy',
  loader: { kind: 'contentPage', cookies: true },
  nav: [
    { menu: 'footer', order: 12 },
    { menu: 'siteMap', section: 'contacts', order: 4 },
  ],
} as const satisfies ScreenDeclaration;
