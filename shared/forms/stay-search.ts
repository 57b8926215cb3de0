import * as z from 'zod/mini';
import { stayChecks, stayFields, stayOf, SUBJECT_MAX } from './availability.ts';
import { optionalText } from './fields.ts';
import { childAgeField, MAX_CHILDREN } from './guests.ts';
import type { StayRule } from './stay-rules.ts';
import type { KeptValues } from './values.ts';

/**
 * The stay search (the home page's date search, the booking page, each accommodation and offer
 * page): a plain GET form, so its query is short and readable. The same names open the
 * availability request filled in (worker/forms/prefill.ts) before online booking opens, and the
 * booking engine's page after (worker/routes/book-online.ts).
 */
export const STAY_QUERY = {
  site: 'site',
  checkin: 'checkin',
  checkout: 'checkout',
  adults: 'adults',
  children: 'children',
  /** The accommodation or offer the visitor came from, by name (the request names it) and by slug (the engine's page). */
  subject: 'subject',
  unit: 'unit',
  offer: 'offer',
} as const;

/** The n-th child's age in the query (from 1): `age1=5&age2=9`. */
export const childAgeQuery = (n: number) => `age${n}`;

/** Where the book-online search lands on a page, and where the worker sends a search to correct. */
export const STAY_SEARCH_ANCHOR = '#book-online';

/** `GET /book/{locale}?…`: the worker's door to the booking engine (worker/routes/book-online.ts). */
export const BOOK_ONLINE_PATH = '/book';

export const bookOnlineAction = (locale: string) => `${BOOK_ONLINE_PATH}/${locale}`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A unit's or offer's slug, as the routes write it; anything else is dropped. */
const slugOrEmpty = (value: string | null) => (value && value.length <= 100 && SLUG.test(value) ? value : '');

/**
 * A stay query's values under the form's field names (`guests.adults`, `guests.childAge.1`), as
 * typed: the schema says what is wrong with them, and a page shows them back in the fields.
 */
export function stayValuesOf(query: { get(name: string): string | null }): KeptValues {
  const text = (name: string) => (query.get(name) ?? '').trim().slice(0, 40);
  const values: KeptValues = {
    site: text(STAY_QUERY.site),
    checkin: text(STAY_QUERY.checkin),
    checkout: text(STAY_QUERY.checkout),
    'guests.adults': text(STAY_QUERY.adults),
    'guests.children': text(STAY_QUERY.children),
  };
  for (let n = 1; n <= MAX_CHILDREN; n += 1) {
    const age = text(childAgeQuery(n));
    if (age) values[childAgeField(n)] = age;
  }
  const unit = slugOrEmpty(query.get(STAY_QUERY.unit));
  if (unit) values.unit = unit;
  const offer = slugOrEmpty(query.get(STAY_QUERY.offer));
  if (offer) values.offer = offer;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const subject = (query.get(STAY_QUERY.subject) ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (subject) values.subject = subject.slice(0, SUBJECT_MAX);
  return values;
}

/**
 * The stay search as the worker checks it before it opens the engine's page: the request
 * form's stay fields and rules (availability.ts) with the price list's stay rules, so both say
 * the same about the same dates.
 */
export function staySearchSchema(today: string, rules: readonly StayRule[] = []) {
  const fields = z
    .object({
      ...stayFields,
      subject: optionalText(SUBJECT_MAX),
      unit: optionalText(100),
      offer: optionalText(100),
    })
    .check(...stayChecks(today, rules));
  return z.pipe(
    fields,
    z.transform((value: z.output<typeof fields>) => ({ ...stayOf(value), unit: value.unit, offer: value.offer, subject: value.subject })),
  );
}

export type StaySearch = z.infer<ReturnType<typeof staySearchSchema>>;
