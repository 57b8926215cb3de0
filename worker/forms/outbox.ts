import { log } from '../log.ts';
import { NO_QUEUE_FAULTS, type QueueFaults, queueFaults } from './queue-faults.ts';
import {
  type DeliveryMessage,
  FINISHED_TTL_S,
  isFinished,
  PARKED_PREFIX,
  parkedKey,
  type StoredSubmission,
  SUBMISSION_PREFIX,
  type SubmissionSummary,
  submissionKey,
  summaryOf,
} from './submission-record.ts';

export type { DeliveryMessage, StoredSubmission } from './submission-record.ts';
export { PARKED_PREFIX } from './submission-record.ts';

/** What became of a message for the queue: on its way, or refused (the record is `unsent`, for the cron). */
export type Enqueued = 'queued' | 'unsent';

/** A stored submission as the key list shows it: its summary, when it was written with one. */
export type ListedSubmission = { id: string; summary: SubmissionSummary | null };

/** Pages of 1000 keys the cron reads at most per run (docs/submissions.md "Where it lives"). */
const MAX_LIST_PAGES = 20;

export class Outbox {
  constructor(
    private readonly kv: KVNamespace,
    private readonly queue: Queue<DeliveryMessage>,
    private readonly faults: QueueFaults = NO_QUEUE_FAULTS,
  ) {}

  /** The worker's outbox, with the queue's fault switch where one may be set (worker/forms/queue-faults.ts). */
  static of(env: Env): Outbox {
    return new Outbox(env.SUBMISSIONS, env.DELIVERIES, queueFaults(env));
  }

  /**
   * Stored first, then queued: a message never points at nothing. A message the queue refuses
   * leaves the record `unsent` and in the cron's index, never `queued` with nothing on the
   * queue; should even that write fail, it stays `queued` and the cron takes it as lost once its
   * message would have ended. Throws only when the record could not be stored at all.
   */
  async enqueue(submission: StoredSubmission): Promise<Enqueued> {
    const queued: StoredSubmission = { ...submission, status: 'queued', queuedAt: new Date().toISOString() };
    await this.save(queued);
    try {
      if (await this.faults('send-fails', queued)) throw new Error('queue fault switch: send fails');
      await this.queue.send({ id: queued.id }, { contentType: 'json' });
      return 'queued';
    } catch (error) {
      log({ level: 'error', event: 'delivery.unsent', id: queued.id, form: queued.form, error: String(error) });
      try {
        await this.save({ ...queued, status: 'unsent' });
        await this.kv.put(parkedKey(queued.id), queued.receivedAt);
      } catch (saveError) {
        log({ level: 'error', event: 'delivery.unsent_not_saved', id: queued.id, form: queued.form, error: String(saveError) });
      }
      return 'unsent';
    }
  }

  load(id: string): Promise<StoredSubmission | null> {
    return this.kv.get<StoredSubmission>(submissionKey(id), 'json');
  }

  save(submission: StoredSubmission): Promise<void> {
    const record = submission.status === 'delivered' ? { ...submission, job: null } : submission;
    const options: KVNamespacePutOptions = { metadata: summaryOf(record) };
    if (isFinished(record.status)) options.expirationTtl = FINISHED_TTL_S;
    return this.kv.put(submissionKey(submission.id), JSON.stringify(record), options);
  }

  async park(submission: StoredSubmission): Promise<void> {
    await this.save({ ...submission, status: 'parked' });
    await this.kv.put(parkedKey(submission.id), submission.receivedAt);
  }

  async parkedIds(limit: number): Promise<string[]> {
    const listed = await this.kv.list({ prefix: PARKED_PREFIX, limit });
    return listed.keys.map((key) => key.name.slice(PARKED_PREFIX.length));
  }

  /**
   * Every stored submission with its summary, from the key list alone (no value is read): the
   * cron finds there what its index may have lost. Finished records are listed too, for 30 days.
   */
  async listed(): Promise<{ submissions: ListedSubmission[]; complete: boolean }> {
    const submissions: ListedSubmission[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
      const listed = await this.kv.list<SubmissionSummary>({ prefix: SUBMISSION_PREFIX, ...(cursor ? { cursor } : {}) });
      for (const key of listed.keys) submissions.push({ id: key.name.slice(SUBMISSION_PREFIX.length), summary: key.metadata ?? null });
      if (listed.list_complete) return { submissions, complete: true };
      cursor = listed.cursor;
    }
    return { submissions, complete: false };
  }

  unpark(id: string): Promise<void> {
    return this.kv.delete(parkedKey(id));
  }
}
