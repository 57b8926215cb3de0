import { todayAtTheLake } from '../shared/forms/index.ts';
import type { Config } from './config.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const dayIndex = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * The site's idea of now, the one place every date decision starts from (docs/product.md "The
 * site's today"): online booking, offers' deadlines, the season shown, the forms' earliest dates.
 * Outside production `SITE_TODAY` moves the whole site to that day at the lake, at the real time
 * of day, so anyone can see the site as it will be then; production always reads the real clock.
 *
 * @example siteNow(readConfig(env)) // 2027-03-01T09:41:…Z with SITE_TODAY=2027-03-01
 */
export function siteNow(config: Pick<Config, 'ENVIRONMENT' | 'SITE_TODAY'>, real: Date = new Date()): Date {
  const day = config.SITE_TODAY;
  if (config.ENVIRONMENT === 'production' || !day) return real;
  let shifted = new Date(real.getTime() + (dayIndex(day) - dayIndex(todayAtTheLake(real))) * DAY_MS);
  // Whole days land on the same day at the lake but on a daylight-saving change: an hour mends it.
  for (let step = 0; step < 2 && todayAtTheLake(shifted) !== day; step += 1) {
    shifted = new Date(shifted.getTime() + (todayAtTheLake(shifted) < day ? HOUR_MS : -HOUR_MS));
  }
  return shifted;
}
