import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionReference } from '../../worker/forms/reference.ts';
import { type StoredSubmission, submissionKey, summaryOf } from '../../worker/forms/submission-record.ts';

const ROOT = join(import.meta.dirname, '../..');
const WRANGLER = join(ROOT, 'node_modules/.bin/wrangler');
const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' };

type Run = { code: number; stdout: string; stderr: string };

async function run(command: string, args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, { cwd: ROOT, env: ENV, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** A job application kept while the mail endpoint was down, as the worker writes it (worker/forms/submit.ts). */
const ID = '3f9c2a71-5b04-4e8d-9a61-0c7d2e8b4f15';
const REFERENCE = submissionReference(ID) ?? '';
const RECORD: StoredSubmission = {
  id: ID,
  reference: REFERENCE,
  form: 'application',
  locale: 'de',
  receivedAt: new Date(Date.now() - 3_600_000).toISOString(),
  status: 'parked',
  attempts: 6,
  redrives: 1,
  lastError: '503 {"ok":false,"error":"service unavailable"}',
  job: {
    service: 'mail',
    form: 'candidatura-spontanea',
    name: 'Lena Schmidt',
    body: { form: 'candidatura-spontanea', attachments: [], htmlData: '<!doctype html><html><body><h1>Candidatura</h1></body></html>' },
  },
};

/**
 * `npm run submissions -- show <reference>`: staff find a kept submission by the reference the
 * visitor quotes, typed as it was read out; one that was never stored is said to be so.
 * Each call starts wrangler: generous timeouts, as in tests/unit/submissions-cli.test.ts.
 */
describe('npm run submissions finds a submission by its reference (local KV)', () => {
  let dir = '';
  const local = () => ['--local', '--persist-to', join(dir, 'state')];
  const cli = (...args: string[]) => run(process.execPath, [join(ROOT, 'scripts/submissions.ts'), ...args, ...local()]);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'submissions-reference-'));
    await writeFile(
      join(dir, 'seed.json'),
      JSON.stringify([{ key: submissionKey(ID), value: JSON.stringify(RECORD), metadata: summaryOf(RECORD) }]),
    );
    const seeded = await run(WRANGLER, [
      'kv',
      'bulk',
      'put',
      join(dir, 'seed.json'),
      '--binding',
      'SUBMISSIONS',
      '--local',
      '--env',
      'dev',
      ...local().slice(1),
    ]);
    expect(seeded.code, seeded.stderr).toBe(0);
  }, 300_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.concurrent('shows the submission a reference belongs to, typed in lower case with spaces', { timeout: 300_000 }, async () => {
    const shown = await cli('show', REFERENCE.toLowerCase().replaceAll('-', ' '));
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`"id": "${ID}",\n  "reference": "${REFERENCE}"`);
    expect(shown.stdout).toContain('"name": "Lena Schmidt"');
  });

  it.concurrent('says a reference it does not keep may be one delivered at once, which is never stored', { timeout: 300_000 }, async () => {
    const other = REFERENCE === 'LS-0000-0000' ? 'LS-0000-0001' : 'LS-0000-0000';
    const missing = await cli('show', other);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`no submission with reference ${other}`);
    expect(missing.stderr).toContain('one delivered at once is not stored');
  });
});
