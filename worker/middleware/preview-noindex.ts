import { createMiddleware } from 'hono/factory';
import { isPreviewHost } from '../config.ts';
import type { AppEnv } from '../env.ts';

/**
 * robots.txt keeps crawlers off a preview host, but a page linked from elsewhere can still be
 * indexed without being crawled; the header rules that out.
 */
export const previewNoindex = createMiddleware<AppEnv>(async function previewNoindex(c, next) {
  await next();
  if (isPreviewHost(c.get('config'), c.req.url)) c.res.headers.set('X-Robots-Tag', 'noindex');
});
