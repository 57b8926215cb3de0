import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRedirects } from '../../shared/redirects/validate.ts';

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
 * (push, then diff, add, rm, push after a deletion), so they run in order in one describe.
 */
// Each step starts wrangler (seconds each, far more while the suite's other files run): generous timeouts.
describe('npm run redirects (local KV)', () => {
  let dir = '';
  let file = '';
  const local = () => ['--local', '--persist-to', join(dir, 'state'), '--file', file];
  const cli = (...args: string[]) => run(process.execPath, [join(ROOT, 'scripts/redirects.ts'), ...args, ...local()]);
  const kvKeys = async (): Promise<string[]> => {
    const listed = await run(join(ROOT, 'node_modules/.bin/wrangler'), [
      'kv',
      'key',
      'list',
      '--binding',
      'REDIRECTS',
      '--local',
      '--env',
      'dev',
      '--persist-to',
      join(dir, 'state'),
    ]);
    expect(listed.code, listed.stderr).toBe(0);
    return (JSON.parse(listed.stdout) as { name: string }[]).map((entry) => entry.name);
  };
  const ruleCount = async () => validateRedirects(JSON.parse(await readFile(file, 'utf8'))).rules.length;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redirects-cli-'));
    file = join(dir, 'redirects.json');
    await writeFile(file, await readFile(join(ROOT, 'redirects.json')));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('pushes every rule as one key', { timeout: 180_000 }, async () => {
    const pushed = await cli('push');
    expect(pushed.code, pushed.stderr).toBe(0);
    const count = await ruleCount();
    expect(pushed.stdout).toContain(`${count} added, 0 changed, 0 removed`);
    const keys = await kvKeys();
    expect(keys).toHaveLength(count);
    expect(keys).toContain('en:/en/accommodations');
  });

  it('has nothing to diff right after a push', { timeout: 180_000 }, async () => {
    const diff = await cli('diff');
    expect(diff.code, diff.stderr).toBe(0);
    expect(diff.stdout).toContain('nothing to push');
  });

  it('adds a rule to the file and KV, then removes it from both', { timeout: 180_000 }, async () => {
    const before = await ruleCount();
    const added = await cli('add', 'en', '/en/old-rates-page', '/en/rates');
    expect(added.code, added.stderr).toBe(0);
    expect(await ruleCount()).toBe(before + 1);
    expect(await kvKeys()).toContain('en:/en/old-rates-page');

    const removed = await cli('rm', 'en', '/en/old-rates-page');
    expect(removed.code, removed.stderr).toBe(0);
    expect(await ruleCount()).toBe(before);
    expect(await kvKeys()).not.toContain('en:/en/old-rates-page');
  });

  it('refuses to add a rule that would leave the site, changing nothing', { timeout: 180_000 }, async () => {
    const text = await readFile(file, 'utf8');
    const refused = await cli('add', 'en', '/en/old-rates-page', '//evil.example');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('scheme-relative');
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('deletes the key of a rule taken out of the file on the next push', { timeout: 180_000 }, async () => {
    const content = JSON.parse(await readFile(file, 'utf8')) as Record<string, { from: string; to: string }[]>;
    content.en = (content.en ?? []).filter((rule) => rule.from !== '/en/accommodations');
    await writeFile(file, JSON.stringify(content));
    const pushed = await cli('push');
    expect(pushed.code, pushed.stderr).toBe(0);
    expect(pushed.stdout).toContain('0 added, 0 changed, 1 removed');
    expect(await kvKeys()).not.toContain('en:/en/accommodations');
  });

  it('refuses to push an invalid file', { timeout: 180_000 }, async () => {
    await writeFile(file, JSON.stringify({ en: [{ from: '/en/a', to: '/en/b' }] }));
    const pushed = await cli('push');
    expect(pushed.code).toBe(1);
    expect(pushed.stderr).toContain('[en] /en/a → /en/b: target does not resolve to a live route');
  });
});
