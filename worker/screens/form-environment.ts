import type { FormEnvironment } from '../../client/forms/environment.ts';
import { todayAtTheLake } from '../../shared/forms/index.ts';
import { href, type RouteName } from '../../shared/routes/index.ts';
import { readFormSecrets } from '../config.ts';
import { createFormStamp } from '../forms/form-stamp.ts';
import { formsOnRoute } from '../../shared/forms/index.ts';
import { screenOf } from '../../shared/screens/index.ts';
import { availabilityPrefill, stayDates } from '../forms/prefill.ts';
import { stayRulesFrom } from '../forms/stay-rules.ts';
import { onlineBooking } from './loaders/booking.ts';
import type { Visit } from './visit.ts';

/**
 * What the forms of a page need from the worker: signed stamps (on the real clock, as they are
 * checked), the bot check's public settings, the site's today (worker/clock.ts), online booking,
 * the price list's stay rules where a stay is asked for.
 */
export async function formEnvironment(visit: Visit, routeName: RouteName | null): Promise<FormEnvironment> {
  const { config, locale, url, now } = visit;
  const secrets = readFormSecrets(visit.env);
  const forms = routeName ? formsOnRoute(routeName) : (['newsletter'] as const);
  const [stamps, stayRules] = await Promise.all([
    Promise.all(
      forms.map(async (form) => [form, secrets ? await createFormStamp(secrets.FORM_SIGNING_KEY, form, Date.now()) : ''] as const),
    ).then((entries) => Object.fromEntries(entries)),
    // The pages with a stay search or the availability request (docs/product.md "Booking path") check the price list's stay rules.
    routeName && screenOf(routeName).readsStay ? stayRulesFrom(visit.content, locale) : [],
  ]);
  const embedForm = config.NEWSLETTER_EMBED_FORMS[locale];
  return {
    posted: null,
    stamps,
    botcheck: { siteKey: config.BOTCHECK_SITE_KEY, scriptUrl: config.BOTCHECK_SCRIPT_URL },
    today: todayAtTheLake(now),
    newsletterEmbed: embedForm ? config.NEWSLETTER_EMBED_URL.replace('{form}', encodeURIComponent(embedForm)) : null,
    // A page without a route (the 404 page) cannot take a post: its newsletter posts to the home page.
    fallbackAction: routeName ? null : href('home', locale),
    // The 404 page is kept once per language and answered for every unknown address: it must not
    // carry the address it was first rendered for (its posts go to the home page, as above).
    pagePath: routeName ? url.pathname : href('home', locale),
    dates: stayDates(url.searchParams),
    onlineBooking: { opensOn: onlineBooking(visit).opensOn },
    staySearch: null,
    stayRules,
    prefill: (forms as readonly string[]).includes('availability') ? { availability: availabilityPrefill(url.searchParams) } : {},
  };
}
