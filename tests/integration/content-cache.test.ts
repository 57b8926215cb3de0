import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../shared/cms/index.ts';
import { CmsClient } from '../../worker/cms/client.ts';
import { Content } from '../../worker/cms/content.ts';
import { createCachedSource, FRESH_MS } from '../../worker/cms/edge-cache.ts';
import { DEMO, get } from './fetch.ts';

/** Requests the CMS stand-in has answered for one path (and query). */
async function cmsRequests(target: string): Promise<number> {
  const counts = (await (await fetch(`${DEMO}/__requests/cms`)).json()) as Record<string, number>;
  return counts[target] ?? 0;
}

async function setFault(mode: 'ok' | 'fail' | 'slow' | 'malformed', match: string, delayMs = 0) {
  await fetch(`${DEMO}/__faults/cms?mode=${mode}&match=${encodeURIComponent(match)}&delayMs=${delayMs}`, { method: 'POST' });
}

/** The cache tiers around a CMS client, with a clock the test moves by hand. */
async function harness(name: string, baseUrl = `${DEMO}/cms`, timeoutMs = 1000) {
  let clock = 1_000_000;
  const pending: Promise<unknown>[] = [];
  const client = new CmsClient({ baseUrl, timeoutMs });
  const source = createCachedSource({
    origin: (url) => client.getJson(url),
    cache: await caches.open(`test-${name}`),
    kv: env.CONTENT,
    waitUntil: (promise) => pending.push(promise),
    now: () => clock,
  });
  return {
    /** A new reader, as a new request would have. */
    content: () => new Content(client, source),
    advance: (ms: number) => {
      clock += ms;
    },
    settle: async () => {
      while (pending.length > 0) await Promise.all(pending.splice(0));
    },
  };
}

/** A page through a list query whose `_case` makes the URL this test's own. */
function readPage(content: Content, slug: string, testCase: string) {
  return content.list('it', 'page', pageSchema, { slug, _case: testCase }).then((pages) => pages[0] ?? null);
}

const target = (slug: string, testCase: string) => `/it/page?slug=${slug}&_case=${testCase}`;

describe('two-tier CMS cache', () => {
  it('answers a second read from the cache without asking the CMS', async () => {
    const tiers = await harness('hit');
    const before = await cmsRequests(target('chi-siamo', 'hit'));
    expect((await readPage(tiers.content(), 'chi-siamo', 'hit'))?.slug).toBe('chi-siamo');
    await tiers.settle();
    tiers.advance(FRESH_MS - 1);
    expect((await readPage(tiers.content(), 'chi-siamo', 'hit'))?.slug).toBe('chi-siamo');
    expect(await cmsRequests(target('chi-siamo', 'hit'))).toBe(before + 1);
  });

  it('serves a stale copy at once and refreshes it exactly once in the background', async () => {
    const tiers = await harness('stale');
    const before = await cmsRequests(target('prezzi', 'stale'));
    await readPage(tiers.content(), 'prezzi', 'stale');
    await tiers.settle();
    expect(await cmsRequests(target('prezzi', 'stale'))).toBe(before + 1);

    tiers.advance(FRESH_MS + 1);
    await setFault('slow', '_case=stale', 400);
    const started = performance.now();
    const reads = await Promise.all(Array.from({ length: 5 }, () => readPage(tiers.content(), 'prezzi', 'stale')));
    expect(performance.now() - started).toBeLessThan(300);
    expect(reads.every((page) => page?.slug === 'prezzi')).toBe(true);
    await tiers.settle();
    await setFault('ok', '_case=stale');
    expect(await cmsRequests(target('prezzi', 'stale'))).toBe(before + 2);
  });

  it('serves the last good copy from KV when the CMS fails and the cache is empty', async () => {
    const warm = await harness('kv-warm');
    const good = await readPage(warm.content(), 'regolamento', 'kv');
    await warm.settle();
    await setFault('fail', '_case=kv');
    const cold = await harness('kv-cold');
    expect(await readPage(cold.content(), 'regolamento', 'kv')).toEqual(good);
    await setFault('ok', '_case=kv');
  });

  it('serves the last good copy when the CMS is slower than its timeout', async () => {
    const warm = await harness('timeout-warm');
    const good = await readPage(warm.content(), 'privacy', 'timeout');
    await warm.settle();
    await setFault('slow', '_case=timeout', 1500);
    const cold = await harness('timeout-cold', `${DEMO}/cms`, 300);
    const started = performance.now();
    expect(await readPage(cold.content(), 'privacy', 'timeout')).toEqual(good);
    expect(performance.now() - started).toBeLessThan(1200);
    await setFault('ok', '_case=timeout');
  });

  it('rejects malformed JSON, keeps serving the last good copy and never stores the bad one', async () => {
    const warm = await harness('malformed-warm');
    const good = await readPage(warm.content(), 'faq', 'malformed');
    await warm.settle();
    await setFault('malformed', '_case=malformed');
    const cold = await harness('malformed-cold');
    expect(await readPage(cold.content(), 'faq', 'malformed')).toEqual(good);
    await cold.settle();
    const stored = await env.CONTENT.get<{ body: { data: unknown[] } }>(`cms:/cms${target('faq', 'malformed')}`, { type: 'json' });
    expect(stored?.body.data[0]).toMatchObject({ slug: 'faq' });
    await setFault('ok', '_case=malformed');
  });

  it('serves the last good copy when the CMS host does not answer at all', async () => {
    const warm = await harness('down-warm');
    const good = await readPage(warm.content(), 'sostenibilita', 'down');
    await warm.settle();
    // Nothing listens on port 9: the connection is refused, as with a stopped CMS.
    const down = await harness('down-cold', 'http://127.0.0.1:9/cms');
    expect(await readPage(down.content(), 'sostenibilita', 'down')).toEqual(good);
  });

  it('gives nothing, and says so in the log, for content never seen while the CMS is down', async () => {
    const down = await harness('never-seen', 'http://127.0.0.1:9/cms');
    expect(await down.content().item('it', 'page', 'never-fetched-before', pageSchema)).toBeNull();
    expect(await down.content().list('it', 'post', pageSchema)).toEqual([]);
  });
});

describe('pages over the cache', () => {
  it('renders a page the second time without a request to the CMS', async () => {
    const target = '/it/page/recensioni';
    expect((await get('/recensioni')).status).toBe(200);
    const afterFirst = await cmsRequests(target);
    expect((await get('/recensioni')).status).toBe(200);
    expect(await cmsRequests(target)).toBe(afterFirst);
  });

  it('still renders a visited page when the CMS fails and this location has lost its cache', async () => {
    expect((await get('/de/agb')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await setFault('fail', '/de/');
    const cache = await caches.open('cms');
    for (const path of ['/cms/de/page/condizioni-generali', '/cms/de/company/default']) {
      expect(await cache.delete(new Request(`https://cms-cache.internal${path}`))).toBe(true);
    }
    const response = await get('/de/agb');
    await setFault('ok', '/de/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="de"');
  });
});
