import type { FormName } from '../../shared/forms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import type { DeliveryJob } from './jobs.ts';

/**
 * Submissions the upstream did not take at once (ARCHITECTURE.md "Forms"), kept in KV with
 * their attachments until delivered. The queue message is only the id: the payload stays here.
 */
export type SubmissionStatus = 'queued' | 'parked' | 'delivered' | 'rejected';

export type StoredSubmission = {
  id: string;
  form: FormName;
  locale: Locale;
  receivedAt: string;
  status: SubmissionStatus;
  attempts: number;
  redrives: number;
  lastError?: string;
  deliveredAt?: string;
  /** Dropped once delivered: the personal data then lives at the upstream only. */
  job: DeliveryJob | null;
};

export type DeliveryMessage = { id: string };

const submissionKey = (id: string) => `submission:${id}`;
/** The index the cron walks: one key per parked submission. */
export const PARKED_PREFIX = 'parked:';
const parkedKey = (id: string) => `${PARKED_PREFIX}${id}`;

/** Delivered and rejected records are kept a month for ops to trace, then expire. */
const FINISHED_TTL_S = 30 * 24 * 60 * 60;

export class Outbox {
  constructor(
    private readonly kv: KVNamespace,
    private readonly queue: Queue<DeliveryMessage>,
  ) {}

  /** Stored first, then queued: a message never points at nothing. */
  async enqueue(submission: StoredSubmission): Promise<void> {
    await this.kv.put(submissionKey(submission.id), JSON.stringify(submission));
    await this.queue.send({ id: submission.id }, { contentType: 'json' });
  }

  load(id: string): Promise<StoredSubmission | null> {
    return this.kv.get<StoredSubmission>(submissionKey(id), 'json');
  }

  save(submission: StoredSubmission): Promise<void> {
    const finished = submission.status === 'delivered' || submission.status === 'rejected';
    const record = submission.status === 'delivered' ? { ...submission, job: null } : submission;
    return this.kv.put(submissionKey(submission.id), JSON.stringify(record), finished ? { expirationTtl: FINISHED_TTL_S } : undefined);
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
