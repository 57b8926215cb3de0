import type { ScreenDeclaration } from './types.ts';

export const experienceTheme = {
  paths: {
    it: '/experience/tema/:theme',
    en: '/experiences/theme/:theme',
    de: '/erlebnisse/thema/:theme',
    nl: '/belevenissen/thema/:theme',
    da: '/oplevelser/tema/:theme',
    pl: '/atrakcje/temat/:theme',
  },
  loader: { kind: 'experienceThemeList' },
  parent: 'experiences',
  sitemap: 'enumerated',
} as const satisfies ScreenDeclaration;
