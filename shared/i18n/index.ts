import { LOCALES, type Locale } from '../locales.ts';
import { da } from './messages/da.ts';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { it } from './messages/it.ts';
import { nl } from './messages/nl.ts';
import { pl } from './messages/pl.ts';
import { type Tree, withFallback } from './fallback.ts';
import type { Messages, Translation } from './types.ts';

export { format } from './format.ts';
export type { Messages, Translation } from './types.ts';

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
