import { type Config, readConfig, readFormSecrets } from '../config.ts';
import { log } from '../log.ts';
import { deliver } from './deliver.ts';
import { sendHandoff } from './handoff.ts';
import { type DeliveryMessage, Outbox, type StoredSubmission } from './outbox.ts';

/** Waits between queue attempts: base, 2 × base, 4 × base… at most an hour. */
export function retryDelaySeconds(base: number, attempts: number): number {
  return Math.min(3600, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * How many times the cron puts a parked submission back on the queue (docs/product.md "Forms:
 * nothing accepted is lost"): to its upstream, then it goes to staff; to staff, then it is
 * `stuck` and waits for `npm run submissions -- redeliver`. Each round is the queue's own retries.
 */
export const UPSTREAM_REDRIVES = 3;
export const HANDOFF_REDRIVES = 24;

const isDeadLetterQueue = (queue: string) => queue.endsWith('-dlq');

/**
 * The queue consumer. On the delivery queue: one more attempt per message, with the same
 * idempotency key as every attempt before; a refusal goes to staff at once. On the dead-letter
 * queue: what ran out of retries is parked in KV for the cron to redrive; it is never dropped.
 */
export async function handleDeliveries(batch: MessageBatch<DeliveryMessage>, env: Env): Promise<void> {
  const config = readConfig(env);
  for (const message of batch.messages) {
    try {
      await handleMessage(message, batch.queue, env, config);
    } catch (error) {
      // KV or the queue failing for one message must not fail the batch (which retries every
      // unacknowledged message at once, unlogged): this one waits and is tried again.
      const delaySeconds = retryDelaySeconds(config.DELIVERY_RETRY_BASE_S, message.attempts);
      log({ level: 'error', event: 'delivery.error', id: message.body.id, queue: batch.queue, delaySeconds, error: String(error) });
      message.retry({ delaySeconds });
    }
  }
}

async function handleMessage(message: Message<DeliveryMessage>, queue: string, env: Env, config: Config): Promise<void> {
  const outbox = new Outbox(env.SUBMISSIONS, env.DELIVERIES);
  const { id } = message.body;
  const submission = await outbox.load(id);
  if (!submission) {
    log({ level: 'error', event: 'delivery.missing', id, queue });
    message.ack();
    return;
  }
  if (submission.status !== 'queued' && submission.status !== 'parked') {
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

  let current: StoredSubmission = submission;
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
export function startHandoff(
  submission: StoredSubmission,
  reason: 'refused' | 'exhausted',
  error: string,
): NonNullable<StoredSubmission['handoff']> {
  const round = Math.max(submission.handoff?.round ?? 0, submission.handoffRounds ?? 0) + 1;
  return { reason, error, since: new Date().toISOString(), round, attempts: 0 };
}

async function handOff(
  submission: StoredSubmission,
  job: NonNullable<StoredSubmission['job']>,
  outbox: Outbox,
  config: Config,
  retry: () => void,
  ack: () => void,
): Promise<void> {
  const handoff = submission.handoff;
  if (!handoff) return;
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
    return;
  }
  // Any answer but a delivery is retried: the staff mail is the last way out, and its bound is the redrive count.
  await outbox.save({ ...submission, lastError: `hand-off: ${result.error}`, handoff: { ...handoff, attempts } });
  log({ level: 'error', event: 'delivery.handoff_retry', id: submission.id, form: submission.form, attempts, error: result.error });
  retry();
}

/**
 * The cron: parked submissions go back on the queue for another round of retries, a bounded
 * number of times. Past the bound, one waiting for its upstream goes to staff; one waiting for
 * staff becomes `stuck`, listed by `npm run submissions -- list` and logged as an error.
 */
export async function redriveParked(env: Env, limit = 100): Promise<number> {
  const outbox = new Outbox(env.SUBMISSIONS, env.DELIVERIES);
  let redriven = 0;
  for (const id of await outbox.parkedIds(limit)) {
    const submission = await outbox.load(id);
    if (submission?.status !== 'parked') {
      // Delivered meanwhile, or expired: only the index entry is left to tidy.
      await outbox.unpark(id);
      continue;
    }
    if (!submission.handoff && submission.redrives >= UPSTREAM_REDRIVES) {
      const error = submission.lastError ?? 'no answer';
      await outbox.save({ ...submission, status: 'queued', redrives: 0, handoff: startHandoff(submission, 'exhausted', error) });
      await outbox.redrive(id);
      log({ level: 'error', event: 'delivery.exhausted', id, form: submission.form, attempts: submission.attempts, error });
      redriven++;
      continue;
    }
    if (submission.handoff && submission.redrives >= HANDOFF_REDRIVES) {
      await outbox.save({ ...submission, status: 'stuck' });
      await outbox.unpark(id);
      log({
        level: 'error',
        event: 'delivery.stuck',
        id,
        form: submission.form,
        reason: 'hand-off redrives exhausted',
        error: submission.lastError,
      });
      continue;
    }
    await outbox.save({ ...submission, status: 'queued', redrives: submission.redrives + 1 });
    await outbox.redrive(id);
    redriven++;
  }
  log({ event: 'delivery.redrive', redriven });
  return redriven;
}
