import type { ExecutionContext as HonoExecutionContext } from 'hono';
import { log } from '../log.ts';
import { pageCache } from '../render/page-cache.ts';

/**
 * After a publish, the kept pages that showed the item are rendered again behind the webhook's
 * answer, in the isolate that received it, so the first visitor (often the editor checking)
 * gets the new page without waiting for its render. Other isolates render theirs at the next
 * request (worker/publish/kept-pages.ts).
 */

/** A company-wide change touches every page of a language: only the most recently used are rendered ahead. */
const MAX_WARMED = 8;

type Render = (request: Request, env: Env, context: HonoExecutionContext) => Response | Promise<Response>;
let render: Render | undefined;

/** The app that renders pages (set by worker/app.ts; the webhook cannot import the app that routes to it). */
export function renderPagesWith(app: Render): void {
  render = app;
}

/** The page URL in a key (`{day}|{lake day}|{url}`, page-cache.ts); the 404 page's keys are not URLs. */
function urlOfKey(key: string): string | undefined {
  const url = key.split('|').slice(2).join('|');
  return URL.canParse(url) ? url : undefined;
}

export async function warmPages(tags: readonly string[], env: Env, context: HonoExecutionContext): Promise<void> {
  if (!render) return;
  const urls = [...new Set(pageCache.keysTagged(new Set(tags)).map(urlOfKey))].filter((url) => url !== undefined).slice(-MAX_WARMED);
  for (const url of urls.reverse()) {
    try {
      const response = await render(new Request(url, { method: 'GET' }), env, context);
      await response.body?.cancel();
    } catch (error) {
      log({ level: 'warn', event: 'publish.warm_failed', url, error: String(error) });
    }
  }
}
