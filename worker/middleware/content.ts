import { createMiddleware } from 'hono/factory';
import { openContent } from '../cms/open-content.ts';
import type { AppEnv } from '../env.ts';

/** One typed content reader per request (cms/open-content.ts). */
export const content = createMiddleware<AppEnv>(async function content(c, next) {
  c.set(
    'content',
    await openContent({ config: c.get('config'), kv: c.env.CONTENT, waitUntil: (promise) => c.executionCtx.waitUntil(promise) }),
  );
  await next();
});
