import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../scripts/site.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('visits');

const run = promisify(execFile);

describe('redirects CLI against the running site', () => {
  it('serves a rule added to local KV at once, without a restart, and forgets a removed one', async () => {
    const siteUrl = inject('siteUrl');
    const persistTo = inject('persistTo');
    const scratch = mkdtempSync(join(tmpdir(), 'lago-redirects-'));
    const file = join(scratch, 'redirects.json');
    copyFileSync(join(ROOT, 'redirects.json'), file);
    const cli = (...args: string[]) =>
      run(process.execPath, [join(ROOT, 'scripts/redirects.ts'), ...args, '--local', '--persist-to', persistTo, '--file', file], {
        cwd: ROOT,
      });
    try {
      const before = await fetch(`${siteUrl}/nl/oude-folder-2019`, { redirect: 'manual' });
      expect(before.status).toBe(404);

      await cli('add', 'nl', '/nl/oude-folder-2019', '/nl/brochure');
      const after = await fetch(`${siteUrl}/nl/oude-folder-2019`, { redirect: 'manual' });
      expect(after.status).toBe(301);
      expect(after.headers.get('location')).toBe('/nl/brochure');

      await cli('rm', 'nl', '/nl/oude-folder-2019');
      // KV reads are edge-cached for a while in production; locally a removal shows at once.
      const removed = await fetch(`${siteUrl}/nl/oude-folder-2019`, { redirect: 'manual' });
      expect(removed.status).toBe(404);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
