import type { FormName } from '../../shared/forms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import type { DeliveryJob } from './jobs.ts';

/**
 * Submissions the upstream did not take at once (docs/architecture.md "Forms"), kept in KV with
 * their attachments until they are accounted for: delivered to the upstream, or handed to staff
 * through the mail endpoint. The queue message is only the id: the payload stays here.
 *
 * - `queued`: a queue message is on its way (to the upstream, or to staff once `handoff` is set);
 *   one still `queued` long after its message would have ended is taken as lost and sent again;
 * - `unsent`: the queue refused its message; the cron sends it again, and hands it to staff
 *   itself when the queue refuses it once more;
 * - `parked`: the queue's retries ran out; the cron redrives it a bounded number of times;
 * - `delivered`: the upstream took it; the payload is dropped;
 * - `handed-off`: staff got it by mail with the upstream's reason;
 * - `stuck`: even the hand-off kept failing; it waits for `npm run submissions -- redeliver`.
 * The ways out, state by state, are in docs/submissions.md.
 */
export type SubmissionStatus = 'queued' | 'unsent' | 'parked' | 'delivered' | 'handed-off' | 'stuck';

/** Why a submission goes to staff instead of its upstream: refused by it, out of redrives, or refused twice by the queue. */
export type HandoffReason = 'refused' | 'exhausted' | 'unqueued';

type Handoff = {
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
  /** What the visitor was shown to quote (worker/forms/reference.ts); absent on records from before references. */
  reference?: string;
  form: FormName;
  locale: Locale;
  receivedAt: string;
  status: SubmissionStatus;
  /** Attempts at the upstream. */
  attempts: number;
  /** Cron redrives in the current phase (to the upstream, or to staff). */
  redrives: number;
  /** When it was last given to the queue; absent on records from before it was kept (`receivedAt` stands in). */
  queuedAt?: string;
  lastError?: string;
  /** When it was delivered or handed off. */
  deliveredAt?: string;
  /** Set once the submission is for staff rather than its upstream. */
  handoff?: Handoff;
  /** Hand-offs started before a redelivery (`npm run submissions -- redeliver`), so the next one is a new mail. */
  handoffRounds?: number;
  /** Dropped once delivered: the personal data then lives at the upstream only. */
  job: DeliveryJob | null;
};

/** What `wrangler kv key list` shows of a submission without reading its value (which holds the attachments). */
export type SubmissionSummary = {
  form: FormName;
  status: SubmissionStatus;
  attempts: number;
  receivedAt: string;
  /** The cron reads it from the key list to find a `queued` submission whose message was lost. */
  queuedAt?: string;
  lastError?: string;
  deliveredAt?: string;
  handoff?: HandoffReason;
};

export type DeliveryMessage = { id: string };

export const SUBMISSION_PREFIX = 'submission:';
export const submissionKey = (id: string) => `${SUBMISSION_PREFIX}${id}`;
/** The index the cron walks: one key per submission it has to send, `parked` or `unsent`. */
export const PARKED_PREFIX = 'parked:';
export const parkedKey = (id: string) => `${PARKED_PREFIX}${id}`;

/**
 * How long a finished record is kept (docs/product.md "Forms: retention"): a delivered one keeps
 * no personal data, a handed-off one keeps it for staff to look up, export or redeliver.
 */
const RETENTION_DAYS = 30;
export const FINISHED_TTL_S = RETENTION_DAYS * 24 * 60 * 60;
/** KV metadata holds at most 1024 bytes of JSON; the error is cut until the summary fits. */
export const SUMMARY_MAX_BYTES = 1024;
const SUMMARY_ERROR_CHARS = 200;
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

export const isFinished = (status: SubmissionStatus) => status === 'delivered' || status === 'handed-off';

export function summaryOf(submission: StoredSubmission): SubmissionSummary {
  const summary: SubmissionSummary = {
    form: submission.form,
    status: submission.status,
    attempts: submission.attempts,
    receivedAt: submission.receivedAt,
  };
  if (submission.queuedAt) summary.queuedAt = submission.queuedAt;
  if (submission.deliveredAt) summary.deliveredAt = submission.deliveredAt;
  if (submission.handoff) summary.handoff = submission.handoff.reason;
  // Control characters and quotes take up to 6 bytes each in JSON: shorten until it fits, never fail the write.
  let error = submission.lastError?.slice(0, SUMMARY_ERROR_CHARS) ?? '';
  while (error && bytes({ ...summary, lastError: error }) > SUMMARY_MAX_BYTES) error = error.slice(0, Math.floor(error.length / 2));
  if (error) summary.lastError = error;
  return summary;
}

/**
 * The record as `npm run submissions -- redeliver` puts it back: parked, with its redrives and
 * hand-off cleared, so the next cron sends it to its upstream again (and, failing that, to staff
 * in a new hand-off). Any record but a delivered one can be: a `queued` one too, whose message
 * may be lost (if it is not, the upstream gets one more attempt with the same idempotency key).
 * Returns why it cannot be redelivered instead.
 */
export function forRedelivery(submission: StoredSubmission): StoredSubmission | string {
  if (submission.status === 'delivered') return 'it was delivered already (its upstream has it, and its data was dropped)';
  if (!submission.job) return 'it keeps no data: nothing to send again';
  const { handoff, deliveredAt: _finished, ...rest } = submission;
  const rounds = Math.max(handoff?.round ?? 0, submission.handoffRounds ?? 0);
  return { ...rest, status: 'parked', redrives: 0, ...(rounds > 0 ? { handoffRounds: rounds } : {}) };
}
