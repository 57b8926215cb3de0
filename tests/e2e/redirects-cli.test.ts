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
 * `add` and `rm` against the KV the running site reads: the rule is in the file and served at
 * once, then gone from both. (The other commands are run in tests/unit/redirects-cli.test.ts.)
 */
describe('redirects CLI against the running site', () => {
  it('adds a rule to the file and to local KV, served at once without a restart, and removes it from both', async () => {
    const siteUrl = inject('siteUrl');
    const persistTo = inject('persistTo');
    const scratch = mkdtempSync(join(tmpdir(), 'lago-redirects-'));
    const file = join(scratch, 'redirects.json');
    copyFileSync(join(ROOT, 'redirects.json'), file);
    const cli = (...args: string[]) =>
      run(process.execPath, [join(ROOT, 'scripts/redirects.ts'), ...args, '--local', '--persist-to', persistTo, '--file', file], {
        cwd: ROOT,
      });
    const rules = () => validateRedirects(JSON.parse(readFileSync(file, 'utf8'))).rules;
    const has = () => rules().some((rule) => rule.locale === 'nl' && rule.from === '/nl/oude-folder-2019' && rule.to === '/nl/brochure');
    try {
      const count = rules().length;
      const before = await fetch(`${siteUrl}/nl/oude-folder-2019`, { redirect: 'manual' });
      expect(before.status).toBe(404);

      await cli('add', 'nl', '/nl/oude-folder-2019', '/nl/brochure');
      expect(rules()).toHaveLength(count + 1);
      expect(has()).toBe(true);
      const after = await fetch(`${siteUrl}/nl/oude-folder-2019`, { redirect: 'manual' });
      expect(after.status).toBe(301);
      expect(after.headers.get('location')).toBe('/nl/brochure');

      await cli('rm', 'nl', '/nl/oude-folder-2019');
      expect(rules()).toHaveLength(count);
      expect(has()).toBe(false);
      // KV reads are edge-cached for a while in production; locally a removal shows at once.
      const removed = await fetch(`${siteUrl}/nl/oude-folder-2019`, { redirect: 'manual' });
      expect(removed.status).toBe(404);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
