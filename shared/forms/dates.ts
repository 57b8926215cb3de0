/** Dates as the forms post them (`2027-07-05` from a date input, `05/07/1990` typed) and as upstreams want them. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const MONTH_YEAR = /^(\d{1,2})\/(\d{4})$/;

type Ymd = { year: number; month: number; day: number };

/**
 * The days of the week as the content names them (a stay rule's arrival days, as the restaurant's
 * opening hours do in shared/cms/site-data.ts), Monday first as in ISO 8601. Here, not there, so
 * the browser's stay checks do not carry the CMS schemas.
 */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

function real({ year, month, day }: Ymd): Ymd | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

export function parseIsoDate(value: string): Ymd | null {
  const match = ISO_DATE.exec(value);
  return match ? real({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }) : null;
}

/** `dd/mm/yyyy` (docs/product.md "Forms"'s birth date), one-digit day and month allowed. */
export function parseDayMonthYear(value: string): Ymd | null {
  const match = DAY_MONTH_YEAR.exec(value);
  return match ? real({ year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) }) : null;
}

export function isMonthYear(value: string): boolean {
  const match = MONTH_YEAR.exec(value);
  return Boolean(match && Number(match[1]) >= 1 && Number(match[1]) <= 12);
}

/** Comparable number of an ISO date (`2027-07-05` → 20270705). */
export function dayNumber(date: Ymd): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}

/** The booking engine's format: day-month-year without zero padding (docs/product.md "Forms"), `5-7-2027`. */
export function bookingDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`not an ISO date: ${isoDate}`);
  return `${date.day}-${date.month}-${date.year}`;
}

/** Today at the lake (Europe/Rome), as an ISO date: "in the past" means the village's past. */
export function todayAtTheLake(now: Date = new Date()): string {
  lakeDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });
  return lakeDay.format(now);
}

/**
 * Made once, on first use: every page key and every form asks for today, but an island that
 * imports this file may never ask, and making a formatter with a time zone is a long task on a
 * phone while the page loads.
 */
// biome-ignore lint/plugin: a formatter made on first use, immutable, so every call answers the same with it or without.
let lakeDay: Intl.DateTimeFormat | undefined;

/** Day, month and year with the separator each of the site's languages types: `14.03.2001`, `14/03/2001`, `14-03-2001`. */
const TYPED_DAY_MONTH_YEAR = /^(\d{1,2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{4})$/;

/**
 * A date as a visitor types it, the one parser of the form and the worker: ISO (`2001-03-14`)
 * always, otherwise day, month, year in that order, which is how all six languages write a
 * date (de `14.03.2001`, it and en `14/03/2001`, nl `14-03-2001`, da and pl `14.03.2001`).
 */
export function parseTypedDate(value: string): Ymd | null {
  const text = value.trim();
  const iso = parseIsoDate(text);
  if (iso) return iso;
  const match = TYPED_DAY_MONTH_YEAR.exec(text);
  return match ? real({ year: Number(match[4]), month: Number(match[3]), day: Number(match[1]) }) : null;
}

/** `dd/mm/yyyy`, zero padded: how a typed date is passed on (the staff's mails). */
export function dayMonthYearText({ year, month, day }: Ymd): string {
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** Whole years from a birth date to a day (both as parsed): the age on that day. */
export function ageOn(birth: Ymd, day: Ymd): number {
  return day.year - birth.year - (day.month * 100 + day.day < birth.month * 100 + birth.day ? 1 : 0);
}
