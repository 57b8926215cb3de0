import { Hono } from 'hono';
import { timing } from 'hono/timing';
import { companySchema } from '../../shared/cms/index.ts';
import { DIRECTIONS_PATH, directionsSchema, fieldErrors, messageOf, ORIGIN_MAX } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { isLocale, type Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { config } from '../middleware/config.ts';
import { content } from '../middleware/content.ts';
import { locale as localeFromPath } from '../middleware/locale.ts';
import { LOADERS } from '../pages/loaders/index.ts';
import { renderLoadedScreen } from '../render/render-screen.tsx';

/**
 * The maps service the route calculator opens (docs/product.md "Contacts"): Google Maps'
 * documented directions URL. The host is ours to choose, never the visitor's; the visitor's
 * starting point only travels as an encoded query value.
 */
export const MAPS_DIRECTIONS_URL = 'https://www.google.com/maps/dir/';

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
function contactsWithMessage(locale: Locale, origin: string, error: string) {
  return new Hono<AppEnv>().use(timing(), config, localeFromPath, content).get('*', async (c) => {
    const loaded = await LOADERS.contacts({ locale, params: {}, content: c.get('content'), config: c.get('config'), now: new Date() });
    if (loaded.view.screen === 'contacts') loaded.view = { ...loaded.view, route: { origin, error } };
    const page = await renderLoadedScreen(c, 'contacts', loaded);
    const headers = new Headers(page.headers);
    headers.set('Cache-Control', 'no-store');
    return new Response(page.body, { status: 400, headers });
  });
}

/**
 * `GET /route/{locale}?origin=…`: the route calculator's plain form (works without JavaScript).
 * A valid starting point is a 302 to the maps service with the village as the destination
 * (from the CMS's company data, which the facts fill in); anything else, the contacts page with
 * a message in the visitor's language. Nothing is fetched from the maps service by the site.
 */
export const directions = new Hono<AppEnv>().get(`${DIRECTIONS_PATH}/:locale`, async (c) => {
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
  const request = new Request(new URL(href('contacts', locale), c.req.url), { headers: c.req.raw.headers });
  return contactsWithMessage(locale, typed(origins), error).fetch(request, c.env, c.executionCtx);
});
