import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../scripts/submissions.ts';
import { type StoredSubmission, submissionKey, summaryOf } from '../../worker/forms/submission-record.ts';
import { captured, type LocalStores, localStores } from '../support/local-stores.ts';

const DAY_MS = 86_400_000;

const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A CV whose base64 is easy to look for in the output. */
const CV_BYTES = Buffer.from(`%PDF-1.7\n${'Curriculum of Anna Rossi. '.repeat(40)}\n%%EOF\n`);
const CV_BASE64 = CV_BYTES.toString('base64');

/** Records as the worker writes them (worker/forms/outbox.ts): the value, and its summary as metadata. */
const RECORDS: StoredSubmission[] = [
  {
    id: 'a1-handed-off',
    form: 'availability',
    locale: 'de',
    receivedAt: ago(2),
    status: 'handed-off',
    attempts: 2,
    redrives: 0,
    lastError: '400 {"ok":false,"error":"no pitches free for these dates"}',
    deliveredAt: ago(2),
    handoff: { reason: 'refused', error: '400 no pitches free', since: ago(2), round: 1, attempts: 1 },
    job: { service: 'booking', site: 'campeggio', params: { firstname: 'Anna', lastname: 'Rossi', email: 'anna@example.com' } },
  },
  {
    id: 'b2-parked',
    form: 'application',
    locale: 'it',
    receivedAt: ago(40),
    status: 'parked',
    attempts: 7,
    redrives: 2,
    lastError: '503 {"ok":false,"error":"service unavailable"}',
    job: {
      service: 'mail',
      form: 'candidatura-spontanea',
      name: 'Anna Rossi',
      body: {
        form: 'candidatura-spontanea',
        attachments: [{ filename: 'cv-rossi-anna.pdf', contentType: 'application/pdf', contentBase64: CV_BASE64 }],
        htmlData: '<!doctype html><html><body><h1>Candidatura</h1></body></html>',
      },
    },
  },
  {
    id: 'c3-delivered-long-ago',
    form: 'newsletter',
    locale: 'nl',
    receivedAt: ago(45),
    status: 'delivered',
    attempts: 3,
    redrives: 0,
    deliveredAt: ago(44),
    job: null,
  },
  {
    // Queued with its message lost: `redeliver` takes it too.
    id: 'd4-queued',
    form: 'newsletter',
    locale: 'pl',
    receivedAt: ago(1),
    status: 'queued',
    queuedAt: ago(1),
    attempts: 1,
    redrives: 0,
    lastError: '500 Errore interno del servizio',
    job: { service: 'mailing', email: 'ola@example.com', group: 'sito-pl' },
  },
];

/**
 * The CLI's commands against a local KV namespace in Miniflare (tests/support/local-stores.ts),
 * called in this process: the reads at once, the writes after them, in order, each checked by
 * the `list` and `export` at the end. Redelivering a record the worker handed off, and the cron
 * sending it again, is run in tests/e2e/submissions-cli.test.ts against the site's own KV,
 * through `npm run submissions` and wrangler, as staff run it.
 */
describe('npm run submissions (local KV)', () => {
  let dir = '';
  let stores: LocalStores;
  const cli = (...args: string[]) =>
    captured((out) => main([...args, '--local', '--persist-to', join(dir, 'state')], { store: () => stores.kv, out }));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'submissions-cli-'));
    stores = await localStores();
    await stores.kv.putMany(
      RECORDS.map((record) => ({ key: submissionKey(record.id), value: JSON.stringify(record), metadata: summaryOf(record) })),
    );
  }, 60_000);

  afterAll(async () => {
    await stores?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it.concurrent('shows one submission with its attachment as a size, and saves the attachment on request', async () => {
    const shown = await cli('show', 'b2-parked', '--attachments', join(dir, 'files'));
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('"name": "Anna Rossi"');
    expect(shown.stdout).toContain(`"contentBase64": "(${CV_BYTES.length} bytes, not shown)"`);
    expect(shown.stdout).not.toContain(CV_BASE64.slice(0, 40));
    expect(await readFile(join(dir, 'files', 'cv-rossi-anna.pdf'))).toEqual(CV_BYTES);
  });

  it.concurrent('says so when there is no such submission', async () => {
    const missing = await cli('show', 'no-such-id');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no submission no-such-id');
  });

  it.concurrent('exports the submissions of one state to a file, with their attachments when asked for', async () => {
    const out = join(dir, 'export.jsonl');
    const whole = await cli('export', '--state', 'parked', '--with-attachments', '--out', out);
    expect(whole.code, whole.stderr).toBe(0);
    expect(whole.stdout).toContain(`1 submissions from local KV`);
    const lines = (await readFile(out, 'utf8')).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as StoredSubmission).id)).toEqual(['b2-parked']);
    expect(lines[0]).toContain(CV_BASE64);
  });

  it.concurrent('refuses to redeliver a delivered submission, and says why', async () => {
    const refused = await cli('redeliver', 'c3-delivered-long-ago');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('c3-delivered-long-ago (delivered) cannot be redelivered: it was delivered already');
  });

  it('redelivers a handed-off submission: parked again for the cron, its hand-off cleared', async () => {
    const again = await cli('redeliver', 'a1-handed-off');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('a1-handed-off (handed-off) parked for redelivery to booking');
    // Its record and summary are read back by the `list` and `export` below.
  });

  it('redelivers a submission left queued (its message lost): parked for the cron like any other', async () => {
    const again = await cli('redeliver', 'd4-queued');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('d4-queued (queued) parked for redelivery to mailing');
  });

  it('purges finished submissions older than the given days, never waiting ones; --dry-run only says which', async () => {
    const dry = await cli('purge', '--older-than', '30', '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('would purge c3-delivered-long-ago');
    expect(dry.stdout).toContain('1 finished more than 30 days ago would be purged');

    // The dry run deleted nothing: the real one still finds it. What is left is read by the `list` and `export` below.
    const purged = await cli('purge', '--older-than', '30');
    expect(purged.code, purged.stderr).toBe(0);
    expect(purged.stdout).toContain('purged c3-delivered-long-ago (newsletter, delivered)');
    expect(purged.stdout).toContain('1 finished more than 30 days ago were purged');
    expect(purged.stdout).toContain('3 not yet delivered or handed off are kept');
  });

  it('lists id, form, state, attempts, age and last error, newest first, never an attachment', async () => {
    const listed = await cli('list');
    expect(listed.code, listed.stderr).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+FORM\s+STATE\s+ATTEMPTS\s+AGE\s+LAST ERROR$/);
    // Redelivered (their summaries rewritten by the CLI), and the 40-day-old one still waiting: kept by the purge.
    expect(lines[1]).toMatch(/^d4-queued\s+newsletter\s+parked\s+1\s+1d\s+500 Errore interno del servizio$/);
    expect(lines[2]).toMatch(/^a1-handed-off\s+availability\s+parked\s+2\s+2d\s+400 \{"ok":false,"error":"no pitches free/);
    expect(lines[3]).toMatch(/^b2-parked\s+application\s+parked\s+7\s+40d\s+503 \{"ok":false,"error":"service unavailable"\}$/);
    // Purged.
    expect(lines.at(-1)).toBe(`3 shown of 3 in local KV (${join(dir, 'state')}) (3 parked)`);
    expect(listed.stdout).not.toContain(CV_BASE64.slice(0, 40));
  });

  it('exports every submission as JSON lines, newest first, attachments as sizes', async () => {
    const exported = await cli('export');
    expect(exported.code, exported.stderr).toBe(0);
    const records = exported.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as StoredSubmission);
    expect(records.map((record) => record.id)).toEqual(['d4-queued', 'a1-handed-off', 'b2-parked']);
    expect(records[1]).toMatchObject({ status: 'parked', redrives: 0, handoffRounds: 1 });
    expect(records[1]?.handoff).toBeUndefined();
    expect(exported.stdout).toContain(`(${CV_BYTES.length} bytes, not shown)`);
    expect(exported.stdout).not.toContain(CV_BASE64.slice(0, 40));
  });

  it('refuses to guess the store: --local or --remote is required', async () => {
    const result = await captured((out) => main(['list'], { store: () => stores.kv, out }));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('choose one of --local and --remote');
  });
});
