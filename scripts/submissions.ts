import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DeliveryJob } from '../worker/forms/jobs.ts';
import { readReference, REFERENCED_FORMS, submissionReference } from '../worker/forms/reference.ts';
import {
  forRedelivery,
  isFinished,
  type StoredSubmission,
  type SubmissionStatus,
  type SubmissionSummary,
} from '../worker/forms/submission-record.ts';
import { type CliOutput, consoleOutput } from './cli-output.ts';
import {
  deleteSubmissions,
  type Listed,
  listSubmissions,
  readSubmission,
  readSubmissions,
  submissionsStore,
  writeSubmission,
} from './submissions-kv.ts';
import { describeTarget, type KvStore, type KvTarget } from './wrangler-kv.ts';
import { printable, printableJson } from './printable.ts';

const USAGE = `Form submissions kept in the SUBMISSIONS KV namespace (docs/product.md "Forms: retention").

Usage: npm run submissions -- <command> [args] --local|--remote [flags]

Commands
  list [--state S]               id, form, state, attempts, age and last error of each, newest first
  show <id> [--attachments DIR]  one submission in full; attachments are saved to DIR, never printed
  redeliver <id>                 back to its upstream at the next cron run (then to staff again, if it fails);
                                 any submission but a delivered one
                                 <id> may also be the reference the visitor was shown (LS-7K3Q-9F2M)
  export [--state S] [--out F]   every submission as JSON lines (attachments as sizes, unless --with-attachments)
  purge --older-than DAYS        delete delivered and handed-off submissions finished more than DAYS ago
                                 (--dry-run: only say which); waiting ones are never purged

Flags
  --local                        wrangler's local KV of env "dev" (as \`npm start\` uses it)
  --persist-to <dir>             local state dir (default .wrangler/state)
  --remote                       the production namespace
  --state <state>                queued, unsent, parked, delivered, handed-off or stuck`;

const STATES: readonly SubmissionStatus[] = ['queued', 'unsent', 'parked', 'delivered', 'handed-off', 'stuck'];
const DAY_MS = 86_400_000;

/** A mistake in how the command was called: usage is printed, exit code 2. */
class UsageError extends Error {}

type Flags = {
  target: KvTarget;
  /** The namespace of `target`. */
  store: KvStore;
  print: CliOutput;
  state?: SubmissionStatus | undefined;
  out?: string | undefined;
  attachments?: string | undefined;
  withAttachments: boolean;
  olderThan?: number | undefined;
  dryRun: boolean;
};

function parseCommandLine(argv: string[], cli: SubmissionsCli): { positionals: string[]; flags: Flags } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      local: { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      state: { type: 'string' },
      out: { type: 'string' },
      attachments: { type: 'string' },
      'with-attachments': { type: 'boolean', default: false },
      'older-than': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals[0] === 'help') throw new UsageError('');
  if (values.local === values.remote) throw new UsageError('choose one of --local and --remote');
  if (values.remote && values['persist-to']) throw new UsageError('--persist-to is for --local only');
  const state = values.state;
  if (state !== undefined && !(STATES as readonly string[]).includes(state)) {
    throw new UsageError(`--state must be one of ${STATES.join(', ')} (got ${state})`);
  }
  let olderThan: number | undefined;
  if (values['older-than'] !== undefined) {
    olderThan = Number(values['older-than']);
    if (!Number.isInteger(olderThan) || olderThan < 0) throw new UsageError('--older-than takes a whole number of days');
  }
  const target: KvTarget = { local: values.local, persistTo: values['persist-to'] };
  return {
    positionals,
    flags: {
      target,
      store: cli.store(target),
      print: cli.out,
      state: state as SubmissionStatus | undefined,
      out: values.out,
      attachments: values.attachments,
      withAttachments: values['with-attachments'],
      olderThan,
      dryRun: values['dry-run'],
    },
  };
}

/** `42s`, `17m`, `5h`, `3d`: how long ago. */
export function age(fromIso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(fromIso)) / 1000));
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}

const oneLine = (text: string | undefined, max: number) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  // An upstream's error is outside text: no terminal control reaches the screen.
  return printable(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
};

/** The table `list` prints: one line per submission, no personal data beyond the upstream's error. */
export function table(listed: Listed[], now = Date.now()): string {
  const rows = listed.map(({ id, summary }) => [
    id,
    summary.form,
    summary.status + (summary.handoff ? ` (${summary.handoff})` : ''),
    String(summary.attempts),
    age(summary.receivedAt, now),
    oneLine(summary.lastError, 80),
  ]);
  const header = ['ID', 'FORM', 'STATE', 'ATTEMPTS', 'AGE', 'LAST ERROR'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function countsByState(listed: Listed[]): string {
  return STATES.map((state) => [state, listed.filter((entry) => entry.summary.status === state).length] as const)
    .filter(([, count]) => count > 0)
    .map(([state, count]) => `${count} ${state}`)
    .join(', ');
}

const newestFirst = (a: Listed, b: Listed) => b.summary.receivedAt.localeCompare(a.summary.receivedAt);

async function list(flags: Flags): Promise<void> {
  const all = (await listSubmissions(flags.store)).sort(newestFirst);
  const shown = flags.state ? all.filter((entry) => entry.summary.status === flags.state) : all;
  if (shown.length > 0) flags.print.log(table(shown));
  const counts = countsByState(all);
  flags.print.log(`${shown.length} shown of ${all.length} in ${describeTarget(flags.target)}${counts ? ` (${counts})` : ''}`);
}

/** A record with each attachment's bytes replaced by its size: what may be printed. */
export function withoutAttachmentBytes(record: StoredSubmission): StoredSubmission {
  const job = record.job;
  if (job?.service !== 'mail') return record;
  const attachments = job.body.attachments.map((attachment) => ({
    ...attachment,
    contentBase64: `(${Math.floor((attachment.contentBase64.length * 3) / 4) - (attachment.contentBase64.match(/=+$/)?.[0].length ?? 0)} bytes, not shown)`,
  }));
  const redacted: DeliveryJob = { ...job, body: { ...job.body, attachments } };
  return { ...record, job: redacted };
}

/**
 * The id a reference the visitor quotes belongs to, from the key list alone (the reference is
 * worked out from the id, worker/forms/reference.ts). A submission delivered at once is never
 * stored (docs/product.md "Forms: retention"): its reference is in the staff mail, not here.
 */
async function idOfReference(reference: string, flags: Flags): Promise<string> {
  const ids = (await listSubmissions(flags.store))
    .filter((entry) => REFERENCED_FORMS.includes(entry.summary.form) && submissionReference(entry.id) === reference)
    .map((entry) => entry.id);
  if (ids.length > 1) throw new Error(`reference ${reference} matches more than one submission: ${ids.join(', ')}; give the id`);
  const id = ids[0];
  if (!id) {
    throw new Error(
      `no submission with reference ${reference} in ${describeTarget(flags.target)}: ` +
        'one delivered at once is not stored (its reference is in the mail staff got, or the booking engine has it)',
    );
  }
  return id;
}

async function requireRecord(given: string | undefined, flags: Flags): Promise<StoredSubmission> {
  if (!given) throw new UsageError('give the submission id (from list) or the reference the visitor quotes');
  const reference = readReference(given);
  const id = reference ? await idOfReference(reference, flags) : given;
  const record = await readSubmission(id, flags.store);
  if (!record) throw new Error(`no submission ${id} in ${describeTarget(flags.target)}`);
  return record;
}

/** The record as printed: its reference next to its id, also on a record from before references were stored. */
export function withReference(record: StoredSubmission): StoredSubmission {
  const { id, reference, ...rest } = record;
  const shown = reference ?? (REFERENCED_FORMS.includes(record.form) ? submissionReference(id) : null);
  return shown ? { id, reference: shown, ...rest } : record;
}

async function show(flags: Flags, id: string | undefined): Promise<void> {
  const record = await requireRecord(id, flags);
  flags.print.log(printableJson(JSON.stringify(withoutAttachmentBytes(withReference(record)), null, 2)));
  if (!flags.attachments || record.job?.service !== 'mail') return;
  await mkdir(flags.attachments, { recursive: true });
  for (const attachment of record.job.body.attachments) {
    const file = join(flags.attachments, basename(attachment.filename));
    await writeFile(file, Buffer.from(attachment.contentBase64, 'base64'));
    flags.print.log(`saved ${printable(file)}`);
  }
}

async function redeliver(flags: Flags, id: string | undefined): Promise<void> {
  const record = await requireRecord(id, flags);
  const next = forRedelivery(record);
  if (typeof next === 'string') throw new Error(`${record.id} (${record.status}) cannot be redelivered: ${next}`);
  await writeSubmission(next, flags.store, true);
  const service = next.job?.service ?? 'its upstream';
  flags.print.log(`${record.id} (${record.status}) parked for redelivery to ${service}: the next cron run (every 15 minutes) sends it.`);
  if (flags.target.local) flags.print.log('Locally, under npm start: curl http://localhost:8787/__scheduled runs the cron now.');
}

async function exportAll(flags: Flags): Promise<void> {
  const listed = (await listSubmissions(flags.store))
    .filter((entry) => !flags.state || entry.summary.status === flags.state)
    .sort(newestFirst);
  const records = await readSubmissions(
    listed.map((entry) => entry.id),
    flags.store,
  );
  const lines = records.map((record) => JSON.stringify(flags.withAttachments ? record : withoutAttachmentBytes(record)));
  const text = lines.length > 0 ? `${lines.join('\n')}\n` : '';
  if (!flags.out) {
    flags.print.write(printableJson(text));
    return;
  }
  await writeFile(flags.out, text, { mode: 0o600 });
  flags.print.log(`${lines.length} submissions from ${describeTarget(flags.target)} written to ${flags.out}`);
}

/** Finished more than `days` ago (by the time it was delivered or handed off). */
export function purgeable(summary: SubmissionSummary, days: number, now = Date.now()): boolean {
  if (!isFinished(summary.status)) return false;
  const finished = Date.parse(summary.deliveredAt ?? summary.receivedAt);
  return Number.isFinite(finished) && now - finished > days * DAY_MS;
}

async function purge(flags: Flags): Promise<void> {
  if (flags.olderThan === undefined) throw new UsageError('purge needs --older-than DAYS');
  const days = flags.olderThan;
  const listed = await listSubmissions(flags.store);
  const doomed = listed.filter((entry) => purgeable(entry.summary, days));
  const waiting = listed.filter((entry) => !isFinished(entry.summary.status));
  for (const { id, summary } of doomed)
    flags.print.log(`${flags.dryRun ? 'would purge' : 'purged'} ${id} (${summary.form}, ${summary.status})`);
  if (!flags.dryRun)
    await deleteSubmissions(
      doomed.map((entry) => entry.id),
      flags.store,
    );
  flags.print.log(
    `${doomed.length} finished more than ${days} days ago ${flags.dryRun ? 'would be' : 'were'} purged from ${describeTarget(flags.target)}; ` +
      `${waiting.length} not yet delivered or handed off are kept`,
  );
}

async function run(argv: string[], cli: SubmissionsCli): Promise<void> {
  const { positionals, flags } = parseCommandLine(argv, cli);
  const [command, ...args] = positionals;
  switch (command) {
    case 'list':
      return list(flags);
    case 'show':
      return show(flags, args[0]);
    case 'redeliver':
      return redeliver(flags, args[0]);
    case 'export':
      return exportAll(flags);
    case 'purge':
      return purge(flags);
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'no command given');
  }
}

/** Where the CLI reads and writes, and prints: wrangler's namespace and the terminal when run. */
export type SubmissionsCli = { store(target: KvTarget): KvStore; out: CliOutput };

/** `npm run submissions -- …argv`; answers the exit code: 0, 1 for a failure, 2 for a mistake in the call. */
export async function main(argv: string[], cli: SubmissionsCli = { store: submissionsStore, out: consoleOutput }): Promise<number> {
  try {
    await run(argv, cli);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      const message = (error as Error).message;
      if (!message) {
        cli.out.log(USAGE);
        return 0;
      }
      cli.out.error(`${message}\n\n${USAGE}`);
      return 2;
    }
    cli.out.error((error as Error).message);
    return 1;
  }
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)));
