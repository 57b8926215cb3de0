import * as z from 'zod/mini';
import { GUEST_AGE_BANDS } from '../constants.ts';
import { dayNumber, parseIsoDate } from './dates.ts';
import type { MessageCode } from './errors.ts';
import { choice, count, email, isoDate, optionalMultilineText, optionalPhone, requiredText } from './fields.ts';

export const BOOKING_SITES = ['villaggio', 'campeggio'] as const;
export type BookingSite = (typeof BOOKING_SITES)[number];
export type GuestBand = (typeof GUEST_AGE_BANDS)[BookingSite][number]['key'];

/** The youngest age that counts as a person at each site (spec §3). */
export const PERSON_MIN_AGE: Record<BookingSite, number> = {
  villaggio: GUEST_AGE_BANDS.villaggio[0].minAge,
  campeggio: GUEST_AGE_BANDS.campeggio[0].minAge,
};

/**
 * The booking engine takes every field in its address, which its server caps at 8 KiB
 * (demo/README.md). The names, address and phone take at most about 3 KiB once encoded, so
 * the request text may take 4 KiB: about 4000 characters of plain text, fewer of other scripts.
 */
export const REQUEST_MAX_QUERY_BYTES = 4096;

const UNRESERVED = /[A-Za-z0-9*._ -]/;

/** A value's length in a query string as the worker writes it (`URLSearchParams`: UTF-8, `%XX`, space as `+`). */
function queryLength(value: string): number {
  let length = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (UNRESERVED.test(char)) length += 1;
    else if (code < 0x80) length += 3;
    else if (code < 0x800) length += 6;
    // A lone surrogate travels as U+FFFD, three bytes like the rest of this plane.
    else if (code < 0x10000) length += 9;
    else length += 12;
  }
  return length;
}

/**
 * The availability request (spec §3, §4). `today` is the village's date (`todayAtTheLake`),
 * so check-in may be today but not before. Counts of a band the chosen site does not have
 * (children at the village) are dropped.
 */
const NO_DATE = { year: 1970, month: 1, day: 1 };

/** True when the (not yet validated) payload has that field as a real ISO date. */
function hasDate(value: unknown, field: string): boolean {
  const raw = (value as Record<string, unknown>)[field];
  return typeof raw === 'string' && parseIsoDate(raw.trim()) !== null;
}

export function availabilitySchema(today: string) {
  const todayNumber = dayNumber(parseIsoDate(today) ?? NO_DATE);
  const fields = z
    .object({
      site: choice(BOOKING_SITES),
      checkin: isoDate(),
      checkout: isoDate(),
      'guests.person': count(),
      'guests.children': count(),
      'guests.babies': count(),
      firstname: requiredText(100),
      lastname: requiredText(100),
      email: email(),
      phone: optionalPhone(),
      request: optionalMultilineText(5000).check(
        z.refine((value) => queryLength(value) <= REQUEST_MAX_QUERY_BYTES, { message: 'errors.tooLong' satisfies MessageCode }),
      ),
    })
    // Each cross-field rule runs when the fields it needs are valid, so every problem shows at once.
    .check(
      z.refine((value) => dayNumber(parseIsoDate(value.checkin) ?? NO_DATE) >= todayNumber, {
        path: ['checkin'],
        message: 'errors.dateInPast',
        when: ({ value }) => hasDate(value, 'checkin'),
      }),
      z.refine((value) => dayNumber(parseIsoDate(value.checkout) ?? NO_DATE) > dayNumber(parseIsoDate(value.checkin) ?? NO_DATE), {
        path: ['checkout'],
        message: 'errors.checkoutAfterCheckin',
        when: ({ value }) => hasDate(value, 'checkin') && hasDate(value, 'checkout'),
      }),
      z.refine((value) => value['guests.person'] >= 1, {
        path: ['guests.person'],
        message: 'errors.personRequired',
        when: ({ value }) => typeof (value as Record<string, unknown>)['guests.person'] === 'number',
      }),
    );
  return z.pipe(
    fields,
    z.transform(
      ({ site, 'guests.person': person, 'guests.children': children, 'guests.babies': babies, ...rest }: z.output<typeof fields>) => {
        const counts: Record<GuestBand, number> = { person, children, babies };
        const guests = GUEST_AGE_BANDS[site].map((band) => ({ band: band.key as GuestBand, count: counts[band.key] }));
        return { site, guests, ...rest };
      },
    ),
  );
}

export type AvailabilitySubmission = z.infer<ReturnType<typeof availabilitySchema>>;
