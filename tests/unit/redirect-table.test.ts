import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRule, ruleInTable, TABLE_FRESH_MS } from '../../worker/redirects/lookup.ts';

/**
 * The redirect table as an isolate keeps it (worker/redirects/lookup.ts): read whole with one
 * KV list, answered from memory, read again behind an answer once a minute old; a request that
 * finds another's read under way reads its own keys. KV here is a stand-in that counts its reads.
 */

type Stored = { value: string; metadata?: { to: string } };
/** The KV binding's type (the Workers types are not loaded in Node's tests). */
type Kv = Parameters<typeof findRule>[0];

function fakeKv(initial: Record<string, Stored>) {
  const keys = new Map(Object.entries(initial));
  const reads: string[] = [];
  let held: (() => void) | undefined;
  const kv = {
    async list() {
      reads.push('list');
      if (held === undefined) await new Promise<void>((resolve) => setTimeout(resolve, 0));
      else await new Promise<void>((resolve) => (held = resolve));
      return { list_complete: true, keys: [...keys].map(([name, { metadata }]) => ({ name, metadata })) };
    },
    async get(key: string | string[]) {
      if (Array.isArray(key)) {
        reads.push(`get ${key.length} keys`);
        return new Map(key.map((name) => [name, keys.get(name)?.value ?? null]));
      }
      reads.push(`get ${key}`);
      return keys.get(key)?.value ?? null;
    },
  };
  return {
    kv: kv as unknown as Kv,
    reads,
    put: (key: string, stored: Stored) => keys.set(key, stored),
    /** The next list answers only when `release` is called. */
    holdNextList: () => {
      held = () => {};
    },
    release: () => {
      held?.();
      held = undefined;
    },
  };
}

/** Work started behind an answer, run when the test says. */
function behindAnswers() {
  const work: (() => Promise<unknown>)[] = [];
  return { behind: (next: () => Promise<unknown>) => work.push(next), run: () => Promise.all(work.splice(0).map((next) => next())) };
}

const RULES: Record<string, Stored> = {
  'en:/en/offers': { value: '/en/special-offers', metadata: { to: '/en/special-offers' } },
  // Written before the targets were kept as metadata: read by its value.
  'it:/sistemazioni.html': { value: '/sistemazioni' },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the redirect table an isolate keeps', () => {
  it('is read whole, one list and one bulk read for keys without metadata, then answered with no read', async () => {
    const { kv, reads } = fakeKv(RULES);
    const { behind } = behindAnswers();
    expect(ruleInTable(kv, '/en/offers', behind)).toBeUndefined();
    expect(await findRule(kv, '/en/offers/', behind)).toEqual({ target: '/en/special-offers', key: 'en:/en/offers' });
    expect(reads).toEqual(['list', 'get 1 keys']);
    expect(ruleInTable(kv, '/sistemazioni.html', behind)).toEqual({ target: '/sistemazioni', key: 'it:/sistemazioni.html' });
    expect(ruleInTable(kv, '/EN/Offers/index.html', behind)?.target).toBe('/en/special-offers');
    expect(ruleInTable(kv, '/pagina-che-non-esiste', behind)).toBeNull();
    expect(await findRule(kv, '/wp-login.php', behind)).toBeNull();
    expect(reads).toHaveLength(2);
  });

  it('takes a rule added to KV once the table is a minute old: read again behind an answer, which the old table gave', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { kv, reads, put } = fakeKv(RULES);
    const { behind, run } = behindAnswers();
    await findRule(kv, '/en/offers', behind);
    put('nl:/nl/oud', { value: '/nl/voorzieningen', metadata: { to: '/nl/voorzieningen' } });
    vi.advanceTimersByTime(TABLE_FRESH_MS - 1000);
    expect(ruleInTable(kv, '/nl/oud', behind)).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(ruleInTable(kv, '/nl/oud', behind), 'answered from the table it has').toBeNull();
    expect(ruleInTable(kv, '/nl/oud', behind), 'one read again, not one per request').toBeNull();
    await run();
    expect(reads.filter((read) => read === 'list')).toHaveLength(2);
    expect(ruleInTable(kv, '/nl/oud', behind)).toEqual({ target: '/nl/voorzieningen', key: 'nl:/nl/oud' });
  });

  it('lets a request that finds the first read under way read its own keys rather than wait for it', async () => {
    const { kv, reads, holdNextList, release } = fakeKv(RULES);
    const { behind } = behindAnswers();
    holdNextList();
    const first = findRule(kv, '/en/offers', behind);
    const second = await findRule(kv, '/en/offers', behind);
    expect(second?.target).toBe('/en/special-offers');
    expect(reads).toEqual(['list', 'get en:/en/offers']);
    release();
    expect((await first)?.target).toBe('/en/special-offers');
  });

  it('never answers a target that is not a page of this site', async () => {
    const { kv } = fakeKv({ 'it:/vecchio': { value: '//evil.example', metadata: { to: '//evil.example' } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await findRule(kv, '/vecchio', behindAnswers().behind)).toBeNull();
    expect(log.mock.calls.join('\n')).toContain('redirect.bad_target');
    log.mockRestore();
  });

  it('answers no rule while KV cannot be read, and reads the table again later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { kv: working, reads } = fakeKv(RULES);
    let failing = true;
    const kv = {
      list: () => (failing ? Promise.reject(new Error('KV LIST failed: 503')) : working.list()),
      get: (key: string) => (failing ? Promise.reject(new Error('KV GET failed: 503')) : working.get(key)),
    } as unknown as Kv;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { behind } = behindAnswers();
    expect(await findRule(kv, '/en/offers', behind)).toBeNull();
    expect(log.mock.calls.join('\n')).toContain('redirect.kv_failed');
    failing = false;
    // Soon after, each request reads its own keys; a little later the table is read again.
    expect((await findRule(kv, '/en/offers', behind))?.target).toBe('/en/special-offers');
    vi.advanceTimersByTime(10_000);
    expect((await findRule(kv, '/en/offers', behind))?.target).toBe('/en/special-offers');
    expect(reads).toEqual(['get en:/en/offers', 'list', 'get 1 keys']);
    log.mockRestore();
  });
});
