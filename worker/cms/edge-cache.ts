import { log } from '../log.ts';
import { publishedSince } from './tag-stamps.ts';
import { tagsOf } from './cache-tags.ts';
import type { CmsResult } from './client.ts';

/** How long a CMS answer is served without asking the CMS again (docs/architecture.md "Content and caching"). */
export const FRESH_MS = 60_000;
/** How long the Cache API may keep an answer: stale copies are still worth serving. */
const CACHE_KEEP_S = 7 * 24 * 60 * 60;
/** Last-known-good copies in KV outlive any CMS outage we would sit out (exported for worker/publish/refresh-copies.ts). */
export const KV_KEEP_S = 90 * 24 * 60 * 60;

/** Decides whether a body may be cached: only what parses is worth keeping. */
export type Accept = (body: unknown) => boolean;

type CachedSourceOptions = {
  origin: (url: string) => Promise<CmsResult>;
  cache: Cache;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  /**
   * Starts the writes of a new answer into both tiers, and the refresh of a stale one; by default
   * at once (behind the answer through `waitUntil`). A visitor's request passes one that holds
   * them until its page is answered (cms/open-content.ts): on a cold page they would take the
   * thread from the render.
   */
  store?: (write: () => Promise<unknown>) => void;
  now?: () => number;
  /**
   * A page being rendered again because its cached HTML went stale: a stale answer is
   * refreshed before it is used (the visitor already got the stale page), not behind it.
   */
  revalidate?: boolean;
};

/** A copy as both tiers keep it (exported for worker/publish/refresh-copies.ts). */
export type Stored = { body: unknown; fetchedAt: number; status?: 404 };

const FETCHED_AT = 'x-fetched-at';

/** Refreshes under way in this isolate, so a stale entry triggers one refresh, not one per request. */
const refreshing = new Map<string, Promise<unknown>>();

/** Copies are keyed by path and query only, so a moved CMS host keeps its copies. */
function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

function cacheKey(url: string): Request {
  return new Request(`https://cms-cache.internal${pathOf(url)}`, { method: 'GET' });
}

/** Exported for worker/publish/refresh-copies.ts, which rewrites the copies a publish changed. */
export function kvKey(url: string): string {
  return `cms:${pathOf(url)}`;
}

async function readCache(cache: Cache, url: string): Promise<Stored | undefined> {
  const hit = await cache.match(cacheKey(url));
  if (!hit) return undefined;
  const fetchedAt = Number(hit.headers.get(FETCHED_AT));
  const body = await hit.json().catch(() => undefined);
  if (!Number.isFinite(fetchedAt) || body === undefined) return undefined;
  return { body, fetchedAt, status: hit.status === 404 ? 404 : undefined };
}

function writeCache(cache: Cache, url: string, stored: Stored): Promise<void> {
  const response = new Response(JSON.stringify(stored.body), {
    status: stored.status ?? 200,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': `public, max-age=${CACHE_KEEP_S}`,
      [FETCHED_AT]: String(stored.fetchedAt),
    },
  });
  return cache.put(cacheKey(url), response);
}

async function readKv(kv: KVNamespace, url: string): Promise<Stored | undefined> {
  try {
    return (await kv.get<Stored>(kvKey(url), { type: 'json' })) ?? undefined;
  } catch (error) {
    log({ level: 'warn', event: 'cms.kv_read_failed', url, error: String(error) });
    return undefined;
  }
}

function toResult(stored: Stored): CmsResult {
  return stored.status === 404
    ? { ok: false, status: 404, fetchedAt: stored.fetchedAt }
    : { ok: true, body: stored.body, fetchedAt: stored.fetchedAt };
}

/**
 * The CMS behind two tiers (docs/architecture.md "Content and caching"): the Cache API of this
 * location, fresh for 60 s and then served stale while one background refresh runs; and a
 * last-known-good copy in KV for when the CMS fails or is slow and the cache has nothing.
 * The Workers cache does not do stale-while-revalidate itself, so this does.
 */
export function createCachedSource(options: CachedSourceOptions) {
  const now = options.now ?? Date.now;
  const store = options.store ?? ((write: () => Promise<unknown>) => options.waitUntil(write()));

  /** Asks the CMS; keeps a good answer in both tiers. Undefined when the CMS failed. */
  async function fetchAndStore(url: string, accept: Accept): Promise<Stored | undefined> {
    const result = await options.origin(url);
    if (result.ok && accept(result.body)) {
      const stored: Stored = { body: result.body, fetchedAt: now() };
      store(() =>
        Promise.all([
          writeCache(options.cache, url, stored),
          options.kv.put(kvKey(url), JSON.stringify(stored), { expirationTtl: KV_KEEP_S }),
        ]).catch((error) => log({ level: 'warn', event: 'cms.store_failed', url, error: String(error) })),
      );
      return stored;
    }
    if (!result.ok && result.status === 404) {
      // "No such item" is an answer too: remembered briefly, never as last-known-good.
      const stored: Stored = { body: null, fetchedAt: now(), status: 404 };
      store(() => writeCache(options.cache, url, stored).catch(() => {}));
      return stored;
    }
    if (result.ok) log({ level: 'warn', event: 'cms.rejected', url, reason: 'body does not match its schema' });
    return undefined;
  }

  /**
   * Asks the CMS again for a stale answer, started where the writes start (behind a visitor's
   * answer): its answer arrives while the page is still being made, and parsing it then would
   * take the thread from the page that was served the stale copy.
   */
  function refreshInBackground(url: string, accept: Accept): void {
    if (refreshing.has(url)) return;
    let start: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      start = resolve;
    });
    const refresh = started
      .then(() => fetchAndStore(url, accept))
      .then((stored) => {
        if (!stored) log({ level: 'warn', event: 'cms.refresh_failed', url, served: 'stale' });
      })
      .finally(() => refreshing.delete(url));
    refreshing.set(url, refresh);
    options.waitUntil(refresh);
    store(() => {
      start();
      return refresh;
    });
  }

  /**
   * Asked for by a visitor's request, which may be answered before the answer arrives (a detail
   * page's other languages are asked for beside its item, and a missing item ends the page
   * first): the request stays open until it is stored, so the next one finds it in the cache.
   */
  function fetchForRequest(url: string, accept: Accept): Promise<Stored | undefined> {
    const pending = fetchAndStore(url, accept);
    options.waitUntil(pending.catch(() => {}));
    return pending;
  }

  return async function cachedSource(url: string, accept: Accept): Promise<CmsResult> {
    // What is in the cache passed `accept` when it was stored: no second check per hit.
    const cached = await readCache(options.cache, url).catch(() => undefined);
    // Published since it was fetched (docs/product.md "Publishing"): asked for again now.
    if (
      cached &&
      (await publishedSince(
        options.kv,
        tagsOf(url, cached.body).map((tag) => [tag, cached.fetchedAt]),
      ))
    ) {
      const fresh = await fetchForRequest(url, accept);
      if (fresh) return toResult(fresh);
      // The webhook refreshed the last-known-good copy: an outage now still shows what was published.
      const kept = await readKv(options.kv, url);
      return toResult(kept && accept(kept.body) ? kept : cached);
    }
    if (cached) {
      if (now() - cached.fetchedAt < FRESH_MS) return toResult(cached);
      if (!options.revalidate) {
        refreshInBackground(url, accept);
        return toResult(cached);
      }
      return toResult((await fetchForRequest(url, accept)) ?? cached);
    }
    const fresh = await fetchForRequest(url, accept);
    if (fresh) return toResult(fresh);
    const lastKnownGood = await readKv(options.kv, url);
    if (lastKnownGood && accept(lastKnownGood.body)) {
      log({ level: 'warn', event: 'cms.served_last_known_good', url, fetchedAt: new Date(lastKnownGood.fetchedAt).toISOString() });
      options.waitUntil(writeCache(options.cache, url, lastKnownGood).catch(() => {}));
      return toResult(lastKnownGood);
    }
    log({ level: 'error', event: 'cms.unavailable', url });
    return { ok: false, status: 'network' };
  };
}
