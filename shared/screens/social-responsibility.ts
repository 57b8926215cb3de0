import type { ScreenDeclaration } from './types.ts';

export const socialResponsibility = {
  paths: {
    it: '/responsabilita-sociale',
    en: '/corporate-responsibility',
    de: '/soziale-verantwortung',
    nl: '/maatschappelijke-verantwoordelijkheid',
    da: '/socialt-ansvar',
    pl: '/odpowiedzialnosc-spoleczna',
  },
  pageKey: 'responsabilita-sociale',
  loader: { kind: 'contentPage' },
  nav: [
    { menu: 'footer', order: 5 },
    { menu: 'siteMap', section: 'about', order: 7 },
  ],
} as const satisfies ScreenDeclaration;
