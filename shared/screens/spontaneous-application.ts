import type { ScreenDeclaration } from './types.ts';

export const spontaneousApplication = {
  paths: {
    it: '/lavora-con-noi/candidatura-spontanea',
    en: '/work-with-us/speculative-application',
    de: '/karriere/initiativbewerbung',
    nl: '/werken-bij-ons/open-sollicitatie',
    da: '/job-hos-os/uopfordret-ansoegning',
    pl: '/praca/aplikacja-spontaniczna',
  },
  pageKey: 'candidatura-spontanea',
  loader: { kind: 'contentPage' },
  parent: 'careers',
  nav: [{ menu: 'siteMap', section: 'about', order: 11 }],
  forms: ['application'],
  jobModal: true,
} as const satisfies ScreenDeclaration;
