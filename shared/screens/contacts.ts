import type { ScreenDeclaration } from './types.ts';

export const contacts = {
  paths: {
    it: '/contatti',
    en: '/contact-us',
    de: '/kontakt',
    nl: '/contact',
    da: '/kontakt',
    pl: '/Kontakt',
  },
  pageKey: 'contatti',
  loader: { kind: 'contacts' },
  nav: [
    { menu: 'secondary', order: 9 },
    { menu: 'siteMap', section: 'contacts', order: 1 },
  ],
  forms: ['contact'],
} as const satisfies ScreenDeclaration;
