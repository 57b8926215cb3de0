import type { ScreenDeclaration } from './types.ts';

export const accommodationType = {
  paths: {
    it: '/sistemazioni/:type',
    en: '/accommodation/:type',
    de: '/unterkuenfte/:type',
    nl: '/accommodatie/:type',
    da: '/overnatning/:type',
    pl: '/zakwaterowanie/:type',
  },
  loader: { kind: 'accommodationType' },
  parent: 'accommodations',
  sitemap: 'enumerated',
} as const satisfies ScreenDeclaration;
