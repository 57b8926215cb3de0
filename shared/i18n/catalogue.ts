import { LOCALES, type Locale } from '../locales.ts';
import { type Tree, withFallback } from './fallback.ts';
import { da } from './messages/da.ts';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { it } from './messages/it.ts';
import { nl } from './messages/nl.ts';
import { pl } from './messages/pl.ts';
import type { Messages, Translation } from './types.ts';

/** Every language's messages, each complete (English underneath what it lacks). */
export type Catalogue = Readonly<Record<Locale, Messages>>;

const translations: Record<Locale, Translation> = { it, en, de, nl, da, pl };

/**
 * The six dictionaries merged with the English fallback. The build writes it as a static
 * asset (vite.config.ts) that the worker reads once per isolate, so this module, with all six
 * languages' texts, stays out of the worker bundle; tests install it directly.
 */
export function buildCatalogue(): Catalogue {
  return Object.fromEntries(LOCALES.map((locale) => [locale, withFallback(en, translations[locale] as Tree) as Messages])) as Record<
    Locale,
    Messages
  >;
}
