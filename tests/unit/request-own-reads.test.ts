import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Workers runs each request in its own context and refuses one request's I/O to another: a
 * request that awaits a read another request started goes on inside that request, where its own
 * streams are refused ("Cannot perform I/O on behalf of a different request"), and its visitor
 * gets a 500. Under twelve visitors at once the site as `npm start` runs it answered 144 of 4,651
 * requests that way in 150 s. So what the isolate keeps between requests are values, and a
 * request that finds one missing reads it itself. Here two requests arrive while the first read
 * is still under way: each must have made its own.
 */

/** Reads that answer only when told to, counted. */
function heldReads<T>(answer: () => T) {
  const pending: (() => void)[] = [];
  let count = 0;
  const read = () => {
    count += 1;
    return new Promise<T>((resolve) => pending.push(() => resolve(answer())));
  };
  return {
    read,
    get count() {
      return count;
    },
    releaseAll: () => {
      for (const release of pending.splice(0)) release();
    },
  };
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  // Each case starts from a new isolate's module state (the unit files share their modules).
  vi.resetModules();
});

describe('each request makes its own reads', () => {
  it('of the publish clock and of the stamps (worker/cms/tag-stamps.ts)', async () => {
    const { learnTags } = await import('../../worker/cms/tag-stamps.ts');
    const clock = heldReads(() => '1700000000000.x');
    const stamps = heldReads(() => new Map([['tag:post:it:a', '1']]));
    const kv = {
      get: (key: string | string[]) => (Array.isArray(key) ? stamps.read() : clock.read()),
      put: async () => {},
    } as unknown as Parameters<typeof learnTags>[0];

    const first = learnTags(kv, ['post:it:a']);
    const second = learnTags(kv, ['post:it:a']);
    await nextTurn();
    expect(clock.count, 'clock reads before either answered').toBe(2);
    clock.releaseAll();
    await nextTurn();
    expect(stamps.count, 'stamp reads before either answered').toBe(2);
    stamps.releaseAll();
    await Promise.all([first, second]);
  });

  it('of the asset manifest (worker/render/assets.ts)', async () => {
    const { assetTags } = await import('../../worker/render/assets.ts');
    const manifest = { 'client/entry.ts': { file: 'assets/entry-1.js', css: ['assets/entry-1.css'], isEntry: true } };
    const reads = heldReads(() => Response.json(manifest));
    const assets = { fetch: reads.read } as unknown as Parameters<typeof assetTags>[0];

    const answers = Promise.all([assetTags(assets), assetTags(assets)]);
    await nextTurn();
    expect(reads.count).toBe(2);
    reads.releaseAll();
    for (const tags of await answers) expect(tags.scripts).toEqual(['/assets/entry-1.js']);
    // Once read, the value is kept: no third read.
    expect((await assetTags(assets)).styles).toEqual(['/assets/entry-1.css']);
    expect(reads.count).toBe(2);
  });
});
