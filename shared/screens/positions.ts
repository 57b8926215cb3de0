import type { ScreenDeclaration } from './types.ts';

export const positions = {
  paths: {
    it: '/lavora-con-noi/posizioni-aperte',
    en: '/work-with-us/vacancies',
    de: '/karriere/offene-stellen',
    nl: '/werken-bij-ons/vacatures',
    da: '/job-hos-os/ledige-stillinger',
    pl: '/praca/oferty-pracy',
  },
  pageKey: 'posizioni-aperte',
  loader: { kind: 'postList', posts: 'positions' },
  parent: 'careers',
  nav: [{ menu: 'siteMap', section: 'about', order: 10 }],
  jobModal: true,
} as const satisfies ScreenDeclaration;
