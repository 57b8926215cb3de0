import type { Context } from 'hono';
import { companySchema } from '../../shared/cms/index.ts';
import { directionsSchema, fieldErrors, MAPS_DIRECTIONS_URL, messageOf, ORIGIN_MAX } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { isLocale, type Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { loadPage, renderScreen } from '../screens/render.tsx';
import { visitOf } from '../screens/visit.ts';

export function mapsDirectionsUrl(origin: string, destination: { lat: number; lng: number }): string {
  const url = new URL(MAPS_DIRECTIONS_URL);
  url.searchParams.set('api', '1');
  url.searchParams.set('origin', origin);
  url.searchParams.set('destination', `${destination.lat},${destination.lng}`);
  return url.href;
}

/** The value as typed, one value, cut to what the field takes: shown back in the field, escaped by React. */
function typed(values: string[] | undefined): string {
  return (values?.[0] ?? '').slice(0, ORIGIN_MAX);
}

/**
 * Bad input is answered with the contacts page itself (status 400), its message on the field.
 * It is rendered as the contacts page's own address, so its canonical link, breadcrumb and the
 * contact form's post all belong to that page, not to `/route/…`.
 */
async function contactsWithMessage(c: Context<AppEnv>, locale: Locale, origin: string, error: string): Promise<Response> {
  const visit = { ...visitOf(c, locale), url: new URL(href('contacts', locale), c.req.url) };
  const page = await loadPage(visit, 'contacts', {});
  const { view } = page.screen;
  const withMessage =
    view.screen === 'contacts' ? { ...page, screen: { ...page.screen, view: { ...view, route: { origin, error } } } } : page;
  const { html } = renderScreen(visit, 'contacts', withMessage);
  c.header('Cache-Control', 'no-store');
  return c.html(html, 400);
}

/**
 * `GET /route/{locale}?origin=…`: the route calculator's plain form (works without JavaScript).
 * A valid starting point is a 302 to the maps service with the village as the destination
 * (from the CMS's company data, which the facts fill in); anything else, the contacts page with
 * a message in the visitor's language. Nothing is fetched from the maps service by the site.
 */
export async function showDirections(c: Context<AppEnv>): Promise<Response> {
  const locale = c.req.param('locale');
  if (!isLocale(locale)) return c.notFound();
  const origins = c.req.queries('origin');
  // One starting point: a second `origin` is not something our form sends.
  const parsed = directionsSchema.safeParse({ origin: origins && origins.length > 1 ? undefined : origins?.[0] });
  const company = await c.get('content').item(locale, 'company', 'default', companySchema);
  if (parsed.success && company) {
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(mapsDirectionsUrl(parsed.data.origin, company.geo), 302);
  }
  const error = parsed.success
    ? getMessages(locale).contacts.routeUnavailable
    : messageOf(getMessages(locale).forms, fieldErrors(parsed.error, { max: ORIGIN_MAX }).origin ?? { code: 'errors.required' });
  return contactsWithMessage(c, locale, typed(origins), error);
}
