import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { CmsClient } from '../cms/client.ts';
import { Content, type CmsSource } from '../cms/content.ts';
import { createCachedSource } from '../cms/edge-cache.ts';
import type { AppEnv } from '../env.ts';
import { isRevalidation } from '../render/page-cache.ts';

/** The Cache API store of CMS answers, opened once per isolate. */
let cmsCache: Promise<Cache> | undefined;

function openCmsCache(): Promise<Cache> {
  cmsCache ??= caches.open('cms');
  return cmsCache;
}

/**
 * One typed content reader per request, over the two-tier edge cache, so a URL asked for
 * twice is fetched once and a cached one not at all.
 */
export const content = createMiddleware<AppEnv>(async function content(c, next) {
  const { client, source } = await cmsSource(c);
  c.set('content', new Content(client, source));
  await next();
});

/** The CMS client and cached source of this request (exported for worker/preview/middleware.ts, issue 22). */
export async function cmsSource(c: Context<AppEnv>): Promise<{ client: CmsClient; source: CmsSource }> {
  const config = c.get('config');
  const client = new CmsClient({ baseUrl: config.CMS_BASE_URL, timeoutMs: config.CMS_TIMEOUT_MS });
  const source = createCachedSource({
    origin: (url) => client.getJson(url),
    cache: await openCmsCache(),
    kv: c.env.CONTENT,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    revalidate: isRevalidation(c.req.raw),
  });
  return { client, source };
}
