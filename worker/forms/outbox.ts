import {
  type DeliveryMessage,
  FINISHED_TTL_S,
  isFinished,
  PARKED_PREFIX,
  parkedKey,
  type StoredSubmission,
  submissionKey,
  summaryOf,
} from './submission-record.ts';

export type { DeliveryMessage, StoredSubmission } from './submission-record.ts';
export { PARKED_PREFIX } from './submission-record.ts';

export class Outbox {
  constructor(
    private readonly kv: KVNamespace,
    private readonly queue: Queue<DeliveryMessage>,
  ) {}

  /** Stored first, then queued: a message never points at nothing. */
  async enqueue(submission: StoredSubmission): Promise<void> {
    await this.save(submission);
    await this.queue.send({ id: submission.id }, { contentType: 'json' });
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

  /** Back on the queue; the index entry goes only once the message is sent. */
  async redrive(id: string): Promise<void> {
    await this.queue.send({ id }, { contentType: 'json' });
    await this.unpark(id);
  }

  unpark(id: string): Promise<void> {
    return this.kv.delete(parkedKey(id));
  }
}
