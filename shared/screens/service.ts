import type { ScreenDeclaration } from './types.ts';

export const service = {
  paths: {
    it: '/servizi/:slug',
    en: '/facilities/:slug',
    de: '/leistungen/:slug',
    nl: '/voorzieningen/:slug',
    da: '/faciliteter/:slug',
    pl: '/uslugi/:slug',
  },
  loader: { kind: 'postDetail', posts: 'services' },
  parent: 'services',
  sitemap: 'enumerated',
} as const satisfies ScreenDeclaration;
