import { GUEST_AGE_BANDS } from '../constants.ts';

/**
 * Who is travelling, as the visitor says it (adults, and each child's age), and as each site's
 * booking engine counts it (its age bands, `GUEST_AGE_BANDS`). Every guest entered lands in
 * exactly one band of the chosen site: see docs/product.md "Booking path".
 */

export const BOOKING_SITES = ['villaggio', 'campeggio'] as const;
export type BookingSite = (typeof BOOKING_SITES)[number];
export type GuestBand = (typeof GUEST_AGE_BANDS)[BookingSite][number]['key'];

type Band = { key: GuestBand; minAge: number; maxAge?: number };

/** A child is under this age; an adult is this age or over, which is a "person" at both sites. */
export const ADULT_AGE = 18;
/** Children one request can list: each has an age field of its own, rendered without JavaScript. */
export const MAX_CHILDREN = 8;
export const MAX_ADULTS = 20;
/** The booking engine takes at most this many guests in one age band (demo/README.md). */
export const MAX_BAND_GUESTS = 20;
/** The ages a child's field offers: 0 (under one year) to 17. */
export const CHILD_AGES: readonly number[] = Array.from({ length: ADULT_AGE }, (_, age) => age);

/** The name of the n-th child's age field (from 1), as the form posts it. */
export const childAgeField = (n: number) => `guests.childAge.${n}`;

export function siteBands(site: BookingSite): readonly Band[] {
  return GUEST_AGE_BANDS[site];
}

/** The band of the site an age falls in; the bands of each site cover every age from 0. */
export function bandOf(site: BookingSite, age: number): GuestBand {
  const band = siteBands(site).find((candidate) => age >= candidate.minAge && (candidate.maxAge === undefined || age <= candidate.maxAge));
  if (!band) throw new RangeError(`no ${site} band for age ${age}`);
  return band.key;
}

/** Every band of the site with its count (zero included), adults counted in the band of age 18. */
export function guestCounts(site: BookingSite, adults: number, childAges: readonly number[]): { band: GuestBand; count: number }[] {
  const counts = new Map<GuestBand, number>(siteBands(site).map((band) => [band.key, 0]));
  const add = (band: GuestBand, count: number) => counts.set(band, (counts.get(band) ?? 0) + count);
  add(bandOf(site, ADULT_AGE), adults);
  for (const age of childAges) add(bandOf(site, age), 1);
  return [...counts].map(([band, count]) => ({ band, count }));
}
