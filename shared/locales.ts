/** The site's languages, Italian first: it is the default and has no URL prefix. */
export const LOCALES = ['it', 'en', 'de', 'nl', 'da', 'pl'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'it';

/** Messages missing in a language are taken from English (docs/product.md "Languages"). */
export const FALLBACK_LOCALE: Locale = 'en';

/** Each language named in itself, for the switcher (marked with its own `lang`). */
export const LOCALE_NAMES: Record<Locale, string> = {
  it: 'Italiano',
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
  da: 'Dansk',
  pl: 'Polski',
};

/** BCP 47 tags for `og:locale`, `Intl` formatting and the locale records of the CMS. */
export const LOCALE_ISO: Record<Locale, string> = {
  it: 'it-IT',
  en: 'en-GB',
  de: 'de-DE',
  nl: 'nl-NL',
  da: 'da-DK',
  pl: 'pl-PL',
};

const localeSet: ReadonlySet<string> = new Set(LOCALES);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && localeSet.has(value);
}
