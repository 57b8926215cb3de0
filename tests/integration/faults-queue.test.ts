import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { messageLifetimeMs } from '../../worker/forms/deliveries.ts';
import { STAFF_HANDOFF_FORM } from '../../worker/forms/handoff.ts';
import { type QueueFaultMode, queueFaultKey } from '../../worker/forms/queue-faults.ts';
import { forRedelivery, parkedKey, type StoredSubmission, submissionKey, summaryOf } from '../../worker/forms/submission-record.ts';
import worker from '../../worker/index.ts';
import { captureLogs, sleep, submissionFor } from './faults-support.ts';
import { botToken, fault, form, post, requests, unique, waitFor } from './forms-support.ts';

/**
 * The delivery queue itself failing (docs/submissions.md "States and their ways out"): it
 * refuses a message, or its consumer throws. The switch is the queue's own
 * (worker/forms/queue-faults.ts, docs/decisions/013), a KV key the worker reads outside
 * production; the upstreams are the stand-ins, over HTTP. Whatever fails, the submission ends
 * delivered once or handed to staff, by the cron if nothing else runs. One case at a time: a
 * consumer that throws has the queue retry its whole batch.
 */
const it_ = getMessages('it').forms;
const logs = captureLogs();
afterAll(() => logs.restore());

const DEAD_LETTER_QUEUE = 'form-deliveries-dlq';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function queueFault(mode: QueueFaultMode, match: string, on: boolean): Promise<void> {
  if (on) await env.SUBMISSIONS.put(queueFaultKey(mode, match), 'on');
  else await env.SUBMISSIONS.delete(queueFaultKey(mode, match));
}

const stored = (id: string) => env.SUBMISSIONS.get<StoredSubmission>(submissionKey(id), 'json');
const indexed = async (id: string) => (await env.SUBMISSIONS.get(parkedKey(id))) !== null;

async function inState(id: string, status: StoredSubmission['status'], timeoutMs = 20_000): Promise<StoredSubmission> {
  return waitFor(async () => {
    const record = await stored(id);
    return record?.status === status ? record : undefined;
  }, timeoutMs);
}

/** The cron, as Cloudflare runs it; `later` moves its scheduled time on, as a run that much later. */
async function runCron(laterMs = 0): Promise<void> {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '*/15 * * * *', scheduledTime: Date.now() + laterMs }), env, context);
  await waitOnExecutionContext(context);
}

/** The booking engine's requests for this address: how often it was asked. */
const bookings = async (email: string) =>
  (await requests('booking')).filter((request) => request.search.includes(encodeURIComponent(email)));

const staffMails = async (text: string) =>
  (await requests('mail')).filter(
    (request) => request.path === `/${STAFF_HANDOFF_FORM}/send` && JSON.stringify(request.body ?? {}).includes(text),
  );

/**
 * An availability request the booking engine does not take at once (down for this address),
 * with the queue faults given on from before it is posted: the visitor is told it was received.
 */
async function postAvailability(label: string, queueFaults: QueueFaultMode[]): Promise<{ email: string; record: StoredSubmission }> {
  const lastname = unique(label);
  const email = `${lastname.toLowerCase()}@example.com`;
  await fault('booking', 'fail', encodeURIComponent(email));
  for (const mode of queueFaults) await queueFault(mode, email, true);
  const response = await post(
    '/prenota',
    form({
      form: 'availability',
      site: 'villaggio',
      checkin: inDays(45),
      checkout: inDays(49),
      'guests.adults': '2',
      firstname: 'Coda',
      lastname,
      email,
      'botcheck-token': botToken('availability'),
    }),
  );
  expect(response.status).toBe(202);
  expect(((await response.json()) as FormState).message).toBe(it_.status.received);
  const record = await waitFor(() => submissionFor(email));
  return { email, record };
}

/** Every fault of this address off: the booking engine and the queue are back. */
async function allBack(email: string): Promise<void> {
  await fault('booking', 'ok', encodeURIComponent(email));
  for (const mode of ['send-fails', 'consumer-throws', 'dead-letter-throws'] as const) await queueFault(mode, email, false);
}

/** Delivered once, every attempt under the submission's id as the idempotency key. */
async function expectDeliveredOnce(id: string, email: string): Promise<StoredSubmission> {
  const record = await inState(id, 'delivered');
  expect(record.job).toBeNull();
  const asked = await bookings(email);
  expect(asked.filter((request) => request.status === 200)).toHaveLength(1);
  expect(new Set(asked.map((request) => request.headers['idempotency-key']))).toEqual(new Set([id]));
  expect(logs.events('delivery.delivered', id)).toHaveLength(1);
  return record;
}

describe('the queue refuses the first message', () => {
  it('the record waits unsent, in the cron index; the next cron delivers it once the queue takes messages again', async () => {
    const { email, record } = await postAvailability('NonInCoda', ['send-fails']);
    try {
      expect(record.status).toBe('unsent');
      expect(await indexed(record.id)).toBe(true);
      expect(logs.events('delivery.unsent', record.id)).toHaveLength(1);
      // Nothing is on the queue: no retry reaches the engine.
      await sleep(2500);
      expect(await bookings(email)).toHaveLength(1);
    } finally {
      await allBack(email);
    }
    await runCron();
    const delivered = await expectDeliveredOnce(record.id, email);
    expect(delivered.redrives).toBe(0);
    expect(await indexed(record.id)).toBe(false);
  });

  it('refused again by the next cron: the cron hands it to staff itself, once, and leaves the engine alone', async () => {
    const { email, record } = await postAvailability('MaiInCoda', ['send-fails']);
    try {
      expect(record.status).toBe('unsent');
      await runCron();
      const handedOff = await inState(record.id, 'handed-off');
      expect(handedOff.handoff).toMatchObject({ reason: 'unqueued', error: expect.stringContaining('503') });
      expect(await indexed(record.id)).toBe(false);
      const mails = await staffMails(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.status).toBe(200);
      const mail = mails[0]?.body as { htmlDataStart?: string } | undefined;
      expect(mail?.htmlDataStart).toContain('il sito non è riuscito a ritentare l&#39;invio');
      // A finished record: the next run does nothing more with it.
      await runCron();
      await sleep(1500);
      expect(await staffMails(email)).toHaveLength(1);
      expect(await bookings(email)).toHaveLength(1);
    } finally {
      await allBack(email);
    }
  });
});

describe('the queue refuses the redrive', () => {
  it('the parked record is left unsent, never queued with nothing on the queue; the next cron still delivers it', async () => {
    const { email, record } = await postAvailability('RedriveRifiutato', []);
    try {
      expect(record.status).toBe('queued');
      // The queue's three retries (1 s doubling) run out while the engine is down.
      await inState(record.id, 'parked', 30_000);
      expect(await indexed(record.id)).toBe(true);
      const asked = (await bookings(email)).length;
      await queueFault('send-fails', email, true);
      await runCron();
      const unsent = await stored(record.id);
      expect(unsent?.status).toBe('unsent');
      expect(unsent?.redrives).toBe(1);
      expect(await indexed(record.id)).toBe(true);
      await sleep(2500);
      expect(await bookings(email)).toHaveLength(asked);
    } finally {
      await allBack(email);
    }
    await runCron();
    const delivered = await expectDeliveredOnce(record.id, email);
    expect(delivered.redrives).toBe(1);
  }, 60_000);
});

describe('the consumer throws', () => {
  it('the queue retries the message, dead-letters it, the record is parked and the cron delivers it', async () => {
    const { email, record } = await postAvailability('ConsumerRotto', ['consumer-throws']);
    try {
      expect(record.status).toBe('queued');
      await inState(record.id, 'parked', 30_000);
      // The first delivery and the dev config's three retries, each ending in the throw; the engine is never asked.
      expect(logs.events('delivery.fault', record.id).filter((line) => line.queue !== DEAD_LETTER_QUEUE).length).toBeGreaterThanOrEqual(4);
      expect(logs.events('delivery.parked', record.id)).toHaveLength(1);
      expect(await bookings(email)).toHaveLength(1);
    } finally {
      await allBack(email);
    }
    await runCron();
    const delivered = await expectDeliveredOnce(record.id, email);
    expect(delivered.redrives).toBe(1);
  }, 60_000);

  it('the dead-letter consumer throws too: the message ends in nothing, and the cron takes the record as lost once its message would have ended', async () => {
    const { email, record } = await postAvailability('MessaggioPerso', ['consumer-throws', 'dead-letter-throws']);
    try {
      expect(record.status).toBe('queued');
      // The dead-letter queue's own retries (two by default) throw as well, then the message is dropped.
      await waitFor(
        async () =>
          logs.events('delivery.fault', record.id).filter((line) => line.queue === DEAD_LETTER_QUEUE).length >= 3 ? true : undefined,
        30_000,
      );
      await sleep(2500);
      expect((await stored(record.id))?.status).toBe('queued');
      // A cron now leaves it: its message might still be on its way.
      await runCron();
      expect((await stored(record.id))?.status).toBe('queued');
      expect(logs.events('delivery.lost', record.id)).toHaveLength(0);
    } finally {
      await allBack(email);
    }
    await runCron(messageLifetimeMs(Number(env.DELIVERY_RETRY_BASE_S)) + 60_000);
    expect(logs.events('delivery.lost', record.id)).toHaveLength(1);
    const delivered = await expectDeliveredOnce(record.id, email);
    expect(delivered.redrives).toBe(1);
  }, 60_000);
});

describe('npm run submissions -- redeliver', () => {
  it('takes a record left queued with nothing on the queue (as the queue refusing a redrive once left one): the next cron delivers it', async () => {
    const { email, record } = await postAvailability('RimastaInCoda', ['send-fails']);
    await allBack(email);
    // What a redrive the queue refused left before: queued, nothing on the queue, out of the index.
    const left: StoredSubmission = { ...record, status: 'queued', queuedAt: new Date().toISOString() };
    await env.SUBMISSIONS.put(submissionKey(record.id), JSON.stringify(left), { metadata: summaryOf(left) });
    await env.SUBMISSIONS.delete(parkedKey(record.id));
    // Within its message's lifetime the cron leaves it, as it must for one really on the queue.
    await runCron();
    expect((await stored(record.id))?.status).toBe('queued');

    // What the CLI writes (scripts/submissions-kv.ts writeSubmission): the record parked again, and its index entry.
    const next = forRedelivery(left);
    if (typeof next === 'string') throw new Error(next);
    await env.SUBMISSIONS.put(submissionKey(record.id), JSON.stringify(next), { metadata: summaryOf(next) });
    await env.SUBMISSIONS.put(parkedKey(record.id), next.receivedAt);
    await runCron();
    await expectDeliveredOnce(record.id, email);
  });
});
