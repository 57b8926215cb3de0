import { type Config, readConfig, readFormSecrets } from '../config.ts';
import { log } from '../log.ts';
import { deliver } from './deliver.ts';
import { sendHandoff } from './handoff.ts';
import { type DeliveryMessage, Outbox, type StoredSubmission } from './outbox.ts';
import { type QueueFaults, queueFaults } from './queue-faults.ts';
import type { HandoffReason, SubmissionSummary } from './submission-record.ts';

/** Waits between queue attempts: base, 2 × base, 4 × base… at most an hour. */
function retryDelaySeconds(base: number, attempts: number): number {
  return Math.min(3600, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * How many times the cron puts a parked submission back on the queue (docs/product.md "Forms:
 * nothing accepted is lost"): to its upstream, then it goes to staff; to staff, then it is
 * `stuck` and waits for `npm run submissions -- redeliver`. Each round is the queue's own retries.
 */
export const UPSTREAM_REDRIVES = 3;
export const HANDOFF_REDRIVES = 24;

/**
 * `max_retries` of the delivery queue's consumer in production (wrangler.toml; the dev config
 * retries less, which only makes the bound below longer than it needs to be there).
 * tests/unit/submission-sweep.test.ts keeps the two in step.
 */
export const QUEUE_MAX_RETRIES = 6;

/**
 * How long after it was given to the queue a submission may still be `queued` with its message
 * alive: twice every retry's wait, and a quarter of an hour for slow attempts and a backlog.
 * Past it the message is taken as lost (a dead-letter consumer that never parked it, a worker
 * stopped between two writes) and the cron sends it again; were it alive after all, the second
 * message costs one more attempt under the same idempotency key (docs/decisions/004).
 */
export function messageLifetimeMs(baseSeconds: number): number {
  let waits = 0;
  for (let attempt = 1; attempt <= QUEUE_MAX_RETRIES; attempt++) waits += retryDelaySeconds(baseSeconds, attempt);
  return (2 * waits + 15 * 60) * 1000;
}

const isDeadLetterQueue = (queue: string) => queue.endsWith('-dlq');

/** The fault switch's consumer faults leave the handler, so the queue retries the batch as it does any consumer that throws. */
class ConsumerFault extends Error {}

/**
 * The queue consumer. On the delivery queue: one more attempt per message, with the same
 * idempotency key as every attempt before; a refusal goes to staff at once. On the dead-letter
 * queue: what ran out of retries is parked in KV for the cron to redrive; it is never dropped.
 */
export async function handleDeliveries(batch: MessageBatch<DeliveryMessage>, env: Env): Promise<void> {
  const config = readConfig(env);
  const faults = queueFaults(env);
  const outbox = new Outbox(env.SUBMISSIONS, env.DELIVERIES, faults);
  for (const message of batch.messages) {
    try {
      await handleMessage(message, batch.queue, outbox, faults, env, config);
    } catch (error) {
      if (error instanceof ConsumerFault) throw error;
      // KV or the queue failing for one message must not fail the batch (which retries every
      // unacknowledged message at once, unlogged): this one waits and is tried again.
      const delaySeconds = retryDelaySeconds(config.DELIVERY_RETRY_BASE_S, message.attempts);
      log({ level: 'error', event: 'delivery.error', id: message.body.id, queue: batch.queue, delaySeconds, error: String(error) });
      message.retry({ delaySeconds });
    }
  }
}

async function handleMessage(
  message: Message<DeliveryMessage>,
  queue: string,
  outbox: Outbox,
  faults: QueueFaults,
  env: Env,
  config: Config,
): Promise<void> {
  const { id } = message.body;
  const submission = await outbox.load(id);
  if (!submission) {
    log({ level: 'error', event: 'delivery.missing', id, queue });
    message.ack();
    return;
  }
  const fault = isDeadLetterQueue(queue) ? 'dead-letter-throws' : 'consumer-throws';
  if (await faults(fault, submission)) {
    log({ level: 'error', event: 'delivery.fault', id, queue, fault, attempts: message.attempts });
    throw new ConsumerFault(`queue fault switch: ${fault}`);
  }
  if (submission.status !== 'queued' && submission.status !== 'unsent' && submission.status !== 'parked') {
    // Delivered, handed off or stuck: a second message (at-least-once delivery, a redrive race) changes nothing.
    log({ event: 'delivery.duplicate_message', id, status: submission.status });
    message.ack();
    return;
  }
  if (isDeadLetterQueue(queue)) {
    await outbox.park(submission);
    log({
      level: 'error',
      event: 'delivery.parked',
      id,
      form: submission.form,
      attempts: submission.attempts,
      handoff: submission.handoff?.reason,
      lastError: submission.lastError,
    });
    message.ack();
    return;
  }
  const job = submission.job;
  if (!job) {
    // Only a delivered record drops its job: one without, still waiting, cannot be sent anywhere.
    await outbox.save({ ...submission, status: 'stuck', lastError: 'stored without its data' });
    log({ level: 'error', event: 'delivery.stuck', id, form: submission.form, reason: 'no job' });
    message.ack();
    return;
  }
  const retry = () => message.retry({ delaySeconds: retryDelaySeconds(config.DELIVERY_RETRY_BASE_S, message.attempts) });

  // An `unsent` record whose message came after all (the send failed late) is on the queue: it says so from its next write.
  let current: StoredSubmission = submission.status === 'unsent' ? { ...submission, status: 'queued' } : submission;
  if (!current.handoff) {
    const secrets = readFormSecrets(env);
    if (!secrets) {
      log({ level: 'error', event: 'delivery.not_configured', id, form: submission.form });
      retry();
      return;
    }
    const result = await deliver(job, id, config, secrets);
    const attempts = current.attempts + 1;
    if (result.outcome === 'failed') {
      await outbox.save({ ...current, attempts, lastError: result.error });
      log({ level: 'warn', event: 'delivery.retry', id, form: current.form, attempts, error: result.error });
      retry();
      return;
    }
    if (result.outcome === 'delivered') {
      await outbox.save({ ...current, attempts, status: 'delivered', lastError: undefined, deliveredAt: new Date().toISOString() });
      log({ event: 'delivery.delivered', id, form: current.form, attempts });
      message.ack();
      return;
    }
    // A refusal is final: retrying cannot change the upstream's mind, staff can.
    current = { ...current, attempts, lastError: result.error, redrives: 0, handoff: startHandoff(current, 'refused', result.error) };
    await outbox.save(current);
    log({ level: 'error', event: 'delivery.refused', id, form: current.form, attempts, error: result.error });
  }
  await handOff(current, job, outbox, config, retry, () => message.ack());
}

/** A new hand-off of a submission (a redelivered one may come to a second). */
export function startHandoff(submission: StoredSubmission, reason: HandoffReason, error: string): NonNullable<StoredSubmission['handoff']> {
  const round = Math.max(submission.handoff?.round ?? 0, submission.handoffRounds ?? 0) + 1;
  return { reason, error, since: new Date().toISOString(), round, attempts: 0 };
}

/** One attempt at the staff mail; true once staff have it. */
async function handOff(
  submission: StoredSubmission,
  job: NonNullable<StoredSubmission['job']>,
  outbox: Outbox,
  config: Config,
  retry: () => void,
  ack: () => void,
): Promise<boolean> {
  const handoff = submission.handoff;
  if (!handoff) return false;
  const result = await sendHandoff(submission, job, config);
  const attempts = handoff.attempts + 1;
  if (result.outcome === 'delivered') {
    // The list then shows the upstream's reason, not a hand-off attempt that failed on the way.
    await outbox.save({
      ...submission,
      status: 'handed-off',
      lastError: handoff.error,
      deliveredAt: new Date().toISOString(),
      handoff: { ...handoff, attempts },
    });
    log({
      level: 'warn',
      event: 'delivery.handed_off',
      id: submission.id,
      form: submission.form,
      reason: handoff.reason,
      error: handoff.error,
    });
    ack();
    return true;
  }
  // Any answer but a delivery is retried: the staff mail is the last way out, and its bound is the redrive count.
  await outbox.save({ ...submission, lastError: `hand-off: ${result.error}`, handoff: { ...handoff, attempts } });
  log({ level: 'error', event: 'delivery.handoff_retry', id: submission.id, form: submission.form, attempts, error: result.error });
  retry();
  return false;
}

/** Given to the queue before `lostBefore` and still `queued`: its message is taken as lost. An unreadable date counts as long ago. */
const isLost = (record: Pick<SubmissionSummary, 'status' | 'queuedAt' | 'receivedAt'>, lostBefore: number) =>
  record.status === 'queued' && !(Date.parse(record.queuedAt ?? record.receivedAt) >= lostBefore);

/** What the cron has to send: parked, unsent, or queued with its message lost. */
const isForTheCron = (record: Pick<SubmissionSummary, 'status' | 'queuedAt' | 'receivedAt'>, lostBefore: number) =>
  record.status === 'parked' || record.status === 'unsent' || isLost(record, lostBefore);

type Swept = 'queued' | 'unsent' | 'handed-off' | 'stuck' | 'left';

/**
 * The cron, every 15 minutes (docs/submissions.md "States and their ways out"). It takes what
 * its index holds (parked and unsent submissions) and, from the key list, what the index lost
 * and every `queued` submission whose message should have ended long since. Parked and lost
 * ones go back on the queue a bounded number of times: past the bound, one waiting for its
 * upstream goes to staff, one waiting for staff becomes `stuck` (listed by `npm run submissions
 * -- list`, logged as an error). An unsent one is sent again; when the queue refuses it once
 * more, the cron hands it to staff itself, since the mail endpoint needs no queue.
 *
 * `now` is the run's scheduled time.
 */
export async function redriveParked(env: Env, now = Date.now(), limit = 100): Promise<number> {
  const config = readConfig(env);
  const outbox = Outbox.of(env);
  const lostBefore = now - messageLifetimeMs(config.DELIVERY_RETRY_BASE_S);
  const indexed = new Set(await outbox.parkedIds(limit));
  const due = new Set(indexed);
  try {
    const { submissions, complete } = await outbox.listed();
    if (!complete) log({ level: 'warn', event: 'delivery.sweep_partial', listed: submissions.length });
    // A record written without a summary (by hand, or before summaries) is read to be sure.
    for (const { id, summary } of submissions) if (!summary || isForTheCron(summary, lostBefore)) due.add(id);
  } catch (error) {
    // The index alone this time: the next run lists again.
    log({ level: 'error', event: 'delivery.sweep_list_failed', error: String(error) });
  }
  const counts: Record<Swept, number> = { queued: 0, unsent: 0, 'handed-off': 0, stuck: 0, left: 0 };
  let taken = 0;
  for (const id of due) {
    if (taken++ >= limit) break;
    try {
      counts[await sweepOne(id, indexed.has(id), outbox, config, lostBefore)]++;
    } catch (error) {
      // One record's KV failure must not keep the others waiting: this one is due again next run.
      log({ level: 'error', event: 'delivery.redrive_failed', id, error: String(error) });
    }
  }
  log({ event: 'delivery.redrive', redriven: counts.queued, unsent: counts.unsent, handedOff: counts['handed-off'], stuck: counts.stuck });
  return counts.queued;
}

async function sweepOne(id: string, indexed: boolean, outbox: Outbox, config: Config, lostBefore: number): Promise<Swept> {
  const submission = await outbox.load(id);
  if (!submission || !isForTheCron(submission, lostBefore)) {
    // Delivered or handed off meanwhile, expired, or its message still on its way: at most an index entry to tidy.
    if (indexed) await outbox.unpark(id);
    return 'left';
  }
  const { form } = submission;
  const stuck = async (reason: string, record: StoredSubmission): Promise<Swept> => {
    await outbox.save(record);
    await outbox.unpark(id);
    log({ level: 'error', event: 'delivery.stuck', id, form, reason, error: record.lastError });
    return 'stuck';
  };
  const job = submission.job;
  if (!job) return stuck('no job', { ...submission, status: 'stuck', lastError: 'stored without its data' });
  if (submission.handoff && submission.redrives >= HANDOFF_REDRIVES) {
    return stuck('hand-off redrives exhausted', { ...submission, status: 'stuck' });
  }

  let next = submission;
  if (submission.status !== 'unsent') {
    // Parked, or queued with its message lost: its round at the queue is over. An unsent one never had its round.
    if (submission.status === 'queued') {
      log({ level: 'error', event: 'delivery.lost', id, form, queuedAt: submission.queuedAt ?? submission.receivedAt });
    }
    if (!submission.handoff && submission.redrives >= UPSTREAM_REDRIVES) {
      const error = submission.lastError ?? 'no answer';
      next = { ...submission, redrives: 0, handoff: startHandoff(submission, 'exhausted', error) };
      log({ level: 'error', event: 'delivery.exhausted', id, form, attempts: submission.attempts, error });
    } else {
      next = { ...submission, redrives: submission.redrives + 1 };
    }
  }
  if ((await outbox.enqueue(next)) === 'queued') {
    await outbox.unpark(id);
    return 'queued';
  }
  // Refused by the queue for the first time: `enqueue` left it unsent and in the index, for the next run.
  if (submission.status !== 'unsent') return 'unsent';

  // Refused a second time: staff get it now. Each such attempt counts as a redrive of the hand-off, so the bound holds.
  const unsent: StoredSubmission = { ...next, status: 'unsent' };
  const current: StoredSubmission = unsent.handoff
    ? { ...unsent, redrives: unsent.redrives + 1 }
    : { ...unsent, redrives: 0, handoff: startHandoff(unsent, 'unqueued', unsent.lastError ?? 'not sent') };
  log({ level: 'error', event: 'delivery.unqueued', id, form, attempts: current.attempts, reason: current.handoff?.reason });
  const nothing = () => {};
  if (await handOff(current, job, outbox, config, nothing, nothing)) {
    await outbox.unpark(id);
    return 'handed-off';
  }
  return 'unsent';
}
