import * as z from 'zod/mini';
import { dayNumber, parseIsoDate } from './dates.ts';
import { choice, count, email, isoDate, optionalChoice, optionalPhone, optionalText, requiredText } from './fields.ts';
import { BOOKING_SITES, type BookingSite, CHILD_AGES, childAgeField, guestCounts, MAX_CHILDREN, siteBands } from './guests.ts';

/** The youngest age that counts as a person at each site, read from the one definition of the bands. */
export const PERSON_MIN_AGE: Record<BookingSite, number> = {
  villaggio: siteBands('villaggio').find((band) => band.key === 'person')?.minAge ?? 0,
  campeggio: siteBands('campeggio').find((band) => band.key === 'person')?.minAge ?? 0,
};

const NO_DATE = { year: 1970, month: 1, day: 1 };
const AGE_OPTIONS = CHILD_AGES.map(String) as [string, ...string[]];

/** True when the (not yet validated) payload has that field as a real ISO date. */
function hasDate(value: unknown, field: string): boolean {
  const raw = (value as Record<string, unknown>)[field];
  return typeof raw === 'string' && parseIsoDate(raw.trim()) !== null;
}

const childAgeFields = Object.fromEntries(
  Array.from({ length: MAX_CHILDREN }, (_, index) => [childAgeField(index + 1), optionalChoice(AGE_OPTIONS)]),
) as Record<string, z.ZodMiniType<string, unknown>>;

/** The children the visitor said are coming, each needing an age (fewer than the count: the rest are asked). */
function childrenCount(value: unknown): number {
  const children = (value as Record<string, unknown>)['guests.children'];
  return typeof children === 'number' && Number.isInteger(children) ? Math.min(children, MAX_CHILDREN) : 0;
}

/**
 * The availability request. `today` is the village's date (`todayAtTheLake`), so check-in may
 * be today but not before. The visitor gives adults and each child's age; the transform maps
 * every one of them to the chosen site's age band, so nobody entered is dropped.
 */
export function availabilitySchema(today: string) {
  const todayNumber = dayNumber(parseIsoDate(today) ?? NO_DATE);
  const fields = z
    .object({
      site: choice(BOOKING_SITES),
      checkin: isoDate(),
      checkout: isoDate(),
      'guests.adults': count(),
      'guests.children': count(),
      ...childAgeFields,
      /** The accommodation or offer the request started from (its name), if any. */
      subject: optionalText(200),
      firstname: requiredText(100),
      lastname: requiredText(100),
      email: email(),
      phone: optionalPhone(),
      request: optionalText(4700),
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
      z.refine((value) => value['guests.adults'] >= 1, {
        path: ['guests.adults'],
        message: 'errors.adultRequired',
        when: ({ value }) => typeof (value as Record<string, unknown>)['guests.adults'] === 'number',
      }),
      z.refine((value) => value['guests.children'] <= MAX_CHILDREN, {
        path: ['guests.children'],
        message: 'errors.tooManyChildren',
        when: ({ value }) => typeof (value as Record<string, unknown>)['guests.children'] === 'number',
      }),
      ...Array.from({ length: MAX_CHILDREN }, (_, index) =>
        z.refine((value: unknown) => (value as Record<string, unknown>)[childAgeField(index + 1)] !== '', {
          path: [childAgeField(index + 1)],
          message: 'errors.childAgeRequired',
          when: ({ value }) => index < childrenCount(value),
        }),
      ),
    );
  return z.pipe(
    fields,
    z.transform(({ site, 'guests.adults': adults, 'guests.children': children, ...rest }: z.output<typeof fields>) => {
      const named = rest as Record<string, unknown>;
      const childAges = Array.from({ length: children }, (_, index) => Number(named[childAgeField(index + 1)]));
      const { checkin, checkout, subject, firstname, lastname, email, phone, request } = rest;
      return {
        site,
        checkin,
        checkout,
        adults,
        childAges,
        guests: guestCounts(site, adults, childAges),
        subject,
        firstname,
        lastname,
        email,
        phone,
        request,
      };
    }),
  );
}

export type AvailabilitySubmission = z.infer<ReturnType<typeof availabilitySchema>>;
