import type { ScreenDeclaration } from './types.ts';

export const home = {
  paths: {
    it: '/',
    en: '/',
    de: '/',
    nl: '/',
    da: '/',
    pl: '/',
  },
  pageKey: 'home',
  loader: { kind: 'home' },
  readsStay: true,
} as const satisfies ScreenDeclaration;
