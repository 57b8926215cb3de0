import type { BookingSettings } from '../cms/index.ts';
import type { Locale } from '../locales.ts';
import { bookingDate } from './dates.ts';
import type { BookingSite } from './guests.ts';

/** A stay as the booking engine counts it: one entry per age band of the site. */
export type EngineStay = { site: BookingSite; checkin: string; checkout: string; guests: readonly { band: string; count: number }[] };

/**
 * The engine's fields of a stay (docs/product.md "Booking path"), the same for the customer
 * request and the public booking page: the site's identifiers from the CMS booking settings,
 * the dates as day-month-year without zero padding, and the guests as JSON text with the site's
 * age-category ids, one entry per band. Null when the settings lack an id the guests need.
 *
 * @example engineStayParams(settings, { site: 'villaggio', checkin: '2027-07-03', checkout: '2027-07-10', guests })
 * // { type: 'villaggio', hotel: '1201', layout: '3', channel: '7', checkin: '3-7-2027', checkout: '10-7-2027', guesttypes: '[{"id":"1","count":2}]' }
 */
export function engineStayParams(settings: BookingSettings, stay: EngineStay): Record<string, string> | null {
  const site = settings[stay.site];
  const guesttypes: { id: string; count: number }[] = [];
  for (const { band, count } of stay.guests) {
    const id = site.ageCategories[band as keyof typeof site.ageCategories];
    if (!id) return null;
    guesttypes.push({ id, count });
  }
  return {
    type: stay.site,
    hotel: site.hotel,
    layout: site.layout,
    channel: site.channel,
    checkin: bookingDate(stay.checkin),
    checkout: bookingDate(stay.checkout),
    guesttypes: JSON.stringify(guesttypes),
  };
}

/**
 * The engine's public booking page for a stay, in the visitor's language, with the unit or the
 * offer the visitor came from: where every "book online" of the site leads. Null as above.
 */
export function engineBookingUrl(
  base: string,
  settings: BookingSettings,
  stay: EngineStay,
  from: { locale: Locale; unit?: string; offer?: string },
): string | null {
  const params = engineStayParams(settings, stay);
  if (!params) return null;
  const query = { ...params, lang: from.locale, ...(from.unit ? { unit: from.unit } : {}), ...(from.offer ? { offer: from.offer } : {}) };
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${base}${base.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}
