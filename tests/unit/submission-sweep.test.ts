import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageLifetimeMs, QUEUE_MAX_RETRIES } from '../../worker/forms/deliveries.ts';

const ROOT = join(import.meta.dirname, '../..');
const wrangler = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');

/** `max_retries` of each consumer block of wrangler.toml, by queue, top level and `[env.dev]` apart. */
function maxRetries(): { production: number[]; dev: number[] } {
  const found = { production: [] as number[], dev: [] as number[] };
  for (const block of wrangler.split(/^\[\[/m).slice(1)) {
    const retries = /^max_retries = (\d+)$/m.exec(block)?.[1];
    if (!/^(env\.dev\.)?queues\.consumers\]\]/.test(block) || retries === undefined) continue;
    (block.startsWith('env.dev.') ? found.dev : found.production).push(Number(retries));
  }
  return found;
}

/**
 * The cron takes a `queued` submission as lost once its message should have ended
 * (worker/forms/deliveries.ts): the bound must outlast every retry the queue can make.
 */
describe('the lifetime of a queue message', () => {
  it(`knows the delivery consumer's max_retries (${QUEUE_MAX_RETRIES}); no consumer retries more`, () => {
    const { production, dev } = maxRetries();
    expect(production).toEqual([QUEUE_MAX_RETRIES]);
    expect(dev.length).toBeGreaterThan(0);
    for (const retries of dev) expect(retries).toBeLessThanOrEqual(QUEUE_MAX_RETRIES);
  });

  it('outlasts the whole retry schedule, twice over, in production and in the local stack', () => {
    const base = Number(/^DELIVERY_RETRY_BASE_S = "(\d+)"$/m.exec(wrangler)?.[1]);
    expect(base).toBe(30);
    // 30 s doubling over six retries: 30 + 60 + … + 960 s.
    const schedule = 30 * (2 ** QUEUE_MAX_RETRIES - 1);
    expect(messageLifetimeMs(base)).toBeGreaterThanOrEqual(2 * schedule * 1000);
    // Still within a few cron runs: a lost message waits hours, not days.
    expect(messageLifetimeMs(base)).toBeLessThan(3 * 3600 * 1000);
    // The local stack's 1 s base: a quarter of an hour and a bit.
    expect(messageLifetimeMs(1)).toBeGreaterThan(15 * 60 * 1000);
  });
});
