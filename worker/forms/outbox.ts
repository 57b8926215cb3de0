import type { FormName } from '../../shared/forms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import type { DeliveryJob } from './jobs.ts';

/**
 * Submissions the upstream did not take at once (ARCHITECTURE.md "Forms"), kept in KV with
 * their attachments until they are accounted for: delivered to the upstream, or handed to staff
 * through the mail endpoint. The queue message is only the id: the payload stays here.
 *
 * - `queued`: a queue message is on its way (to the upstream, or to staff once `handoff` is set);
 * - `parked`: the queue's retries ran out; the cron redrives it a bounded number of times;
 * - `delivered`: the upstream took it; the payload is dropped;
 * - `handed-off`: staff got it by mail with the upstream's reason;
 * - `stuck`: even the hand-off kept failing; it waits for `npm run submissions -- redeliver`.
 */
export type SubmissionStatus = 'queued' | 'parked' | 'delivered' | 'handed-off' | 'stuck';

/** Why a submission goes to staff instead of its upstream. */
export type HandoffReason = 'refused' | 'exhausted';

export type Handoff = {
  reason: HandoffReason;
  /** The upstream's last answer: its refusal, or the error of the last attempt. */
  error: string;
  since: string;
  /** Counts hand-offs of this submission (a redelivery may end in a second one): part of the mail's idempotency key. */
  round: number;
  attempts: number;
};

export type StoredSubmission = {
  id: string;
  form: FormName;
  locale: Locale;
  receivedAt: string;
  status: SubmissionStatus;
  /** Attempts at the upstream. */
  attempts: number;
  /** Cron redrives in the current phase (to the upstream, or to staff). */
  redrives: number;
  lastError?: string;
  /** When it was delivered or handed off. */
  deliveredAt?: string;
  /** Set once the submission is for staff rather than its upstream. */
  handoff?: Handoff;
  /** Dropped once delivered: the personal data then lives at the upstream only. */
  job: DeliveryJob | null;
};

/** What `wrangler kv key list` shows of a submission without reading its value (which holds the attachments). */
export type SubmissionSummary = {
  form: FormName;
  status: SubmissionStatus;
  attempts: number;
  receivedAt: string;
  lastError?: string;
  deliveredAt?: string;
  handoff?: HandoffReason;
};

export type DeliveryMessage = { id: string };

export const SUBMISSION_PREFIX = 'submission:';
export const submissionKey = (id: string) => `${SUBMISSION_PREFIX}${id}`;
/** The index the cron walks: one key per parked submission. */
export const PARKED_PREFIX = 'parked:';
export const parkedKey = (id: string) => `${PARKED_PREFIX}${id}`;

/**
 * How long a finished record is kept (docs/product.md "Forms: retention"): a delivered one keeps
 * no personal data, a handed-off one keeps it for staff to look up, export or redeliver.
 */
export const RETENTION_DAYS = 30;
const FINISHED_TTL_S = RETENTION_DAYS * 24 * 60 * 60;
/** KV metadata holds at most 1024 bytes; an error of 200 characters leaves room for the rest. */
const SUMMARY_ERROR_CHARS = 200;

export const isFinished = (status: SubmissionStatus) => status === 'delivered' || status === 'handed-off';

export function summaryOf(submission: StoredSubmission): SubmissionSummary {
  const summary: SubmissionSummary = {
    form: submission.form,
    status: submission.status,
    attempts: submission.attempts,
    receivedAt: submission.receivedAt,
  };
  if (submission.lastError) summary.lastError = submission.lastError.slice(0, SUMMARY_ERROR_CHARS);
  if (submission.deliveredAt) summary.deliveredAt = submission.deliveredAt;
  if (submission.handoff) summary.handoff = submission.handoff.reason;
  return summary;
}

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
