import { type Tag, tagsOf } from '../cms/cache-tags.ts';
import type { CmsClient } from '../cms/client.ts';
import { KV_KEEP_S, kvKey, type Stored } from '../cms/edge-cache.ts';
import { log } from '../log.ts';
import type { Notice } from '../cms/notice.ts';

/** What a copy must look like to be kept: an item, or a list envelope (the reader checks its schema again). */
const looksLikeContent = (body: unknown): boolean =>
  body !== null && typeof body === 'object' && (!('data' in body) || Array.isArray((body as { data: unknown }).data));

/**
 * A filtered list that now holds nothing is no copy worth keeping: such copies are what an
 * address with a made-up value once left behind (`…/accommodations?type=<anything>`), and the
 * page that asks for a real one stores it again at its next visit.
 */
const isEmptyFilteredList = (url: string, body: unknown): boolean =>
  new URL(url).search !== '' && (body as { data?: unknown[] }).data?.length === 0;

export type Refreshed = { refreshed: number; removed: number; failed: number };

/**
 * Rewrites the last-known-good copies in KV (worker/cms/edge-cache.ts) that a notice touches,
 * from the CMS as it is now, so an outage right after a publish serves the new text and an
 * unpublished item cannot come back from a copy (an empty filtered list goes too). The copies
 * of the notice's language and type are found by their key prefix; only those whose tags the
 * notice names are asked for again.
 */
export async function refreshCopies(kv: KVNamespace, client: CmsClient, notice: Notice, tags: readonly Tag[]): Promise<Refreshed> {
  const wanted = new Set(tags);
  const listUrl = client.listUrl({}, notice.type, notice.locale);
  const origin = new URL(listUrl).origin;
  const prefix = kvKey(listUrl);
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    for (const { name } of page.keys) {
      // `cms:/…/it/post` is also the prefix of `…/it/posts`: only this type's own addresses.
      const rest = name.slice(prefix.length);
      if (rest === '' || rest.startsWith('/') || rest.startsWith('?')) names.push(name);
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);

  const outcome: Refreshed = { refreshed: 0, removed: 0, failed: 0 };
  await Promise.all(
    names.map(async (name) => {
      const url = `${origin}${name.slice('cms:'.length)}`;
      const stored = await kv.get<Stored>(name, { type: 'json' });
      if (!stored || !tagsOf(url, stored.body).some((tag) => wanted.has(tag))) return;
      const result = await client.getJson(url);
      if (result.ok && looksLikeContent(result.body) && isEmptyFilteredList(url, result.body)) {
        await kv.delete(name);
        outcome.removed += 1;
      } else if (result.ok && looksLikeContent(result.body)) {
        const fresh: Stored = { body: result.body, fetchedAt: Date.now() };
        await kv.put(name, JSON.stringify(fresh), { expirationTtl: KV_KEEP_S });
        outcome.refreshed += 1;
      } else if (!result.ok && result.status === 404) {
        await kv.delete(name);
        outcome.removed += 1;
      } else {
        outcome.failed += 1;
        log({ level: 'warn', event: 'publish.copy_not_refreshed', url, status: result.ok ? 'not content' : result.status });
      }
    }),
  );
  return outcome;
}
