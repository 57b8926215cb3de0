/**
 * The day the tests run the site on (`SITE_TODAY`, worker/clock.ts, for the worker and the demo
 * stand-ins alike), so no test depends on the real date: an ordinary day of the booking season,
 * online booking open and the early-booking offer still on. tests/e2e/booking-days.test.ts visits
 * each side of every day the site changes on, with the `site-today` cookie (shared/site-day-cookie.ts).
 */
export const SUITE_TODAY = '2027-01-12';

/** The ISO date `days` after the suite's today (before it, for a negative count). */
export function inDays(days: number, from: string = SUITE_TODAY): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days the site changes on, and the day before each (docs/product.md "The site's today"). */
export const BOUNDARY_DAYS = {
  /** wrangler.toml's ONLINE_BOOKING_OPENS, and the day before. */
  beforeOpening: '2026-11-30',
  openingDay: '2026-12-01',
  /** The early-booking offer's `bookBy` (demo/content/facts.json), and the day after. */
  offerLastDay: '2027-02-28',
  offerOver: '2027-03-01',
  /** The 2027 season's last day (`season.closes`), and the first day the next season is the one to book. */
  seasonLastDay: '2027-10-03',
  nextSeason: '2027-10-04',
} as const;
