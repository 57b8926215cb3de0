import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOfRule, validateRedirects } from '../../shared/redirects/validate.ts';

const ROOT = join(import.meta.dirname, '../..');
const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' };

type Run = { code: number; stdout: string; stderr: string };

async function run(command: string, args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, { cwd: ROOT, env: ENV });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/**
 * The CLI for real against local KV in a temp state dir: the steps build on each other
 * (push over a stale key, diff, push after a deletion), so they run in order in one describe.
 * Each wrangler call costs seconds of CPU, so each step checks what it can from the fewest:
 * `add` and `rm` against KV are run by tests/e2e/redirects-cli.test.ts, where the site serves
 * (and then forgets) the rule.
 */
// Each step starts wrangler (seconds each, far more while the suite's other files run): generous timeouts.
describe('npm run redirects (local KV)', () => {
  let dir = '';
  let file = '';
  const local = () => ['--local', '--persist-to', join(dir, 'state'), '--file', file];
  const cli = (...args: string[]) => run(process.execPath, [join(ROOT, 'scripts/redirects.ts'), ...args, ...local()]);
  const kv = (...args: string[]) =>
    run(join(ROOT, 'node_modules/.bin/wrangler'), [
      'kv',
      ...args,
      '--binding',
      'REDIRECTS',
      '--local',
      '--env',
      'dev',
      '--persist-to',
      join(dir, 'state'),
    ]);
  const fileRules = async () => validateRedirects(JSON.parse(await readFile(file, 'utf8'))).rules;
  /** A rule of the file whose key the test writes by hand first, as an older CLI did (no metadata) and with a stale target. */
  let stale = { key: '', to: '' };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redirects-cli-'));
    file = join(dir, 'redirects.json');
    await writeFile(file, await readFile(join(ROOT, 'redirects.json')));
    const rule = (await fileRules()).find((candidate) => keyOfRule(candidate) !== 'en:/en/accommodations');
    stale = { key: keyOfRule(rule ?? { locale: 'it', from: '', to: '' }) ?? '', to: rule?.to ?? '' };
    const seeded = await kv('key', 'put', stale.key, '/stale-target');
    expect(seeded.code, seeded.stderr).toBe(0);
  }, 180_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('pushes every rule as one key, correcting a stale one that was written without its target as metadata', {
    timeout: 180_000,
  }, async () => {
    const pushed = await cli('push');
    expect(pushed.code, pushed.stderr).toBe(0);
    const count = (await fileRules()).length;
    expect(pushed.stdout).toContain(`${count - 1} added, 1 changed, 0 removed`);
  });

  it('has nothing to diff right after a push', { timeout: 180_000 }, async () => {
    const diff = await cli('diff');
    expect(diff.code, diff.stderr).toBe(0);
    // Read from the keys' metadata alone: every key pushed carries its target.
    expect(diff.stdout).toContain('nothing to push');
  });

  it('refuses to add a rule that would leave the site, changing nothing', { timeout: 180_000 }, async () => {
    const text = await readFile(file, 'utf8');
    const refused = await cli('add', 'en', '/en/old-rates-page', '//evil.example');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('scheme-relative');
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('deletes the key of a rule taken out of the file on the next push; the values are the targets', { timeout: 180_000 }, async () => {
    const content = JSON.parse(await readFile(file, 'utf8')) as Record<string, { from: string; to: string }[]>;
    content.en = (content.en ?? []).filter((rule) => rule.from !== '/en/accommodations');
    await writeFile(file, JSON.stringify(content));
    const pushed = await cli('push');
    expect(pushed.code, pushed.stderr).toBe(0);
    expect(pushed.stdout).toContain('0 added, 0 changed, 1 removed');

    // The values the worker reads, in one call: the removed key is gone, the corrected one holds its target.
    await writeFile(join(dir, 'keys.json'), JSON.stringify(['en:/en/accommodations', stale.key]));
    const got = await kv('bulk', 'get', join(dir, 'keys.json'));
    expect(got.code, got.stderr).toBe(0);
    const values = JSON.parse(got.stdout.slice(got.stdout.search(/[[{]/))) as Record<string, { value: string | null } | null>;
    expect(values['en:/en/accommodations']?.value ?? null).toBeNull();
    expect(values[stale.key]?.value).toBe(stale.to);
  });

  it('refuses to push an invalid file', { timeout: 180_000 }, async () => {
    await writeFile(file, JSON.stringify({ en: [{ from: '/en/a', to: '/en/b' }] }));
    const pushed = await cli('push');
    expect(pushed.code).toBe(1);
    expect(pushed.stderr).toContain('[en] /en/a → /en/b: target does not resolve to a live route');
  });
});
