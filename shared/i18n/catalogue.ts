import type { Locale } from '../locales.ts';
import { da } from './messages/da.ts';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { it } from './messages/it.ts';
import { nl } from './messages/nl.ts';
import { pl } from './messages/pl.ts';
import type { Messages } from './types.ts';

/** Every language's messages, each complete. */
export type Catalogue = Readonly<Record<Locale, Messages>>;

/**
 * The six dictionaries as written: each must hold every English message (the type says so, so
 * `tsc` fails on one missing), so nothing is merged as the worker starts. The worker imports them
 * as code; the browser never does (its islands get their texts from the page, and the forms'
 * from the JSON files vite.config.ts writes from this).
 */
export const CATALOGUE: Catalogue = { it, en, de, nl, da, pl };
