/** Dates as the forms post them (`2027-07-05` from a date input, `05/07/1990` typed) and as upstreams want them. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const MONTH_YEAR = /^(\d{1,2})\/(\d{4})$/;

type Ymd = { year: number; month: number; day: number };

function real({ year, month, day }: Ymd): Ymd | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

export function parseIsoDate(value: string): Ymd | null {
  const match = ISO_DATE.exec(value);
  return match ? real({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }) : null;
}

/** `dd/mm/yyyy` (spec §3's birth date), one-digit day and month allowed. */
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

/** The booking engine's format: day-month-year without zero padding (spec §4), `5-7-2027`. */
export function bookingDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`not an ISO date: ${isoDate}`);
  return `${date.day}-${date.month}-${date.year}`;
}

/** Today at the lake (Europe/Rome), as an ISO date: "in the past" means the village's past. */
export function todayAtTheLake(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
