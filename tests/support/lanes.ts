import { mkdir, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * The browser files run side by side against the one site the suite starts. Two kinds take a
 * lane, which runs one file at a time:
 * - `sweeps` load every page type or every page (crawl, axe, console): each keeps Chromium busy
 *   with pages in parallel already, so two of them at once would only slow both (a file that
 *   times the site's answer, publish → live, takes this lane too, not to queue behind them);
 * - `visits` send forms, read or reset the stand-ins' request logs, or change the local KV and
 *   D1 (the forms, consent, booking path, the CLIs and the 404 monitor), so they must not
 *   overlap each other.
 * Every other browser file only reads the site in its own browser, and takes no lane.
 * A file waits for its lane before its own hooks run. The lock is a directory, which `mkdir`
 * creates atomically across the suite's worker processes.
 */
export type Lane = 'sweeps' | 'visits';

/** Longer than any lane's whole queue: a file may wait for every other file of its lane. */
const WAIT_MS = 20 * 60_000;

export function runInLane(lane: Lane): void {
  let held = false;
  const lock = () => join(inject('lanesDir'), lane);
  beforeAll(async () => {
    for (;;) {
      try {
        await mkdir(lock());
        held = true;
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }, WAIT_MS);
  afterAll(async () => {
    if (held) await rmdir(lock());
  });
}
