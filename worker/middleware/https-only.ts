import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

/**
 * A site served over https answers an http request with a 301 to the same host and address on
 * https, whatever the zone's "Always Use HTTPS" setting says: HSTS is only honoured over https,
 * so the first visit must get there. The target keeps the request's host and is written out
 * in full, so no path (`//evil.example`) can turn it into another site.
 */
export const httpsOnly = createMiddleware<AppEnv>(async function httpsOnly(c, next) {
  if (!c.req.url.startsWith('http:') || !c.get('config').SITE_URL.startsWith('https:')) return next();
  const url = new URL(c.req.url);
  return c.redirect(`https://${url.hostname}${url.pathname}${url.search}`, 301);
});
