import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

/** Any host but the production one (workers.dev, preview deployments, a tunnel) must stay out of search. */
export function isPreviewHost(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).host !== new URL(c.get('config').SITE_URL).host;
}

/**
 * robots.txt keeps crawlers off a preview host, but a page linked from elsewhere can still be
 * indexed without being crawled; the header rules that out.
 */
export const previewNoindex = createMiddleware<AppEnv>(async function previewNoindex(c, next) {
  await next();
  if (isPreviewHost(c)) c.res.headers.set('X-Robots-Tag', 'noindex');
});
