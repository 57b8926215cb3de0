import { createMiddleware } from 'hono/factory';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, isLocale, type Locale } from '../../shared/locales.ts';
import { buildPath, matchRoute, type RouteName } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { searchOf } from '../request-url.ts';

/** Screens whose printed QR codes carry `?fq=1` (docs/product.md "Behaviour and timings"). */
const QR_SCREENS: ReadonlySet<RouteName> = new Set(['booking', 'usefulInfo', 'restaurantMenu']);

/** The first language the browser lists (its order, not its q-values), if this site has it. */
export function firstBrowserLanguage(acceptLanguage: string | undefined): Locale {
  const first = acceptLanguage?.slice(0, 256).split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split('-')[0] ?? '';
  return isLocale(primary) ? primary : FALLBACK_LOCALE;
}

/**
 * QR entry (docs/architecture.md "A request"): `?fq=1` on the unprefixed booking, useful-info or menu
 * address opens that page in the browser's language (English when not served). The target is
 * built from the route table, so it is always a page of this site.
 */
export const qrEntry = createMiddleware<AppEnv>(async function qrEntry(c, next) {
  if (!searchOf(c.req.url).includes('fq=')) return next();
  const url = new URL(c.req.url);
  if (url.searchParams.get('fq') !== '1') return next();
  const match = matchRoute(url.pathname);
  if (!match || match.locale !== DEFAULT_LOCALE || !QR_SCREENS.has(match.name)) return next();
  const locale = firstBrowserLanguage(c.req.header('accept-language'));
  url.searchParams.delete('fq');
  const search = url.searchParams.toString();
  c.header('Cache-Control', 'private, no-store');
  c.header('Vary', 'Accept-Language');
  return c.redirect(`${buildPath(match.name, locale)}${search ? `?${search}` : ''}`, 302);
});
