import { createMiddleware } from 'hono/factory';
import { openContent, writesBehindAnswer } from '../cms/open-content.ts';
import type { AppEnv } from '../env.ts';

/**
 * One typed content reader per request (cms/open-content.ts). The copies of new CMS answers are
 * written once the page is answered, so a cold page's render does not share the thread with them;
 * other work that can wait for the answer goes the same way (`behindAnswer`).
 */
export const content = createMiddleware<AppEnv>(async function content(c, next) {
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const writes = writesBehindAnswer(waitUntil);
  c.set('behindAnswer', writes.store);
  c.set('content', await openContent({ config: c.get('config'), kv: c.env.CONTENT, waitUntil, store: writes.store }));
  try {
    await next();
  } finally {
    writes.flush();
  }
});
