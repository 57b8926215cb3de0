import { createMiddleware } from 'hono/factory';
import type { Content } from '../cms/content.ts';
import { writesBehindAnswer } from '../cms/open-content.ts';
import type { AppEnv } from '../env.ts';
import { openPageContent } from '../screens/page-cache.ts';

/** Set by `content`, in Hono's typed context (AppEnv's Variables). */
export type ContentVariables = {
  /** This request's content reader (a draft preview's replaces it: middleware/preview.ts). */
  content: Content;
  /**
   * Starts work the answer does not need once the page is answered (cms/open-content.ts
   * `writesBehindAnswer`): copies of CMS answers, reading the tag stamps of a page just kept.
   */
  behindAnswer: (work: () => Promise<unknown>) => void;
};

/**
 * One typed content reader per request (screens/page-cache.ts `openPageContent`), which opens
 * the CMS cache only once something is read: a kept page reads nothing. The copies of new CMS
 * answers are written once the page is answered, so a cold page's render does not share the
 * thread with them; other work that can wait for the answer goes the same way (`behindAnswer`).
 */
export const content = createMiddleware<AppEnv>(async function content(c, next) {
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const writes = writesBehindAnswer(waitUntil);
  c.set('behindAnswer', writes.store);
  c.set('content', openPageContent({ config: c.get('config'), kv: c.env.CONTENT, waitUntil, store: writes.store }));
  try {
    await next();
  } finally {
    writes.flush();
  }
});
