import { todayAtTheLake } from '../shared/forms/index.ts';
import { dayOfCookie } from '../shared/site-day-cookie.ts';
import type { Config } from './config.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const dayIndex = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * The site's idea of now, the one place every date decision starts from (docs/product.md "The
 * site's today"): online booking, offers' deadlines, the season shown, the forms' earliest dates.
 * Outside production `SITE_TODAY` moves the whole site to that day at the lake, at the real time
 * of day, so anyone can see the site as it will be then, and the request's `site-today` cookie
 * (shared/site-day-cookie.ts) moves that one visitor's requests to its day; production always
 * reads the real clock.
 *
 * @example siteNow(readConfig(env)) // 2027-03-01T09:41:…Z with SITE_TODAY=2027-03-01
 * @example siteNow(config, new Date(), c.req.raw) // the cookie's day, else SITE_TODAY's
 */
export function siteNow(config: Pick<Config, 'ENVIRONMENT' | 'SITE_TODAY'>, real: Date = new Date(), request?: { headers: Headers }): Date {
  if (config.ENVIRONMENT === 'production') return real;
  const day = dayOfCookie(request?.headers.get('cookie')) ?? config.SITE_TODAY;
  if (!day) return real;
  let shifted = new Date(real.getTime() + (dayIndex(day) - dayIndex(todayAtTheLake(real))) * DAY_MS);
  // Whole days land on the same day at the lake but on a daylight-saving change: an hour mends it.
  for (let step = 0; step < 2 && todayAtTheLake(shifted) !== day; step += 1) {
    shifted = new Date(shifted.getTime() + (todayAtTheLake(shifted) < day ? HOUR_MS : -HOUR_MS));
  }
  return shifted;
}
