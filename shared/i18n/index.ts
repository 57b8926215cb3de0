import type { Locale } from '../locales.ts';
import type { Catalogue } from './catalogue.ts';
import type { Messages } from './types.ts';

export type { Catalogue } from './catalogue.ts';
export { dayAndMonth, longDate, monthAndYear, timeOfDay, weekdayName } from './dates.ts';
export { dateTimeFormat, listFormat, numberFormat } from './intl-formats.ts';
export { format } from './format.ts';
export type { Messages, Translation } from './types.ts';

let catalogue: Catalogue | undefined;

/** Makes `catalogue` the one every lookup reads (once per isolate, before the first request). */
export function installCatalogue(next: Catalogue): void {
  catalogue = next;
}

export function catalogueInstalled(): boolean {
  return catalogue !== undefined;
}

/**
 * The messages of a language, with English for anything it lacks.
 *
 * @example
 * getMessages('de').errors.notFoundTitle // 'Seite nicht gefunden'
 */
export function getMessages(locale: Locale): Messages {
  // A programming error, not a visitor's: the worker installs the catalogue before it routes.
  if (!catalogue) throw new Error('the message catalogue is not installed yet (installCatalogue)');
  return catalogue[locale];
}
