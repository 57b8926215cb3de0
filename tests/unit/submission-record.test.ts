import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forRedelivery, type StoredSubmission, SUMMARY_MAX_BYTES, summaryOf } from '../../worker/forms/submission-record.ts';
import { FUZZ_RUNS, fuzzParameters } from '../support/fuzz-runs.ts';

const base: StoredSubmission = {
  id: '0ec6e6fd-9098-4e39-8584-e610f8be8f2f',
  form: 'availability',
  locale: 'it',
  receivedAt: '2026-11-25T15:00:00.000Z',
  status: 'handed-off',
  attempts: 3,
  redrives: 1,
  lastError: '400 {"ok":false,"error":"no houses free"}',
  deliveredAt: '2026-11-25T15:01:00.000Z',
  handoff: { reason: 'refused', error: '400 no houses free', since: '2026-11-25T15:00:40.000Z', round: 1, attempts: 1 },
  job: { service: 'booking', site: 'villaggio', params: { firstname: 'Anna' } },
};

describe('the summary kept as KV metadata', () => {
  it(`fits KV's 1024 bytes whatever the upstream's error holds (${FUZZ_RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (lastError) => {
        const summary = summaryOf({ ...base, lastError });
        expect(new TextEncoder().encode(JSON.stringify(summary)).length).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
        expect(lastError.startsWith(summary.lastError ?? '')).toBe(true);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  }, 60_000);

  it('carries when it was last given to the queue, which the cron reads to find a lost message', () => {
    expect(summaryOf({ ...base, status: 'queued', queuedAt: '2026-11-25T15:00:05.000Z' })).toMatchObject({
      status: 'queued',
      queuedAt: '2026-11-25T15:00:05.000Z',
    });
  });

  it('names the form, state, attempts, dates and the kind of hand-off, and no personal data', () => {
    expect(summaryOf(base)).toEqual({
      form: 'availability',
      status: 'handed-off',
      attempts: 3,
      receivedAt: base.receivedAt,
      lastError: base.lastError,
      deliveredAt: base.deliveredAt,
      handoff: 'refused',
    });
  });
});

describe('a redelivery', () => {
  it('parks a handed-off submission again for its upstream, remembering its hand-offs', () => {
    expect(forRedelivery(base)).toEqual({
      id: base.id,
      form: base.form,
      locale: base.locale,
      receivedAt: base.receivedAt,
      status: 'parked',
      attempts: 3,
      redrives: 0,
      lastError: base.lastError,
      job: base.job,
      handoffRounds: 1,
    });
  });

  it('takes any submission that was not delivered: one queued with its message lost, unsent, parked or stuck', () => {
    for (const status of ['queued', 'unsent', 'parked', 'stuck'] as const) {
      const { handoff: _handoff, deliveredAt: _deliveredAt, ...waiting } = base;
      expect(forRedelivery({ ...waiting, status, redrives: 2 })).toEqual({ ...waiting, status: 'parked', redrives: 0 });
    }
  });

  it('refuses a delivered submission, and one that kept no data to send', () => {
    expect(forRedelivery({ ...base, status: 'delivered', job: null })).toMatch(/^it was delivered already/);
    expect(forRedelivery({ ...base, status: 'stuck', job: null })).toMatch(/keeps no data/);
  });
});
