import type { ScreenDeclaration } from './types.ts';

/** The pet-friendly service, at the slugs docs/product.md "Screens and addresses" gives. */
export const petFriendly = {
  paths: {
    it: '/servizi/amici-a-4-zampe',
    en: '/facilities/4-legged-friends',
    de: '/leistungen/4-beinige-freunde',
    nl: '/voorzieningen/4-potige-vrienden',
    da: '/faciliteter/4-benede-venner',
    pl: '/uslugi/4-nozni-przyjaciele',
  },
  loader: { kind: 'petFriendly' },
  parent: 'services',
  nav: [
    { menu: 'footer', order: 3, locales: ['en', 'de', 'nl', 'da', 'pl'] },
    { menu: 'siteMap', section: 'services', order: 2 },
  ],
} as const satisfies ScreenDeclaration;
