import type { ExecutionContext as HonoExecutionContext } from 'hono';
import { log } from '../log.ts';
import { type PageCache, pageUrlOfKey } from '../screens/page-cache.ts';

/**
 * After a publish, the kept pages that showed the item are rendered again behind the webhook's
 * answer, in the isolate that received it, so the first visitor (often the editor checking)
 * gets the new page without waiting for its render. Other isolates render theirs at the next
 * request (worker/screens/page-cache.ts checks a kept page's tags).
 */

/** A company-wide change touches every page of a language: only the most recently used are rendered ahead. */
const MAX_WARMED = 8;

type Render = (request: Request, env: Env, context: HonoExecutionContext) => Response | Promise<Response>;
let render: Render | undefined;

/** The app that renders pages (set by worker/app.ts; the webhook cannot import the app that routes to it). */
export function renderPagesWith(app: Render): void {
  render = app;
}

/** Only pages are rendered ahead, by their address: a key that is none (the 404 page's, kept per language) is left to its next visitor. */
export async function warmPages(cache: PageCache, tags: readonly string[], env: Env, context: HonoExecutionContext): Promise<void> {
  if (!render) return;
  const urls = [...new Set(cache.keysTagged(new Set(tags)).map(pageUrlOfKey))].filter((url) => url !== undefined).slice(-MAX_WARMED);
  for (const url of urls.reverse()) {
    try {
      const response = await render(new Request(url, { method: 'GET' }), env, context);
      await response.body?.cancel();
    } catch (error) {
      log({ level: 'warn', event: 'publish.warm_failed', url, error: String(error) });
    }
  }
}
