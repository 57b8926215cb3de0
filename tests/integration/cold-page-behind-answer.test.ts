import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../shared/cms/index.ts';
import { CmsClient } from '../../worker/cms/client.ts';
import { Content } from '../../worker/cms/content.ts';
import { createCachedSource, FRESH_MS } from '../../worker/cms/edge-cache.ts';
import { writesBehindAnswer } from '../../worker/cms/open-content.ts';
import { DEMO } from './fetch.ts';

/**
 * What a visitor's page leaves until it is answered (cms/open-content.ts `writesBehindAnswer`):
 * on a cold page, work the answer does not need would take the thread from its render.
 */

async function cmsRequests(target: string): Promise<number> {
  const counts = (await (await fetch(`${DEMO}/__requests/cms`)).json()) as Record<string, number>;
  return counts[target] ?? 0;
}

/** The cache tiers as a visitor's request opens them: writes and refreshes held until `flush`. */
async function visitorTiers(name: string) {
  let clock = 1_000_000;
  const pending: Promise<unknown>[] = [];
  const waitUntil = (promise: Promise<unknown>) => {
    pending.push(promise);
  };
  const client = new CmsClient({ baseUrl: `${DEMO}/cms`, timeoutMs: 1000 });
  let behind = writesBehindAnswer(waitUntil);
  const source = createCachedSource({
    origin: (url) => client.getJson(url),
    cache: await caches.open(`behind-${name}`),
    kv: env.CONTENT,
    waitUntil,
    now: () => clock,
    store: (write) => behind.store(write),
  });
  return {
    content: () => new Content(client, source),
    /** The page is answered: what it held starts. */
    answered: () => behind.flush(),
    /** The next visitor's request. */
    nextRequest: () => {
      behind = writesBehindAnswer(waitUntil);
    },
    advance: (ms: number) => {
      clock += ms;
    },
    settle: async () => {
      while (pending.length > 0) await Promise.all(pending.splice(0));
    },
  };
}

const TARGET = '/it/page?slug=prezzi&_case=behind';
const read = (content: Content) => content.list('it', 'page', pageSchema, { slug: 'prezzi', _case: 'behind' }).then((pages) => pages[0]);

describe("a visitor's page", () => {
  it('asks the CMS again for a stale answer only once the page is answered, and serves the stale copy meanwhile', async () => {
    const tiers = await visitorTiers('stale');
    const before = await cmsRequests(TARGET);
    expect((await read(tiers.content()))?.slug).toBe('prezzi');
    tiers.answered();
    await tiers.settle();
    expect(await cmsRequests(TARGET)).toBe(before + 1);

    tiers.nextRequest();
    tiers.advance(FRESH_MS + 1);
    expect((await read(tiers.content()))?.slug).toBe('prezzi');
    // Time for a refresh started at once to reach the stand-in (it did before this change).
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await cmsRequests(TARGET)).toBe(before + 1);

    tiers.answered();
    await tiers.settle();
    expect(await cmsRequests(TARGET)).toBe(before + 2);
  });
});
