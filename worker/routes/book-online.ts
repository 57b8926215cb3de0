import type { Context } from 'hono';
import { bookingSettingsSchema } from '../../shared/cms/index.ts';
import { AVAILABILITY_ANSWER_DAYS } from '../../shared/constants.ts';
import {
  brokenStayRuleValues,
  engineBookingUrl,
  fieldErrors,
  type KeptValues,
  MAX_CHILDREN,
  messageOf,
  PERSON_MIN_AGE,
  REQUEST_FORM_ANCHOR,
  staySearchSchema,
  stayValuesOf,
  todayAtTheLake,
} from '../../shared/forms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { isLocale, type Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { stayRulesFrom } from '../forms/stay-rules.ts';
import { log } from '../log.ts';
import { onlineBooking } from '../screens/loaders/booking.ts';
import { loadPage, renderScreen } from '../screens/render.tsx';
import { visitOf } from '../screens/visit.ts';

/**
 * The stay search sent back to be corrected: the booking page itself (status 400, its own
 * address, so its canonical link and forms belong to it), the search as typed with a message
 * on each field, and `problem` above the search when the engine cannot be reached at all.
 */
async function bookingWithSearch(
  c: Context<AppEnv>,
  locale: Locale,
  values: KeptValues,
  errors: Record<string, string>,
  status: 400 | 503,
): Promise<Response> {
  const visit = { ...visitOf(c, locale), url: new URL(href('booking', locale), c.req.url) };
  const page = await loadPage(visit, 'booking', {});
  const withSearch = { ...page, frame: { ...page.frame, forms: { ...page.frame.forms, staySearch: { values, errors } } } };
  const { html } = renderScreen(visit, 'booking', withSearch);
  c.header('Cache-Control', 'private, no-store');
  return c.html(html, status);
}

/** The search's own query again, for the request form it prefills (before the opening day). */
const requestOf = (url: URL, locale: Locale) => `${href('booking', locale)}${url.search}${REQUEST_FORM_ANCHOR}`;

/**
 * `GET /book/{locale}?site=…&checkin=…&checkout=…&adults=…&children=…&age1=…[&unit=…|&offer=…]`:
 * every "book online" of the site (docs/product.md "Booking path"). A plain GET form reaches it,
 * so it works without JavaScript. A valid stay is a 303 to the booking engine's page with
 * everything the visitor chose: the site's engine settings from the CMS, the dates in the
 * engine's format, the guests per age band of that site, the language, the unit or offer.
 * Before the opening day it is the availability request, filled in; a stay to correct is the
 * booking page with the search and a message on each field.
 */
export async function bookOnline(c: Context<AppEnv>): Promise<Response> {
  const locale = c.req.param('locale');
  if (!isLocale(locale)) return c.notFound();
  const url = new URL(c.req.url);
  const visit = visitOf(c, locale);
  c.header('Cache-Control', 'private, no-store');
  if (onlineBooking(visit).opensOn) return c.redirect(requestOf(url, locale), 303);
  const values = stayValuesOf(url.searchParams);
  // The price list's minimum stays and arrival days, as the request form checks them.
  const rules = await stayRulesFrom(visit.content, locale);
  const parsed = staySearchSchema(todayAtTheLake(visit.now), rules).safeParse(values);
  const m = getMessages(locale);
  if (!parsed.success) {
    const site = values.site === 'campeggio' ? 'campeggio' : 'villaggio';
    const rule = brokenStayRuleValues(rules, values, locale);
    const errors = fieldErrors(parsed.error, { age: PERSON_MIN_AGE[site], max: MAX_CHILDREN, ...rule });
    const messages = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, messageOf(m.forms, error)]));
    return bookingWithSearch(c, locale, values, messages, 400);
  }
  const stay = parsed.data;
  const settings = await visit.content.item(locale, 'booking-settings', 'default', bookingSettingsSchema);
  const target =
    settings && engineBookingUrl(visit.config.BOOKING_ONLINE_URL, settings, stay, { locale, unit: stay.unit, offer: stay.offer });
  if (!target) {
    log({
      level: 'error',
      event: 'book_online.unavailable',
      reason: settings ? `no age category for ${stay.site}` : 'booking settings unreadable',
    });
    const problem = format(m.booking.bookingUnavailable, { days: AVAILABILITY_ANSWER_DAYS });
    return bookingWithSearch(c, locale, values, { form: problem }, 503);
  }
  return c.redirect(target, 303);
}
