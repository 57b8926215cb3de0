import { type Config, readConfig, readFormSecrets } from '../config.ts';
import { log } from '../log.ts';
import { deliver } from './deliver.ts';
import { type DeliveryMessage, Outbox } from './outbox.ts';

/** Waits between queue attempts: base, 2 × base, 4 × base… at most an hour. */
export function retryDelaySeconds(base: number, attempts: number): number {
  return Math.min(3600, base * 2 ** Math.max(0, attempts - 1));
}

const isDeadLetterQueue = (queue: string) => queue.endsWith('-dlq');

/**
 * The queue consumer. On the delivery queue: one more attempt per message, with the same
 * idempotency key as every attempt before. On the dead-letter queue: what ran out of retries
 * is parked in KV for the cron to redrive; it is never dropped.
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
  const secrets = readFormSecrets(env);
  const outbox = new Outbox(env.SUBMISSIONS, env.DELIVERIES);
  const deadLetters = isDeadLetterQueue(queue);
  const { id } = message.body;
  const submission = await outbox.load(id);
  if (!submission) {
    log({ level: 'error', event: 'delivery.missing', id, queue });
    message.ack();
    return;
  }
  if (submission.status === 'delivered' || submission.status === 'rejected') {
    log({ event: 'delivery.duplicate_message', id, status: submission.status });
    message.ack();
    return;
  }
  if (deadLetters) {
    await outbox.park(submission);
    log({
      level: 'error',
      event: 'delivery.parked',
      id,
      form: submission.form,
      attempts: submission.attempts,
      lastError: submission.lastError,
    });
    message.ack();
    return;
  }
  if (!secrets || !submission.job) {
    log({ level: 'error', event: 'delivery.not_configured', id, form: submission.form });
    message.retry({ delaySeconds: retryDelaySeconds(config.DELIVERY_RETRY_BASE_S, message.attempts) });
    return;
  }
  const result = await deliver(submission.job, id, config, secrets);
  const attempts = submission.attempts + 1;
  if (result.outcome === 'failed') {
    const delaySeconds = retryDelaySeconds(config.DELIVERY_RETRY_BASE_S, message.attempts);
    await outbox.save({ ...submission, attempts, lastError: result.error });
    log({ level: 'warn', event: 'delivery.retry', id, form: submission.form, attempts, delaySeconds, error: result.error });
    message.retry({ delaySeconds });
    return;
  }
  const status = result.outcome === 'delivered' ? 'delivered' : 'rejected';
  const lastError = result.outcome === 'rejected' ? result.error : undefined;
  await outbox.save({ ...submission, attempts, status, lastError, deliveredAt: new Date().toISOString() });
  log({
    level: status === 'delivered' ? 'info' : 'error',
    event: `delivery.${status}`,
    id,
    form: submission.form,
    attempts,
    error: lastError,
  });
  message.ack();
}

/** The cron: parked submissions go back on the queue for another round of retries. */
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
    await outbox.save({ ...submission, status: 'queued', redrives: submission.redrives + 1 });
    await outbox.redrive(id);
    redriven++;
  }
  log({ event: 'delivery.redrive', redriven });
  return redriven;
}
