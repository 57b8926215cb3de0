import { env } from 'cloudflare:workers';
import { afterAll, beforeAll } from 'vitest';

/** Each integration file waits for its turn (tests/support/turns.ts) before its own hooks run. */
const TURNS = (env as unknown as { TEST_TURNS_URL: string }).TEST_TURNS_URL;
const id = crypto.randomUUID();
/** Longer than every other integration file together. */
const WAIT_MS = 20 * 60_000;

beforeAll(async () => {
  for (;;) {
    const response = await fetch(`${TURNS}/take?id=${id}`, { method: 'POST' });
    await response.arrayBuffer();
    if (response.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, WAIT_MS);

afterAll(async () => {
  await (await fetch(`${TURNS}/give?id=${id}`, { method: 'POST' })).arrayBuffer();
});
