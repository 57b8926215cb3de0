import type { Locale } from '../locales.ts';
import { dateTimeFormat } from './intl-formats.ts';

/**
 * Days and times as the site writes them in each language: every date and time a page shows is
 * formatted here. Days are read in UTC, as the CMS and the forms write them ("today" at the lake
 * is shared/forms/dates.ts `lakeToday`).
 */

/** "5 luglio 2027", "5. Juli 2027": news and offers, the booking page's opening day, the availability request's summary. `date` is an ISO date or date-time. */
export function longDate(date: string, locale: Locale): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}

/** "5 luglio", "5. Juli": a day of the season without its year. `iso` is `YYYY-MM-DD`. */
export function dayAndMonth(iso: string, locale: Locale): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** "luglio 2027", "Juli 2027": when a guest review was written. */
export function monthAndYear(date: Date, locale: Locale): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "lunedì", "Montag": the day of the week `index` days after Monday, in the language's own calendar (2024-01-01 was a Monday). */
export function weekdayName(index: number, locale: Locale): string {
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)));
}

/** "12:00", Danish "12.00": a time of day as the language writes it; `HH:MM` stays the machine-readable form. */
export function timeOfDay(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hours, minutes)),
  );
}
