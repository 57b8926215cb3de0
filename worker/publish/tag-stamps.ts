import type { Tag } from '../cms/cache-tags.ts';
import { log } from '../log.ts';

/**
 * When each cache tag was last published, kept in KV so that every location sees it
 * (docs/decisions/010-publish-invalidation-by-tag-stamps-in-kv.md). A copy or a kept page made
 * from an answer fetched before its tag's stamp is out of date.
 *
 * Each isolate remembers what it read for `REMEMBER_MS`, so a busy page costs at most one KV
 * read (of all its tags at once) per second per isolate; a stamp written in this isolate is
 * known here at once.
 */

const PREFIX = 'tag:';
/** How long an isolate trusts a stamp it read. */
const REMEMBER_MS = 1000;
/** Longer than anything a stamp can make stale is kept (the CMS cache keeps copies 7 days). */
const KEEP_S = 8 * 24 * 60 * 60;
/** KV's own edge cache of a read; 30 s is the least KV allows. */
const KV_CACHE_TTL_S = 30;
/** KV reads at most this many keys at once. */
const BULK_MAX = 100;

type Known = { publishedAt: number; readAt: number };
const known = new Map<Tag, Known>();

/** Records that these tags were published at `at`, here at once and in KV for every location. */
export async function stampTags(kv: KVNamespace, tags: readonly Tag[], at: number): Promise<void> {
  for (const tag of tags) known.set(tag, { publishedAt: Math.max(at, known.get(tag)?.publishedAt ?? 0), readAt: at });
  await Promise.all(tags.map((tag) => kv.put(`${PREFIX}${tag}`, String(at), { expirationTtl: KEEP_S })));
}

async function readStamps(kv: KVNamespace, tags: readonly Tag[]): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < tags.length; start += BULK_MAX) {
    const chunk = tags.slice(start, start + BULK_MAX);
    let values: Map<string, string | null>;
    try {
      values = await kv.get(
        chunk.map((tag) => `${PREFIX}${tag}`),
        { type: 'text', cacheTtl: KV_CACHE_TTL_S },
      );
    } catch (error) {
      // KV failing must not take pages down: what is kept stays served until KV answers again.
      log({ level: 'warn', event: 'publish.stamps_read_failed', error: String(error) });
      values = new Map();
    }
    for (const tag of chunk) {
      const read = Number(values.get(`${PREFIX}${tag}`) ?? 0);
      // A stamp written here a moment ago wins over an older one KV's cache still gives.
      const publishedAt = Math.max(Number.isFinite(read) ? read : 0, known.get(tag)?.publishedAt ?? 0);
      known.set(tag, { publishedAt, readAt: now });
    }
  }
}

function anyPublished(since: readonly (readonly [Tag, number])[]): boolean {
  return since.some(([tag, at]) => (known.get(tag)?.publishedAt ?? 0) > at);
}

/**
 * Was any tag published after the time given with it (when the answer it came from was
 * fetched)? Synchronous when every stamp is known here, so a kept page costs no await.
 */
export function publishedSince(kv: KVNamespace, since: Iterable<readonly [Tag, number]>): boolean | Promise<boolean> {
  const now = Date.now();
  const pairs = [...since];
  const unknown = pairs.filter(([tag]) => {
    const entry = known.get(tag);
    return !entry || now - entry.readAt >= REMEMBER_MS;
  });
  if (unknown.length === 0) return anyPublished(pairs);
  return readStamps(kv, [...new Set(unknown.map(([tag]) => tag))]).then(() => anyPublished(pairs));
}
