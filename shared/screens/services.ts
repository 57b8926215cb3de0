import type { ScreenDeclaration } from './types.ts';

export const services = {
  paths: {
    it: '/servizi',
    en: '/facilities',
    de: '/leistungen',
    nl: '/voorzieningen',
    da: '/faciliteter',
    pl: '/uslugi',
  },
  pageKey: 'servizi',
  loader: { kind: 'postList', posts: 'services' },
  nav: [
    { menu: 'main', order: 2 },
    { menu: 'siteMap', section: 'services', order: 1 },
  ],
} as const satisfies ScreenDeclaration;
