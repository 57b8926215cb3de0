import type { Locale } from '../locales.ts';
import { CATALOGUE } from './catalogue.ts';
import type { Messages } from './types.ts';

export type { Catalogue } from './catalogue.ts';
export { dayAndMonth, longDate, monthAndYear, timeOfDay, weekdayName } from './dates.ts';
export { dateTimeFormat, listFormat, numberFormat } from './intl-formats.ts';
export { format } from './format.ts';
export type { Messages, Translation } from './types.ts';

/**
 * The messages of a language, with English for anything it lacks.
 *
 * @example
 * getMessages('de').errors.notFoundTitle // 'Seite nicht gefunden'
 */
export function getMessages(locale: Locale): Messages {
  return CATALOGUE[locale];
}
