import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import worker from '../../worker/index.ts';
import type { StoredSubmission } from '../../worker/forms/outbox.ts';
import { botToken, FILES, fault, form, post, requests, unique, waitFor } from './forms-support.ts';

/**
 * The long outage: the queue's retries (3 in the dev config, 1 s doubling) run out while the
 * mail endpoint is down, the dead-letter consumer parks the submission, and the cron puts it
 * back once the endpoint is up: delivered once, with one idempotency key throughout.
 */
describe('dead-letter queue and cron redrive', () => {
  it('parks what exhausted its retries and delivers it exactly once after the redrive', async () => {
    const surname = unique('Parked');
    const match = encodeURIComponent(surname);
    const mine = async () => (await requests('mail')).filter((request) => request.search.includes(match));
    await fault('mail', 'fail', match);
    let id = '';
    try {
      const application = await post(
        '/lavora-con-noi/candidatura-spontanea',
        form({
          form: 'application',
          surname,
          name: 'Sara',
          birthplace: 'Brescia',
          birthDate: '9/9/1999',
          cv: FILES.pdf(),
          privacy: 'on',
          'botcheck-token': botToken('application'),
        }),
      );
      expect(application.status).toBe(202);
      expect(((await application.json()) as FormState).status).toBe('received');
      id = await waitFor(async () => {
        const parked = await env.SUBMISSIONS.list({ prefix: 'parked:' });
        for (const key of parked.keys) {
          const record = await env.SUBMISSIONS.get<StoredSubmission>(`submission:${key.name.slice('parked:'.length)}`, 'json');
          if (record?.job?.service === 'mail' && record.job.name.includes(surname)) return record.id;
        }
        return undefined;
      }, 30_000);
      const parked = await env.SUBMISSIONS.get<StoredSubmission>(`submission:${id}`, 'json');
      expect(parked?.status).toBe('parked');
      expect(parked?.lastError).toContain('503');
      // The first attempt and the queue's three retries.
      expect((await mine()).length).toBeGreaterThanOrEqual(4);
    } finally {
      await fault('mail', 'ok', match);
    }

    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env, context);
    await waitOnExecutionContext(context);
    expect(await env.SUBMISSIONS.get(`parked:${id}`)).toBeNull();

    const delivered = await waitFor(async () => {
      const record = await env.SUBMISSIONS.get<StoredSubmission>(`submission:${id}`, 'json');
      return record?.status === 'delivered' ? record : undefined;
    }, 15_000);
    expect(delivered.redrives).toBe(1);
    expect(delivered.job).toBeNull();
    const attempts = await mine();
    expect(attempts.filter((request) => request.status === 200)).toHaveLength(1);
    expect(new Set(attempts.map((request) => request.headers['idempotency-key']))).toEqual(new Set([id]));
  }, 60_000);
});
