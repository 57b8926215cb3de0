/**
 * Outside production, one browser's own today: a cookie that moves the site (worker/clock.ts)
 * and the demo stand-ins to that day for the requests that carry it, so one running stack shows
 * every day (docs/product.md "The site's today"). Cookies belong to a host, not a port: a cookie
 * set for the site at 127.0.0.1 reaches the stand-ins at 127.0.0.1 too. Production ignores it.
 */
export const SITE_DAY_COOKIE = 'site-today';

const COOKIE = new RegExp(`(?:^|;\\s*)${SITE_DAY_COOKIE}=(\\d{4})-(\\d{2})-(\\d{2})(?:;|\\s*$)`);

/** The day (`YYYY-MM-DD`) a `Cookie` header asks for; undefined without the cookie or for a day that is no calendar day. */
export function dayOfCookie(cookieHeader: string | null | undefined): string | undefined {
  const match = cookieHeader ? COOKIE.exec(cookieHeader) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}
