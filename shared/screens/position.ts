import type { ScreenDeclaration } from './types.ts';

export const position = {
  paths: {
    // Only in Italian may the slug be left out (docs/product.md "Screens and addresses"); that address is the list's.
    it: '/lavora-con-noi/posizioni-aperte/:slug?',
    en: '/work-with-us/vacancies/:slug',
    de: '/karriere/offene-stellen/:slug',
    nl: '/werken-bij-ons/vacatures/:slug',
    da: '/job-hos-os/ledige-stillinger/:slug',
    pl: '/praca/oferty-pracy/:slug',
  },
  loader: { kind: 'postDetail', posts: 'positions' },
  parent: 'positions',
  sitemap: 'enumerated',
  forms: ['position'],
  jobModal: true,
} as const satisfies ScreenDeclaration;
