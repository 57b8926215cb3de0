import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../scripts/site.ts';
import { validateRedirects } from '../../shared/redirects/validate.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('visits');

const run = promisify(execFile);

/**
 * `add` and `rm` against the KV the running site reads: the rule is in the file and served as
 * soon as the site reads its table again (REDIRECT_TABLE_FRESH_S, 1 s locally), then gone from both. (The other commands are run in tests/unit/redirects-cli.test.ts,
 * against Miniflare's KV and D1.)
 */
describe('redirects CLI against the running site', () => {
  it('adds a rule to the file and to local KV, served within seconds without a restart, and removes it from both', async () => {
    const siteUrl = inject('siteUrl');
    const persistTo = inject('persistTo');
    const scratch = mkdtempSync(join(tmpdir(), 'lago-redirects-'));
    const file = join(scratch, 'redirects.json');
    copyFileSync(join(ROOT, 'redirects.json'), file);
    // As ops run it: through npm, wrangler writing the KV the site reads.
    const cli = (...args: string[]) =>
      run('npm', ['run', '-s', 'redirects', '--', ...args, '--local', '--persist-to', persistTo, '--file', file], { cwd: ROOT });
    const rules = () => validateRedirects(JSON.parse(readFileSync(file, 'utf8'))).rules;
    const has = () => rules().some((rule) => rule.locale === 'nl' && rule.from === '/nl/oude-folder-2019' && rule.to === '/nl/brochure');
    try {
      const count = rules().length;
      const before = await fetch(`${siteUrl}/nl/oude-folder-2019`, { redirect: 'manual' });
      expect(before.status).toBe(404);

      await cli('add', 'nl', '/nl/oude-folder-2019', '/nl/brochure');
      expect(rules()).toHaveLength(count + 1);
      expect(has()).toBe(true);
      const answer = () => fetch(`${siteUrl}/nl/oude-folder-2019`, { redirect: 'manual' });
      // The first request after the write may still be answered from the table read before it.
      await expect.poll(async () => (await answer()).status, { timeout: 15_000, interval: 500 }).toBe(301);
      expect((await answer()).headers.get('location')).toBe('/nl/brochure');

      await cli('rm', 'nl', '/nl/oude-folder-2019');
      expect(rules()).toHaveLength(count);
      expect(has()).toBe(false);
      // In production a removal shows within a minute (the table's and KV's own delay); locally within seconds.
      await expect.poll(async () => (await answer()).status, { timeout: 15_000, interval: 500 }).toBe(404);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
