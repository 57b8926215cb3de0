import { createMiddleware } from 'hono/factory';
import { CmsClient } from '../cms/client.ts';
import { Content } from '../cms/content.ts';
import type { AppEnv } from '../env.ts';

/** One typed content reader per request, so a URL asked for twice is fetched once. */
export const content = createMiddleware<AppEnv>(async function content(c, next) {
  const config = c.get('config');
  const client = new CmsClient({ baseUrl: config.CMS_BASE_URL, timeoutMs: config.CMS_TIMEOUT_MS });
  c.set('content', new Content(client, (url) => client.getJson(url)));
  await next();
});
