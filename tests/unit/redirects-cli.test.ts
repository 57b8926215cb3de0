import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../scripts/redirects.ts';
import { keyOfRule, validateRedirects } from '../../shared/redirects/validate.ts';
import { captured, type LocalStores, localStores } from '../support/local-stores.ts';

const ROOT = join(import.meta.dirname, '../..');

/** `npm run redirects -- …args`, its `main` called in this process against a local KV and D1 in Miniflare. */
function cliOn(stores: () => LocalStores) {
  return (...args: string[]) => captured((out) => main(args, { kv: () => stores().kv, db: () => stores().db, out }));
}

/**
 * The CLI against a local KV namespace in Miniflare (tests/support/local-stores.ts): the steps
 * build on each other (push over a stale key, diff, push after a deletion), so they run in
 * order in one describe. `add` and `rm` against the KV the running site reads are run by
 * tests/e2e/redirects-cli.test.ts through `npm run redirects` and wrangler, as ops run it, where
 * the site serves (and then forgets) the rule; `misses`, `promote` and `stale` against the site's
 * own D1 in tests/e2e/not-found-monitor.test.ts.
 */
// A push writes some 440 keys into Miniflare's KV: seconds on a busy machine.
describe('npm run redirects (local KV)', { timeout: 60_000 }, () => {
  let dir = '';
  let file = '';
  let stores: LocalStores;
  const run = cliOn(() => stores);
  const cli = (...args: string[]) => run(...args, '--local', '--persist-to', join(dir, 'state'), '--file', file);
  const fileRules = async () => validateRedirects(JSON.parse(await readFile(file, 'utf8'))).rules;
  /** A rule of the file whose key the test writes by hand first, as an older CLI did (no metadata) and with a stale target. */
  let stale = { key: '', to: '' };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redirects-cli-'));
    file = join(dir, 'redirects.json');
    await writeFile(file, await readFile(join(ROOT, 'redirects.json')));
    stores = await localStores();
    const rule = (await fileRules()).find((candidate) => keyOfRule(candidate) !== 'en:/en/accommodations');
    stale = { key: keyOfRule(rule ?? { locale: 'it', from: '', to: '' }) ?? '', to: rule?.to ?? '' };
    await stores.kv.putMany([{ key: stale.key, value: '/stale-target' }]);
  }, 60_000);

  afterAll(async () => {
    await stores?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('pushes every rule as one key, correcting a stale one that was written without its target as metadata', async () => {
    const pushed = await cli('push');
    expect(pushed.code, pushed.stderr).toBe(0);
    const count = (await fileRules()).length;
    expect(pushed.stdout).toContain(`${count - 1} added, 1 changed, 0 removed`);
  });

  it('has nothing to diff right after a push', async () => {
    const diff = await cli('diff');
    expect(diff.code, diff.stderr).toBe(0);
    // Read from the keys' metadata alone: every key pushed carries its target.
    expect(diff.stdout).toContain('nothing to push');
  });

  it('refuses to add a rule that would leave the site, changing nothing', async () => {
    const text = await readFile(file, 'utf8');
    const refused = await cli('add', 'en', '/en/old-rates-page', '//evil.example');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('scheme-relative');
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('deletes the key of a rule taken out of the file on the next push; the values are the targets', async () => {
    const content = JSON.parse(await readFile(file, 'utf8')) as Record<string, { from: string; to: string }[]>;
    content.en = (content.en ?? []).filter((rule) => rule.from !== '/en/accommodations');
    await writeFile(file, JSON.stringify(content));
    const pushed = await cli('push');
    expect(pushed.code, pushed.stderr).toBe(0);
    expect(pushed.stdout).toContain('0 added, 0 changed, 1 removed');

    // The values the worker reads: the removed key is gone, the corrected one holds its target.
    expect(await stores.kv.get('en:/en/accommodations')).toBeNull();
    expect(await stores.kv.get(stale.key)).toBe(stale.to);
  });

  it('refuses to push an invalid file', async () => {
    await writeFile(file, JSON.stringify({ en: [{ from: '/en/a', to: '/en/b' }] }));
    const pushed = await cli('push');
    expect(pushed.code).toBe(1);
    expect(pushed.stderr).toContain('[en] /en/a → /en/b: target does not resolve to a live route');
  });
});

/** Anything that could act on the terminal, raw: ESC, BEL, CR, LF inside a line, DEL, C1, bidi and zero-width formatting. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the raw characters are what must not be printed.
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

/**
 * The monitor's rows hold what any client sent: `misses`, `stale` and `promote` print it as
 * visible escapes. Rows are written straight into a local D1 (the worker would file most of
 * them as junk: tests/integration/not-found-monitor.test.ts), as an older worker or a
 * tampered database could hold them.
 */
describe('npm run redirects: what clients sent, printed safely (local D1)', () => {
  let dir = '';
  let stores: LocalStores;
  const run = cliOn(() => stores);
  const cli = (...args: string[]) => run(...args, '--local', '--persist-to', join(dir, 'state'), '--file', join(dir, 'redirects.json'));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redirects-cli-d1-'));
    await writeFile(join(dir, 'redirects.json'), await readFile(join(ROOT, 'redirects.json')));
    stores = await localStores();
    const now = new Date().toISOString();
    const rule = validateRedirects(JSON.parse(await readFile(join(ROOT, 'redirects.json'), 'utf8'))).rules[0];
    // char(27) ESC, char(7) BEL, char(13) CR, char(8238) U+202E.
    await stores.db.query(
      `INSERT INTO misses (locale, path, referrer_host, bot, hits, first_seen, last_seen) VALUES
        ('en', '/en/' || char(27) || '[2J' || char(27) || '[Hgone', 'www.example.org', 0, 50, '${now}', '${now}'),
        ('it', '/x' || char(27) || ']52;c;cm0gLXJmIH4=' || char(7), 'evil' || char(8238) || 'gro.example', 0, 40, '${now}', '${now}'),
        ('it', '/a' || char(13) || '   999      0  it    /forged', '', 0, 30, '${now}', '${now}')`,
    );
    await stores.db.query(
      `INSERT INTO redirect_hits (rule_key, hits, first_seen, last_seen) VALUES
        ('${keyOfRule(rule ?? { locale: 'it', from: '', to: '' })}', 1, '2020-01-01', char(27) || '[2J' || char(27) || ']52;c;eA==' || char(7))`,
    );
  }, 60_000);

  afterAll(async () => {
    await stores?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists misses with clear screen, OSC 52, a forged line and U+202E shown as escapes', async () => {
    const listed = await cli('misses', '--since', '1');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).not.toMatch(RAW_CONTROL);
    expect(listed.stdout).toContain('/en/\\x1b[2J\\x1b[Hgone → www.example.org (50)');
    expect(listed.stdout).toContain('/x\\x1b]52;c;cm0gLXJmIH4=\\x07 → evil\\u202egro.example (40)');
    expect(listed.stdout).toContain('/a\\x0d   999      0  it    /forged');
    // Five lines: the heading, the columns and one per row; the CR forged none.
    expect(listed.stdout.trimEnd().split('\n')).toHaveLength(5);
  });

  it('lists stale rules with a tampered last-seen time shown as escapes', async () => {
    const stale = await cli('stale', '--days', '1');
    expect(stale.code, stale.stderr).toBe(0);
    expect(stale.stdout).not.toMatch(RAW_CONTROL);
    expect(stale.stdout).toContain('(last hit \\x1b[2J\\x1b]52;c, 1 hits in all)');
  });

  it('refuses to promote an address that is no miss, quoting it as escapes', async () => {
    const refused = await cli('promote', '/y\x1b]52;c;cm0=\x07\u202e', '/en/brochure');
    expect(refused.code).toBe(1);
    expect(refused.stderr).not.toMatch(RAW_CONTROL);
    expect(refused.stderr).toContain('/y\\x1b]52;c;cm0=\\x07\\u202e is not a recorded miss');
  });
});
