import { LOCALES, type Locale } from '../locales.ts';
import { da } from './messages/da.ts';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { it } from './messages/it.ts';
import { nl } from './messages/nl.ts';
import { pl } from './messages/pl.ts';
import type { Messages, Translation } from './types.ts';

export type { Messages, Translation } from './types.ts';

type Tree = { readonly [key: string]: string | Tree };

/** English underneath, the translation on top: every key exists in every language. */
function withFallback(base: Tree, translation: Tree | undefined): Tree {
  const merged: Record<string, string | Tree> = {};
  for (const [key, value] of Object.entries(base)) {
    const own = translation?.[key];
    if (typeof value === 'string') merged[key] = typeof own === 'string' ? own : value;
    else merged[key] = withFallback(value, typeof own === 'object' ? own : undefined);
  }
  return merged;
}

const translations: Record<Locale, Translation> = { it, en, de, nl, da, pl };

// Merged once per isolate, so a lookup during rendering is a property read.
const dictionaries = Object.fromEntries(
  LOCALES.map((locale) => [locale, withFallback(en, translations[locale] as Tree) as Messages]),
) as Record<Locale, Messages>;

/**
 * The messages of a language, with English for anything it lacks.
 *
 * @example
 * getMessages('de').errors.notFoundTitle // 'Seite nicht gefunden'
 */
export function getMessages(locale: Locale): Messages {
  return dictionaries[locale];
}

/**
 * Fills `{name}` placeholders.
 *
 * @example
 * format('Error {status}', { status: 404 }) // 'Error 404'
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
