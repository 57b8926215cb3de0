import type { ScreenDeclaration } from './types.ts';

export const careers = {
  paths: {
    it: '/lavora-con-noi',
    en: '/work-with-us',
    de: '/karriere',
    nl: '/werken-bij-ons',
    da: '/job-hos-os',
    pl: '/praca',
  },
  pageKey: 'lavora-con-noi',
  loader: { kind: 'contentPage' },
  nav: [
    { menu: 'footer', order: 3, locales: ['it'] },
    { menu: 'siteMap', section: 'about', order: 9 },
  ],
  next: ['positions', 'spontaneousApplication'],
  jobModal: true,
} as const satisfies ScreenDeclaration;
