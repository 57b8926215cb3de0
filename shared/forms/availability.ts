import * as z from 'zod/mini';
import { dayNumber, parseIsoDate } from './dates.ts';
import type { MessageCode } from './errors.ts';
import {
  choice,
  count,
  email,
  isoDate,
  optionalChoice,
  optionalMultilineText,
  optionalPhone,
  optionalText,
  requiredText,
} from './fields.ts';
import {
  BOOKING_SITES,
  type BookingSite,
  CHILD_AGES,
  childAgeField,
  guestCounts,
  MAX_BAND_GUESTS,
  MAX_CHILDREN,
  siteBands,
} from './guests.ts';
import { brokenStayRule, type StayRule, stayRuleError } from './stay-rules.ts';

/** The youngest age that counts as a person at each site, read from the one definition of the bands. */
export const PERSON_MIN_AGE: Record<BookingSite, number> = {
  villaggio: siteBands('villaggio').find((band) => band.key === 'person')?.minAge ?? 0,
  campeggio: siteBands('campeggio').find((band) => band.key === 'person')?.minAge ?? 0,
};

/**
 * The booking engine takes every field in its address, which its server caps at 8 KiB
 * (demo/README.md). The names, address and phone take at most about 3 KiB once encoded, so
 * the request text may take 4 KiB: about 4000 characters of plain text, fewer of other scripts.
 */
const REQUEST_MAX_QUERY_BYTES = 4096;

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

/** The longest subject (the accommodation or offer's name) a request carries. */
export const SUBJECT_MAX = 200;

/**
 * Room kept in the request text for the staff's label of the subject line and its separators
 * (`label: subject` and a blank line). The label is a few words of Italian; 96 bytes hold
 * about 30 accented letters once encoded.
 */
export const SUBJECT_LABEL_MAX_BYTES = 96;

/**
 * The request text as the booking engine receives it: the accommodation or offer the request
 * started from leads it, under `subjectLabel`, since the engine has no field of its own for it.
 */
export function engineRequestText(subjectLabel: string, subject: string, request: string): string {
  return subject ? `${subjectLabel}: ${subject}\n\n${request}`.trim() : request;
}

/** The bytes the subject line may take in the engine's request text (none without a subject). */
function subjectLineLength(subject: unknown): number {
  return typeof subject === 'string' && subject.trim() ? queryLength(subject.trim()) + SUBJECT_LABEL_MAX_BYTES : 0;
}

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
 * How many guests each band of the chosen site would get, once the site, adults and every
 * child's age are valid; empty until then (their own fields report what is wrong).
 */
function guestsInBands(value: unknown): number[] {
  const fields = value as Record<string, unknown>;
  const site = fields.site;
  const adults = fields['guests.adults'];
  if (!(BOOKING_SITES as readonly unknown[]).includes(site) || typeof adults !== 'number' || !Number.isInteger(adults)) return [];
  const ages = Array.from({ length: childrenCount(value) }, (_, index) => fields[childAgeField(index + 1)]);
  if (!ages.every((age) => typeof age === 'string' && (AGE_OPTIONS as readonly string[]).includes(age))) return [];
  return guestCounts(site as BookingSite, adults, ages.map(Number)).map((guest) => guest.count);
}

/** The stay's fields, shared by the availability request and the online booking search (stay-search.ts). */
export const stayFields = {
  site: choice(BOOKING_SITES),
  checkin: isoDate(),
  checkout: isoDate(),
  'guests.adults': count(),
  'guests.children': count(),
  ...childAgeFields,
};

type StayValues = { checkin: string; checkout: string; 'guests.adults': number; 'guests.children': number };

/**
 * The stay's cross-field rules, each run when the fields it needs are valid so every problem
 * shows at once. `today` is the village's date (`todayAtTheLake`): check-in may be today but not before.
 * `rules` are the price list's minimum stays and arrival days (stay-rules.ts); none, none checked.
 */
export function stayChecks(today: string, rules: readonly StayRule[] = []) {
  const todayNumber = dayNumber(parseIsoDate(today) ?? NO_DATE);
  return [
    z.refine<StayValues>((value) => dayNumber(parseIsoDate(value.checkin) ?? NO_DATE) >= todayNumber, {
      path: ['checkin'],
      message: 'errors.dateInPast' satisfies MessageCode,
      when: ({ value }) => hasDate(value, 'checkin'),
    }),
    z.refine<StayValues>(
      (value) => dayNumber(parseIsoDate(value.checkout) ?? NO_DATE) > dayNumber(parseIsoDate(value.checkin) ?? NO_DATE),
      {
        path: ['checkout'],
        message: 'errors.checkoutAfterCheckin' satisfies MessageCode,
        when: ({ value }) => hasDate(value, 'checkin') && hasDate(value, 'checkout'),
      },
    ),
    // The price list's rule for the stay, once the site and both dates are valid: the message
    // goes on the date to change (stay-rules.ts `stayRuleError`).
    z.superRefine<StayValues & { site: string }>(
      (value, context) => {
        const broken = brokenStayRule(rules, value);
        if (!broken) return;
        const { field, code } = stayRuleError(broken);
        context.addIssue({ code: 'custom', path: [field], message: code, input: value[field] });
      },
      {
        when: ({ value }) =>
          rules.length > 0 &&
          (BOOKING_SITES as readonly unknown[]).includes((value as Record<string, unknown>).site) &&
          hasDate(value, 'checkin') &&
          hasDate(value, 'checkout'),
      },
    ),
    z.refine<StayValues>((value) => value['guests.adults'] >= 1, {
      path: ['guests.adults'],
      message: 'errors.adultRequired' satisfies MessageCode,
      when: ({ value }) => typeof (value as Record<string, unknown>)['guests.adults'] === 'number',
    }),
    z.refine<StayValues>((value) => value['guests.children'] <= MAX_CHILDREN, {
      path: ['guests.children'],
      message: 'errors.tooManyChildren' satisfies MessageCode,
      when: ({ value }) => typeof (value as Record<string, unknown>)['guests.children'] === 'number',
    }),
    // Children old enough count as persons too, and the engine takes at most 20 of a band.
    z.refine<StayValues>((value) => guestsInBands(value).every((count) => count <= MAX_BAND_GUESTS), {
      path: ['guests.adults'],
      message: 'errors.tooManyInBand' satisfies MessageCode,
      when: ({ value }) => guestsInBands(value).length > 0,
    }),
    ...Array.from({ length: MAX_CHILDREN }, (_, index) =>
      z.refine<StayValues>((value) => (value as Record<string, unknown>)[childAgeField(index + 1)] !== '', {
        path: [childAgeField(index + 1)],
        message: 'errors.childAgeRequired' satisfies MessageCode,
        when: ({ value }) => index < childrenCount(value),
      }),
    ),
  ];
}

/** The stay as the engine counts it: the site, the dates, and every guest in one of the site's bands. */
export function stayOf(value: {
  site: BookingSite;
  checkin: string;
  checkout: string;
  'guests.adults': number;
  'guests.children': number;
}) {
  const named = value as unknown as Record<string, unknown>;
  const childAges = Array.from({ length: value['guests.children'] }, (_, index) => Number(named[childAgeField(index + 1)]));
  const { site, checkin, checkout, 'guests.adults': adults } = value;
  return { site, checkin, checkout, adults, childAges, guests: guestCounts(site, adults, childAges) };
}

/**
 * The availability request: the stay, then who asks. The visitor gives adults and each child's
 * age; the transform maps every one of them to the chosen site's age band, so nobody entered is dropped.
 */
export function availabilitySchema(today: string, rules: readonly StayRule[] = []) {
  const fields = z
    .object({
      ...stayFields,
      /** The accommodation or offer the request started from (its name), if any. */
      subject: optionalText(SUBJECT_MAX),
      firstname: requiredText(100),
      lastname: requiredText(100),
      email: email(),
      phone: optionalPhone(),
      request: optionalMultilineText(5000).check(
        z.refine((value) => queryLength(value) <= REQUEST_MAX_QUERY_BYTES, { message: 'errors.tooLong' satisfies MessageCode }),
      ),
    })
    .check(
      ...stayChecks(today, rules),
      // The subject line travels in the same request text, so the two together must fit.
      z.refine((value) => queryLength(value.request) + subjectLineLength(value.subject) <= REQUEST_MAX_QUERY_BYTES, {
        path: ['request'],
        message: 'errors.tooLong' satisfies MessageCode,
        when: ({ value }) => {
          const { request, subject } = value as Record<string, unknown>;
          return typeof request === 'string' && typeof subject === 'string' && queryLength(request) <= REQUEST_MAX_QUERY_BYTES;
        },
      }),
    );
  return z.pipe(
    fields,
    z.transform((value: z.output<typeof fields>) => {
      const { subject, firstname, lastname, email, phone, request } = value;
      return { ...stayOf(value), subject, firstname, lastname, email, phone, request };
    }),
  );
}

export type AvailabilitySubmission = z.infer<ReturnType<typeof availabilitySchema>>;
