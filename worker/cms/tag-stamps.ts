import type { Tag } from './cache-tags.ts';
import { log } from '../log.ts';

/**
 * When each cache tag was last published, kept in KV so that every location sees it
 * (docs/decisions/010-publish-invalidation-by-tag-stamps-in-kv.md). A copy or a kept page made
 * from an answer fetched before its tag's stamp is out of date.
 *
 * Every publish also rewrites one key, the clock, after its stamps. An isolate reads the clock
 * at most once a second, whatever it serves; while the clock stays the same, the stamps it has
 * read stay true, so a kept page is checked without any KV read. When the clock moves, every
 * stamp is read again (a page's all at once, in one bulk read) and, for as long as KV may take
 * to show a write everywhere, trusted for a second only, as if there were no clock. A stamp
 * written in this isolate is known here at once.
 *
 * What the isolate keeps are values (the clock, the stamps), never a read under way: each
 * request makes its own reads. A request that awaited another request's KV read would go on
 * inside that request, where its own streams cannot be used (Workers refuses I/O "on behalf
 * of a different request"), and its visitor got a 500.
 */

const PREFIX = 'tag:';
/** Rewritten by every publish after its stamps. */
export const CLOCK_KEY = 'tags:clock';
/** How long an isolate trusts the clock it read, and, while a publish settles, a stamp it read. */
const REMEMBER_MS = 1000;
/**
 * After the clock moved, stamps are trusted for `REMEMBER_MS` only, this long: KV documents up
 * to 60 s for a write to reach every location, and another location may see the new clock
 * before the new stamps.
 */
const SETTLE_MS = 60_000;
/** Longer than anything a stamp can make stale is kept (the CMS cache keeps copies 7 days). */
const KEEP_S = 8 * 24 * 60 * 60;
/** KV's own edge cache of a read; 30 s is the least KV allows. */
const KV_CACHE_TTL_S = 30;
/** KV reads at most this many keys at once. */
const BULK_MAX = 100;

/** A stamp as this isolate knows it: read from KV (or written here) in clock epoch `epoch`. */
type Known = { publishedAt: number; readAt: number; epoch: number };
const known = new Map<Tag, Known>();

/** The clock as last read here; `epoch` counts the moves this isolate has seen. */
let clock: { value: string | null; readAt: number } | undefined;
let epoch = 0;
let settleUntil = 0;

const isTrusted = (entry: Known | undefined, now: number): entry is Known =>
  entry !== undefined && entry.epoch === epoch && (now >= settleUntil || now - entry.readAt < REMEMBER_MS);

/** Records that these tags were published at `at`, here at once and in KV for every location. */
export async function stampTags(kv: KVNamespace, tags: readonly Tag[], at: number): Promise<void> {
  for (const tag of tags) known.set(tag, { publishedAt: Math.max(at, known.get(tag)?.publishedAt ?? 0), readAt: at, epoch });
  await Promise.all(tags.map((tag) => kv.put(`${PREFIX}${tag}`, String(at), { expirationTtl: KEEP_S })));
  // After the stamps: whoever sees this clock reads the stamps above (where KV already shows them).
  await kv.put(CLOCK_KEY, `${at}.${crypto.randomUUID()}`);
}

async function readClock(kv: KVNamespace): Promise<void> {
  let value: string | null;
  try {
    value = await kv.get(CLOCK_KEY, { type: 'text', cacheTtl: KV_CACHE_TTL_S });
  } catch (error) {
    // KV failing must not take pages down: what is known stays served until KV answers again.
    log({ level: 'warn', event: 'publish.clock_read_failed', error: String(error) });
    value = clock ? clock.value : null;
  }
  const now = Date.now();
  if (clock === undefined) {
    // This isolate's first read: a publish of the last minute may still be on its way here.
    const publishedAt = Number(value?.split('.')[0]);
    if (Number.isFinite(publishedAt)) settleUntil = Math.max(settleUntil, publishedAt + SETTLE_MS);
  } else if (value !== clock.value) {
    epoch += 1;
    settleUntil = now + SETTLE_MS;
  }
  clock = { value, readAt: now };
}

async function readStamps(kv: KVNamespace, tags: readonly Tag[]): Promise<void> {
  const readIn = epoch;
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
    const now = Date.now();
    for (const tag of chunk) {
      const read = Number(values.get(`${PREFIX}${tag}`) ?? 0);
      // A stamp written here a moment ago wins over an older one KV's cache still gives.
      const publishedAt = Math.max(Number.isFinite(read) ? read : 0, known.get(tag)?.publishedAt ?? 0);
      known.set(tag, { publishedAt, readAt: now, epoch: readIn });
    }
  }
}

/** Reads the stamps of `tags` this isolate does not trust now. */
async function learnStamps(kv: KVNamespace, tags: readonly Tag[]): Promise<void> {
  const now = Date.now();
  const untrusted = [...new Set(tags)].filter((tag) => !isTrusted(known.get(tag), now));
  if (untrusted.length > 0) await readStamps(kv, untrusted);
}

function anyPublished(since: Iterable<readonly [Tag, number]>): boolean {
  for (const [tag, at] of since) if ((known.get(tag)?.publishedAt ?? 0) > at) return true;
  return false;
}

/**
 * Makes sure this isolate knows the stamps of these tags now: read behind the answer when a page
 * is kept, so that checking it later costs no KV read before its first byte.
 */
export async function learnTags(kv: KVNamespace, tags: Iterable<Tag>): Promise<void> {
  if (clock === undefined || Date.now() - clock.readAt >= REMEMBER_MS) await readClock(kv);
  await learnStamps(kv, [...tags]);
}

async function publishedSinceRead(kv: KVNamespace, since: readonly (readonly [Tag, number])[]): Promise<boolean> {
  await learnTags(
    kv,
    since.map(([tag]) => tag),
  );
  return anyPublished(since);
}

/**
 * Was any tag published after the time given with it (when the answer it came from was
 * fetched)? Synchronous while this isolate trusts its clock and every stamp asked about, so a
 * kept page costs no await and no KV read.
 */
export function publishedSince(kv: KVNamespace, since: Iterable<readonly [Tag, number]>): boolean | Promise<boolean> {
  const now = Date.now();
  if (clock !== undefined && now - clock.readAt < REMEMBER_MS) {
    let trusted = true;
    for (const [tag, at] of since) {
      const entry = known.get(tag);
      if (!isTrusted(entry, now)) {
        trusted = false;
        break;
      }
      if (entry.publishedAt > at) return true;
    }
    if (trusted) return false;
  }
  return publishedSinceRead(kv, [...since]);
}
