import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config.ts';
import type { AppEnv } from '../env.ts';

/** The production host, read once per parsed config rather than on every request. */
const siteHosts = new WeakMap<Config, string>();

/** Any host but the production one (workers.dev, preview deployments, a tunnel) must stay out of search. */
export function isPreviewHost(c: Context<AppEnv>): boolean {
  const config = c.get('config');
  let siteHost = siteHosts.get(config);
  if (siteHost === undefined) {
    siteHost = new URL(config.SITE_URL).host;
    siteHosts.set(config, siteHost);
  }
  return new URL(c.req.url).host !== siteHost;
}

/**
 * robots.txt keeps crawlers off a preview host, but a page linked from elsewhere can still be
 * indexed without being crawled; the header rules that out.
 */
export const previewNoindex = createMiddleware<AppEnv>(async function previewNoindex(c, next) {
  await next();
  if (isPreviewHost(c)) c.res.headers.set('X-Robots-Tag', 'noindex');
});
