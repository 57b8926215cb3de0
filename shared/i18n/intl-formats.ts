import { LOCALE_ISO, type Locale } from '../locales.ts';

/**
 * Intl formatters, made once per language and options: making one loads the language's ICU data
 * and costs far more than formatting with it (a date format 0.27 ms to make, 5 µs to use), and
 * the worker renders every page with them (the home page's reviews and the menu's opening hours
 * made a dozen per render).
 */
// biome-ignore lint/plugin: the one cache shared/ keeps: of formatters, each immutable, so every call answers the same with it or without.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  once(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(LOCALE_ISO[locale], options));

export const dateTimeFormat = (locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(LOCALE_ISO[locale], options));

export const listFormat = (locale: Locale, options: Intl.ListFormatOptions): Intl.ListFormat =>
  once(`list|${locale}|${JSON.stringify(options)}`, () => new Intl.ListFormat(LOCALE_ISO[locale], options));
