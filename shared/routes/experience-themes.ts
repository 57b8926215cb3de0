import type { ExperienceTheme } from '../cms/posts.ts';
import type { Locale } from '../locales.ts';

/** The address of each experience theme page, per language (`experienceTheme` route). */
export const THEME_SLUGS: Record<ExperienceTheme, Record<Locale, string>> = {
  'art-nature': {
    it: 'arte-e-natura',
    en: 'art-and-nature',
    de: 'kunst-und-natur',
    nl: 'kunst-en-natuur',
    da: 'kunst-og-natur',
    pl: 'sztuka-i-przyroda',
  },
  'amusement-parks': {
    it: 'parchi-divertimento',
    en: 'theme-parks',
    de: 'freizeitparks',
    nl: 'pretparken',
    da: 'forlystelsesparker',
    pl: 'parki-rozrywki',
  },
  gastronomy: {
    it: 'enogastronomia',
    en: 'food-and-wine',
    de: 'kulinarik',
    nl: 'eten-en-drinken',
    da: 'mad-og-vin',
    pl: 'kulinaria',
  },
  sport: { it: 'sport', en: 'sport', de: 'sport', nl: 'sport', da: 'sport', pl: 'sport' },
};

/** The theme a localised slug names, if any. */
export function themeFromSlug(locale: Locale, slug: string): ExperienceTheme | undefined {
  for (const [theme, slugs] of Object.entries(THEME_SLUGS) as [ExperienceTheme, Record<Locale, string>][]) {
    if (slugs[locale] === slug) return theme;
  }
  return undefined;
}
