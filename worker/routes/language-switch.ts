import type { Context } from 'hono';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../../shared/constants.ts';
import { isLocale, type Locale } from '../../shared/locales.ts';
import { buildPath, href, matchRoute } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';

/**
 * Where a switch may lead: only a page of the chosen language, rebuilt from the route
 * table, so no value of `to` can send anyone off the site. Anything else: that home page.
 */
function switchTarget(locale: Locale, to: string | undefined): string {
  const match = to?.startsWith('/') ? matchRoute(to) : null;
  if (!match || match.locale !== locale) return href('home', locale);
  return buildPath(match.name, locale, match.params);
}

/**
 * `GET /lang/{code}?to={path}`: the only response that writes the language cookie
 * (docs/architecture.md "Languages and addresses"), so page HTML never carries Set-Cookie.
 */
export function switchLanguage(c: Context<AppEnv>): Response | Promise<Response> {
  const locale = c.req.param('locale');
  if (!isLocale(locale)) return c.notFound();
  const secure = c.get('config').SITE_URL.startsWith('https:') ? '; Secure' : '';
  c.header('Set-Cookie', `${LANGUAGE_COOKIE}=${locale}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/${secure}; SameSite=Lax`, {
    append: true,
  });
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(switchTarget(locale, c.req.query('to')), 302);
}
