import type { ScreenDeclaration } from './types.ts';

export const accommodation = {
  paths: {
    it: '/sistemazioni/:type/:group/:unit',
    en: '/accommodation/:type/:group/:unit',
    de: '/unterkuenfte/:type/:group/:unit',
    nl: '/accommodatie/:type/:group/:unit',
    da: '/overnatning/:type/:group/:unit',
    pl: '/zakwaterowanie/:type/:group/:unit',
  },
  loader: { kind: 'accommodation' },
  parent: 'accommodationType',
  sitemap: 'enumerated',
  readsStay: true,
} as const satisfies ScreenDeclaration;
