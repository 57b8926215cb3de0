import {
  FINISHED_TTL_S,
  isFinished,
  parkedKey,
  SUBMISSION_PREFIX,
  type StoredSubmission,
  type SubmissionSummary,
  submissionKey,
  summaryOf,
} from '../worker/forms/submission-record.ts';
import { type KvPut, type KvStore, type KvTarget, wranglerKvStore } from './wrangler-kv.ts';

/**
 * The SUBMISSIONS KV namespace as staff see it: through wrangler, local or remote, the same way
 * the redirects CLI reaches REDIRECTS (scripts/redirects-kv.ts), or any other `KvStore` (the
 * tests' Miniflare). Values hold attachments, so listing reads only the keys' metadata; a value
 * is read one at a time.
 */

const BINDING = 'SUBMISSIONS';
/** Values carry attachments: wrangler's output may be large. */
const MAX_OUTPUT = 256 * 1024 * 1024;

/** The namespace of `target` through wrangler. */
export function submissionsStore(target: KvTarget): KvStore {
  return wranglerKvStore(BINDING, target, MAX_OUTPUT);
}

export type Listed = { id: string; summary: SubmissionSummary };

/**
 * Every stored submission's summary, from the key list alone. A record written without
 * metadata (before the summaries existed) is read whole and summarised here.
 */
export async function listSubmissions(store: KvStore): Promise<Listed[]> {
  const listed: Listed[] = [];
  const unsummarised: string[] = [];
  for (const key of await store.list(SUBMISSION_PREFIX)) {
    const id = key.name.slice(SUBMISSION_PREFIX.length);
    const metadata = key.metadata as SubmissionSummary | undefined;
    if (metadata?.status) listed.push({ id, summary: metadata });
    else unsummarised.push(id);
  }
  for (const record of await readSubmissions(unsummarised, store)) listed.push({ id: record.id, summary: summaryOf(record) });
  return listed;
}

function parseRecord(key: string, text: string): StoredSubmission {
  try {
    return JSON.parse(text) as StoredSubmission;
  } catch {
    throw new Error(`${key} does not hold a submission record`);
  }
}

export async function readSubmission(id: string, store: KvStore): Promise<StoredSubmission | null> {
  const text = await store.get(submissionKey(id));
  return text === null ? null : parseRecord(submissionKey(id), text);
}

/** Many records in as few calls as the store allows (one wrangler call, locally). */
export async function readSubmissions(ids: string[], store: KvStore): Promise<StoredSubmission[]> {
  if (ids.length === 0) return [];
  const values = await store.getMany(ids.map(submissionKey));
  return ids.flatMap((id) => {
    const text = values.get(submissionKey(id));
    return text === undefined ? [] : [parseRecord(submissionKey(id), text)];
  });
}

/** Writes a record as the worker does: its summary as metadata, a finished one with its expiry. */
export async function writeSubmission(record: StoredSubmission, store: KvStore, parked: boolean): Promise<void> {
  const entries: KvPut[] = [
    {
      key: submissionKey(record.id),
      value: JSON.stringify(record),
      metadata: summaryOf(record),
      ...(isFinished(record.status) ? { expirationTtl: FINISHED_TTL_S } : {}),
    },
  ];
  if (parked) entries.push({ key: parkedKey(record.id), value: record.receivedAt });
  await store.putMany(entries);
}

/** Deletes submissions and their parked index entries, in one bulk call. */
export async function deleteSubmissions(ids: string[], store: KvStore): Promise<void> {
  await store.deleteMany(ids.flatMap((id) => [submissionKey(id), parkedKey(id)]));
}
