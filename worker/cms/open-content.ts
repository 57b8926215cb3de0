import type { Config } from '../config.ts';
import { CmsClient } from './client.ts';
import { type CmsSource, Content } from './content.ts';
import { createCachedSource } from './edge-cache.ts';

/** The Cache API store of CMS answers, opened by each request for itself (an open shared between requests is I/O one request would await for another). */
const openCmsCache = (): Promise<Cache> => caches.open('cms');

type ContentOptions = {
  config: Config;
  /** Last-known-good copies of CMS answers. */
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  /** A stale kept page rendered again behind its answer: stale CMS answers are fetched again first. */
  revalidate?: boolean;
  /** Where the writes of new answers go (edge-cache.ts `store`); at once unless said. */
  store?: (write: () => Promise<unknown>) => void;
};

/** How long after a page's answer the writes it held back start: its bytes are on their way first. */
const WRITE_AFTER_MS = 5;

/**
 * Work held until `flush` (the page is answered), then started behind the answer; work asked for
 * after that (a refresh finishing late) starts at once. On this runtime the platform's storage
 * (Cache API, KV) is answered in the worker's own thread, and in production it is I/O the page
 * does not wait for: either way, not before the first byte.
 */
export function writesBehindAnswer(waitUntil: (promise: Promise<unknown>) => void): {
  store: (write: () => Promise<unknown>) => void;
  flush: () => void;
} {
  let held: (() => Promise<unknown>)[] | undefined = [];
  return {
    store: (write) => {
      if (held) held.push(write);
      else waitUntil(write());
    },
    flush: () => {
      const writes = held ?? [];
      held = undefined;
      if (writes.length === 0) return;
      waitUntil(new Promise((resolve) => setTimeout(resolve, WRITE_AFTER_MS)).then(() => Promise.all(writes.map((write) => write()))));
    },
  };
}

/**
 * One typed content reader over the two-tier edge cache, so a URL asked for twice is fetched
 * once and a cached one not at all: one per request (middleware/content.ts), and one per
 * render of a stale kept page (screens/page-cache.ts).
 */
export async function openContent(options: ContentOptions): Promise<Content> {
  const { client, source } = await openSource(options);
  return new Content(client, source);
}

/** The CMS client and the cached source under a content reader (a draft preview wraps the source: middleware/preview.ts). */
export async function openSource({
  config,
  kv,
  waitUntil,
  revalidate = false,
  store,
}: ContentOptions): Promise<{ client: CmsClient; source: CmsSource }> {
  const client = new CmsClient({ baseUrl: config.CMS_BASE_URL, timeoutMs: config.CMS_TIMEOUT_MS });
  const source = createCachedSource({
    origin: (url) => client.getJson(url),
    cache: await openCmsCache(),
    kv,
    waitUntil,
    revalidate,
    store,
  });
  return { client, source };
}
