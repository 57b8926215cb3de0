import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../scripts/submissions.ts';
import { submissionReference } from '../../worker/forms/reference.ts';
import { type StoredSubmission, submissionKey, summaryOf } from '../../worker/forms/submission-record.ts';
import { captured, type LocalStores, localStores } from '../support/local-stores.ts';

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
 * visitor quotes, typed as it was read out; one that was never stored is said to be so. The
 * CLI's `main` against a local KV namespace in Miniflare, as in tests/unit/submissions-cli.test.ts.
 */
describe('npm run submissions finds a submission by its reference (local KV)', () => {
  let stores: LocalStores;
  const cli = (...args: string[]) => captured((out) => main([...args, '--local'], { store: () => stores.kv, out }));

  beforeAll(async () => {
    stores = await localStores();
    await stores.kv.putMany([{ key: submissionKey(ID), value: JSON.stringify(RECORD), metadata: summaryOf(RECORD) }]);
  }, 60_000);

  afterAll(async () => {
    await stores?.dispose();
  });

  it.concurrent('shows the submission a reference belongs to, typed in lower case with spaces', async () => {
    const shown = await cli('show', REFERENCE.toLowerCase().replaceAll('-', ' '));
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`"id": "${ID}",\n  "reference": "${REFERENCE}"`);
    expect(shown.stdout).toContain('"name": "Lena Schmidt"');
  });

  it.concurrent('says a reference it does not keep may be one delivered at once, which is never stored', async () => {
    const other = REFERENCE === 'LS-0000-0000' ? 'LS-0000-0001' : 'LS-0000-0000';
    const missing = await cli('show', other);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`no submission with reference ${other}`);
    expect(missing.stderr).toContain('one delivered at once is not stored');
  });
});
