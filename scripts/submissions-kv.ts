import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
import { type KvTarget, parseJsonOutput, withTempDir, wranglerKv } from './wrangler-kv.ts';

/**
 * The SUBMISSIONS KV namespace as staff see it, through wrangler, local or remote, the same way
 * the redirects CLI reaches REDIRECTS (scripts/redirects-kv.ts). Values hold attachments, so
 * listing reads only the keys' metadata; a value is read one at a time.
 */

const BINDING = 'SUBMISSIONS';
/** Values carry attachments: wrangler's output may be large. */
const MAX_OUTPUT = 256 * 1024 * 1024;
const wrangler = (args: string[], target: KvTarget) => wranglerKv(BINDING, args, target, MAX_OUTPUT);

export type Listed = { id: string; summary: SubmissionSummary };

/**
 * Every stored submission's summary, from the key list alone. A record written without
 * metadata (before the summaries existed) is read whole and summarised here.
 */
export async function listSubmissions(target: KvTarget): Promise<Listed[]> {
  const keys = parseJsonOutput(await wrangler(['key', 'list', '--prefix', SUBMISSION_PREFIX], target)) as {
    name: string;
    metadata?: SubmissionSummary;
  }[];
  const listed: Listed[] = [];
  const unsummarised: string[] = [];
  for (const key of keys) {
    const id = key.name.slice(SUBMISSION_PREFIX.length);
    if (key.metadata?.status) listed.push({ id, summary: key.metadata });
    else unsummarised.push(id);
  }
  for (const record of await readSubmissions(unsummarised, target)) listed.push({ id: record.id, summary: summaryOf(record) });
  return listed;
}

export async function readSubmission(id: string, target: KvTarget): Promise<StoredSubmission | null> {
  const text = await wrangler(['key', 'get', submissionKey(id), '--text'], target);
  if (text.trim() === '' || text.trim() === 'Value not found') return null;
  try {
    return JSON.parse(text) as StoredSubmission;
  } catch {
    throw new Error(`${submissionKey(id)} does not hold a submission record`);
  }
}

/** The KV API answers at most this many keys per bulk get; local storage has no such limit. */
const REMOTE_BULK_GET_MAX = 100;

/** Local answers `{ key: { value } }`, the API `{ key: value }`. */
function storedValue(answer: unknown): string | null {
  if (typeof answer === 'string') return answer;
  if (answer && typeof answer === 'object' && 'value' in answer) return (answer as { value: string | null }).value;
  return null;
}

/** Many records in as few wrangler calls as the API allows (one, locally). */
export async function readSubmissions(ids: string[], target: KvTarget): Promise<StoredSubmission[]> {
  if (ids.length === 0) return [];
  const batch = target.local ? ids.length : REMOTE_BULK_GET_MAX;
  const records = new Map<string, StoredSubmission>();
  await withTempDir('submissions-', async (dir) => {
    for (let start = 0; start < ids.length; start += batch) {
      const file = join(dir, `get-${start}.json`);
      await writeFile(file, JSON.stringify(ids.slice(start, start + batch).map(submissionKey)));
      const answer = parseJsonOutput(await wrangler(['bulk', 'get', file], target)) as Record<string, unknown>;
      for (const [key, raw] of Object.entries(answer)) {
        const value = storedValue(raw);
        if (value !== null) records.set(key, JSON.parse(value) as StoredSubmission);
      }
    }
  });
  return ids.flatMap((id) => records.get(submissionKey(id)) ?? []);
}

/** Writes a record as the worker does: its summary as metadata, a finished one with its expiry. */
export async function writeSubmission(record: StoredSubmission, target: KvTarget, parked: boolean): Promise<void> {
  const entries: Record<string, unknown>[] = [
    {
      key: submissionKey(record.id),
      value: JSON.stringify(record),
      metadata: summaryOf(record),
      ...(isFinished(record.status) ? { expiration_ttl: FINISHED_TTL_S } : {}),
    },
  ];
  if (parked) entries.push({ key: parkedKey(record.id), value: record.receivedAt });
  await withTempDir('submissions-', async (dir) => {
    await writeFile(join(dir, 'put.json'), JSON.stringify(entries));
    await wrangler(['bulk', 'put', join(dir, 'put.json')], target);
  });
}

/** Deletes submissions and their parked index entries, in one bulk call. */
export async function deleteSubmissions(ids: string[], target: KvTarget): Promise<void> {
  if (ids.length === 0) return;
  await withTempDir('submissions-', async (dir) => {
    await writeFile(join(dir, 'delete.json'), JSON.stringify(ids.flatMap((id) => [submissionKey(id), parkedKey(id)])));
    await wrangler(['bulk', 'delete', join(dir, 'delete.json'), '--force'], target);
  });
}
