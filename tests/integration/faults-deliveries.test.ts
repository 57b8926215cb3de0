import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import worker from '../../worker/index.ts';
import type { StoredSubmission } from '../../worker/forms/outbox.ts';
import { botToken, FILES, fault, form, pastStamp, post, requests, unique, waitFor } from './forms-support.ts';
import { captureLogs, sleep, submissionFor } from './faults-support.ts';
import { inDays } from '../support/site-days.ts';

/**
 * Each upstream down, slow or answering garbage for a while, then back: the visitor is told the
 * truth at once (received, being processed), the queue retries with one idempotency key, and
 * the stand-in's own log shows the submission processed exactly once. The mail endpoint's plain
 * outage and its dead-letter round are in forms.test.ts and forms-dead-letter.test.ts.
 */
const it_ = getMessages('it').forms;
const logs = captureLogs();
afterAll(() => logs.restore());

function availability(email: string) {
  return form({
    form: 'availability',
    site: 'villaggio',
    checkin: inDays(40),
    checkout: inDays(47),
    'guests.adults': '2',
    firstname: 'Fault',
    lastname: 'Injection',
    email,
    'botcheck-token': botToken('availability'),
  });
}

async function newsletter(email: string) {
  return form({ form: 'newsletter', email, privacy: 'on', stamp: await pastStamp('newsletter') });
}

function application(surname: string) {
  return form({
    form: 'application',
    surname,
    name: 'Nina',
    birthplace: 'Riva',
    birthDate: '2/3/2001',
    cv: FILES.pdf(),
    privacy: 'on',
    'botcheck-token': botToken('application'),
  });
}

/** Posts, expects the honest "received" answer, and returns the stored submission. */
async function postReceived(path: string, body: FormData, mention: string): Promise<StoredSubmission> {
  const response = await post(path, body);
  const state = (await response.json()) as FormState;
  expect(response.status).toBe(202);
  expect(state).toMatchObject({ status: 'received', message: it_.status.received });
  const stored = await submissionFor(mention);
  expect(stored?.status).toBe('queued');
  expect(logs.events('forms.queued', stored?.id)).toHaveLength(1);
  return stored as StoredSubmission;
}

async function delivered(id: string, timeoutMs = 20_000): Promise<StoredSubmission> {
  return waitFor(async () => {
    const record = await env.SUBMISSIONS.get<StoredSubmission>(`submission:${id}`, 'json');
    return record?.status === 'delivered' ? record : undefined;
  }, timeoutMs);
}

const mine = async (service: 'booking' | 'mailing' | 'mail', text: string) =>
  (await requests(service)).filter((request) => request.search.includes(encodeURIComponent(text)));

describe.concurrent('an upstream down for a while, then back', () => {
  it('booking engine: received, retried with one key, one customer request', async () => {
    const email = `${unique('booking-down')}@example.com`;
    const match = encodeURIComponent(email);
    await fault('booking', 'fail', match);
    let id = '';
    try {
      id = (await postReceived('/prenota', availability(email), email)).id;
      await waitFor(async () => ((await mine('booking', email)).length >= 2 ? true : undefined));
      // The retry is logged once the second answer has come back, which can be after it was counted.
      await waitFor(async () => (logs.events('delivery.retry', id).length >= 1 ? true : undefined));
    } finally {
      await fault('booking', 'ok', match);
    }
    const record = await delivered(id);
    expect(record.job).toBeNull();
    await sleep(1500);
    const attempts = await mine('booking', email);
    expect(attempts.filter((request) => request.status === 200)).toHaveLength(1);
    expect(new Set(attempts.map((request) => request.headers['idempotency-key']))).toEqual(new Set([id]));
    expect(logs.events('delivery.delivered', id)).toHaveLength(1);
  });

  it('mailing service: received, retried, subscribed once', async () => {
    const email = `${unique('mailing-down')}@example.com`;
    const match = encodeURIComponent(email);
    await fault('mailing', 'fail', match);
    let id = '';
    try {
      id = (await postReceived('/', await newsletter(email), email)).id;
      await waitFor(async () => ((await mine('mailing', email)).length >= 2 ? true : undefined));
    } finally {
      await fault('mailing', 'ok', match);
    }
    await delivered(id);
    await sleep(1500);
    const outcomes = (await mine('mailing', email)).map((request) => (request.outcome as { result?: string } | undefined)?.result);
    expect(outcomes.filter((result) => result === 'subscribed')).toHaveLength(1);
    expect(logs.events('delivery.delivered', id)).toHaveLength(1);
  });

  it('booking engine slower than the timeout: the late first attempt and the retry make one request', async () => {
    const email = `${unique('booking-slow')}@example.com`;
    const match = encodeURIComponent(email);
    // Longer than UPSTREAM_TIMEOUT_MS (1.5 s): the worker gives up, the stand-in still processes it.
    await fault('booking', 'slow', match, 2500);
    let id = '';
    try {
      id = (await postReceived('/prenota', availability(email), email)).id;
      expect((await env.SUBMISSIONS.get<StoredSubmission>(`submission:${id}`, 'json'))?.lastError).toMatch(/Timeout/);
    } finally {
      await fault('booking', 'ok', match);
    }
    await delivered(id);
    await sleep(2500);
    const attempts = await mine('booking', email);
    expect(attempts.filter((request) => request.status === 200)).toHaveLength(1);
    expect(attempts.reduce((sum, request) => sum + (request.replays ?? 0), attempts.length)).toBeGreaterThanOrEqual(2);
  });

  it('mail endpoint answering a cut-off reply after taking the message: the retry is a replay, one message', async () => {
    const surname = unique('Garbled');
    const match = encodeURIComponent(surname);
    await fault('mail', 'malformed', match);
    let id = '';
    try {
      id = (await postReceived('/lavora-con-noi/candidatura-spontanea', application(surname), surname)).id;
    } finally {
      await fault('mail', 'ok', match);
    }
    await delivered(id);
    const messages = await mine('mail', surname);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.status).toBe(200);
    expect(messages[0]?.replays).toBeGreaterThanOrEqual(1);
  });

  it('mailing service answering a cut-off page after subscribing: the retry reads "already registered", one subscription', async () => {
    const email = `${unique('mailing-garbled')}@example.com`;
    const match = encodeURIComponent(email);
    await fault('mailing', 'malformed', match);
    let id = '';
    try {
      id = (await postReceived('/', await newsletter(email), email)).id;
    } finally {
      await fault('mailing', 'ok', match);
    }
    await delivered(id);
    const outcomes = (await mine('mailing', email)).map((request) => (request.outcome as { result?: string } | undefined)?.result);
    expect(outcomes).toEqual(['subscribed', 'already-registered']);
  });
});

describe('the newsletter through the dead-letter queue', () => {
  it('parks a subscription whose retries ran out, redrives it by cron and subscribes it once, each step logged', async () => {
    const email = `${unique('mailing-parked')}@example.com`;
    const match = encodeURIComponent(email);
    await fault('mailing', 'fail', match);
    let id = '';
    try {
      id = (await postReceived('/', await newsletter(email), email)).id;
      await waitFor(async () => ((await env.SUBMISSIONS.get(`parked:${id}`)) !== null ? true : undefined), 30_000);
      expect(logs.events('delivery.retry', id).length).toBeGreaterThanOrEqual(3);
      expect(logs.events('delivery.parked', id)).toHaveLength(1);
    } finally {
      await fault('mailing', 'ok', match);
    }
    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env, context);
    await waitOnExecutionContext(context);
    expect(logs.events('delivery.redrive').at(-1)?.redriven).toBeGreaterThanOrEqual(1);
    const record = await delivered(id);
    expect(record.redrives).toBe(1);
    const outcomes = (await mine('mailing', email)).map((request) => (request.outcome as { result?: string } | undefined)?.result);
    expect(outcomes.filter((result) => result === 'subscribed')).toHaveLength(1);
    expect(outcomes.filter((result) => result !== undefined)).toHaveLength(1);
  }, 60_000);
});
