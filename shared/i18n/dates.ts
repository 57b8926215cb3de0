import { LOCALE_ISO, type Locale } from '../locales.ts';

const longDates = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A day as the site writes it in `locale` ("5 luglio 2027", "5. Juli 2027"): news and offers,
 * the booking page's opening day, the availability request's summary. `date` is an ISO date or
 * date-time; the day is read in UTC, as the CMS and the forms write it.
 */
export function longDate(date: string, locale: Locale): string {
  let formatter = longDates.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: 'long', timeZone: 'UTC' });
    longDates.set(locale, formatter);
  }
  return formatter.format(new Date(date));
}
