import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isLocale, LOCALES, type Locale } from '../shared/locales.ts';
import { normalizeRedirectPath } from '../shared/redirects/normalize.ts';
import { localeOfPath } from '../shared/routes/match.ts';
import type { LocatedRedirectRule } from '../shared/redirects/schema.ts';
import { keyOfRule, validateRedirects } from '../shared/redirects/validate.ts';
import {
  applyDiff,
  DEFAULT_FILE,
  deleteKey,
  describeTarget,
  diffKv,
  entriesOf,
  formatFile,
  InvalidRedirectsError,
  isEmptyDiff,
  type KvDiff,
  type KvStore,
  type KvTarget,
  loadValidRules,
  putKey,
  readKv,
  readRedirectsFile,
  redirectsStore,
  rulesFromKv,
  toFile,
} from './redirects-kv.ts';
import { daysAgo, describeDatabase, type MissRow, monitorDatabase, type RuleHitRow, type SqlStore, sqlString } from './redirects-d1.ts';
import { type CliOutput, consoleOutput } from './cli-output.ts';
import { printable, printableJson, printableLines } from './printable.ts';

const USAGE = `Legacy redirects: redirects.json and the REDIRECTS KV namespace.

Usage: npm run redirects -- <command> [args] [flags]

Commands
  validate                   check the file (exit 1 with every problem)
  list [lang]                print the file's rules, of one language or all
  diff                       what push would change in KV
  push                       make KV hold exactly the file's rules (validates first)
  pull [--out file]          KV's rules in redirects.json form (stdout by default)
  add <lang> <from> <to>     add a rule to the file and to KV at once
  rm <lang> <from>           remove a rule from the file and from KV

404 monitor (the MONITOR database: every miss and every rule's answers, counted by the site)
  misses [--since DAYS] [--lang L] [--limit N]
                             the most hit missing addresses, with hits, bot hits and
                             referring hosts (rows seen in the last DAYS days; default 30;
                             the site keeps misses 7 days, 30 with a referring host)
  promote <path> <to>        turn a recorded miss into a rule: added to the file, validated
                             like add, pushed (push), and taken off the misses
  stale [--days N]           rules of the file no one reached in N days (default 90)

Flags
  --local                    wrangler's local KV of env "dev" (as \`npm start\` uses it)
  --persist-to <dir>         local state dir (default .wrangler/state)
  --remote                   the production namespace
  --file <path>              the rules file (default redirects.json)

diff, push, pull, add, rm, misses, promote and stale need --local or --remote
(--local: the local D1 and KV of env "dev", as \`npm start\` uses them).`;

/** A mistake in how the command was called: usage is printed, exit code 2. */
class UsageError extends Error {}

type Flags = {
  file: string;
  out?: string | undefined;
  target: KvTarget | null;
  cli: RedirectsCli;
  since?: string | undefined;
  days?: string | undefined;
  lang?: string | undefined;
  limit?: string | undefined;
};

function parseCommandLine(argv: string[], cli: RedirectsCli): { positionals: string[]; flags: Flags } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      local: { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      file: { type: 'string', default: DEFAULT_FILE },
      out: { type: 'string' },
      since: { type: 'string' },
      days: { type: 'string' },
      lang: { type: 'string' },
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) positionals.unshift('help');
  if (values.local && values.remote) throw new UsageError('choose one of --local and --remote');
  if (values.remote && values['persist-to']) throw new UsageError('--persist-to is for --local only');
  const target = values.local || values.remote ? { local: values.local, persistTo: values['persist-to'] } : null;
  return {
    positionals,
    flags: {
      file: values.file,
      out: values.out,
      target,
      cli,
      since: values.since,
      days: values.days,
      lang: values.lang,
      limit: values.limit,
    },
  };
}

/** The target a command needs, with its KV namespace and its monitor database. */
function requireTarget(flags: Flags, command: string): KvTarget & { kv: KvStore; db: SqlStore } {
  if (!flags.target) throw new UsageError(`${command} needs --local or --remote`);
  return { ...flags.target, kv: flags.cli.kv(flags.target), db: flags.cli.db(flags.target) };
}

function requireLocale(value: string | undefined): Locale {
  if (!isLocale(value)) throw new UsageError(`language must be one of ${LOCALES.join(', ')} (got ${value ?? 'nothing'})`);
  return value;
}

/** A rule as printed: its paths may come from KV or the monitor, so they are made printable. */
function line(rule: LocatedRedirectRule): string {
  return `[${printable(rule.locale)}] ${printable(rule.from)} → ${printable(rule.to)}`;
}

function countsByLocale(rules: LocatedRedirectRule[]): string {
  return LOCALES.map((locale) => `${locale} ${rules.filter((rule) => rule.locale === locale).length}`).join(', ');
}

function summary(diff: KvDiff): string {
  return `${diff.added.length} added, ${diff.changed.length} changed, ${diff.removed.length} removed`;
}

async function validate(flags: Flags): Promise<void> {
  const result = validateRedirects(await readRedirectsFile(flags.file));
  if (!result.ok) throw new InvalidRedirectsError(flags.file, result.errors);
  flags.cli.out.log(`${flags.file}: ${result.rules.length} rules, all valid (${countsByLocale(result.rules)})`);
}

async function list(flags: Flags, lang: string | undefined): Promise<void> {
  const locale = lang === undefined ? undefined : requireLocale(lang);
  for (const rule of await fileRules(flags.file)) if (!locale || rule.locale === locale) flags.cli.out.log(line(rule));
}

async function diff(flags: Flags): Promise<void> {
  const target = requireTarget(flags, 'diff');
  const changes = diffKv(entriesOf(await loadValidRules(flags.file)), await readKv(target.kv));
  if (isEmptyDiff(changes)) {
    flags.cli.out.log(`${describeTarget(target)} already holds every rule of ${flags.file}; nothing to push.`);
    return;
  }
  for (const { key, value } of changes.added) flags.cli.out.log(`+ ${printable(key)} → ${printable(value)}`);
  for (const { key, value, was } of changes.changed) flags.cli.out.log(`~ ${printable(key)} → ${printable(value)} (now ${printable(was)})`);
  for (const { key, value } of changes.removed) flags.cli.out.log(`- ${printable(key)} (now → ${printable(value)})`);
  flags.cli.out.log(`push would make ${describeTarget(target)}: ${summary(changes)}`);
}

async function push(flags: Flags): Promise<void> {
  const target = requireTarget(flags, 'push');
  const changes = diffKv(entriesOf(await loadValidRules(flags.file)), await readKv(target.kv));
  await applyDiff(changes, target.kv);
  flags.cli.out.log(`${describeTarget(target)}: ${summary(changes)}`);
}

async function pull(flags: Flags): Promise<void> {
  const target = requireTarget(flags, 'pull');
  const { rules, foreign } = rulesFromKv(await readKv(target.kv));
  for (const key of foreign) flags.cli.out.error(`skipped ${printable(key)}: not a {lang}:/path key`);
  const text = formatFile(toFile(rules));
  if (!flags.out) {
    flags.cli.out.write(printableJson(text));
    return;
  }
  await writeFile(flags.out, text);
  flags.cli.out.log(`${rules.length} rules from ${describeTarget(target)} written to ${flags.out}`);
}

/** The file's rules, refused when the file is malformed (its own problems are listed by validate). */
async function fileRules(file: string): Promise<LocatedRedirectRule[]> {
  const result = validateRedirects(await readRedirectsFile(file));
  if (result.rules.length === 0 && !result.ok) throw new InvalidRedirectsError(file, result.errors);
  return result.rules;
}

async function add(flags: Flags, args: string[]): Promise<void> {
  const target = requireTarget(flags, 'add');
  const [lang, from, to] = args;
  if (from === undefined || to === undefined) throw new UsageError('add needs <lang> <from> <to>');
  const rule: LocatedRedirectRule = { locale: requireLocale(lang), from, to };
  const file = toFile([...(await fileRules(flags.file)), rule]);
  const result = validateRedirects(file);
  if (!result.ok) throw new InvalidRedirectsError(flags.file, result.errors);
  // KV first: when wrangler fails, the file still says what KV holds.
  await putKey({ key: keyOfRule(rule) as string, value: to }, target.kv);
  await writeFile(flags.file, formatFile(file));
  flags.cli.out.log(`added ${line(rule)} to ${flags.file} and ${describeTarget(target)}`);
}

async function remove(flags: Flags, args: string[]): Promise<void> {
  const target = requireTarget(flags, 'rm');
  const [lang, from] = args;
  if (from === undefined) throw new UsageError('rm needs <lang> <from>');
  const locale = requireLocale(lang);
  const normalized = normalizeRedirectPath(from);
  if (normalized === null) throw new UsageError(`${from} is not a path that can be a rule`);
  const rules = await fileRules(flags.file);
  const key = keyOfRule({ locale, from, to: '' }) as string;
  const kept = rules.filter((rule) => keyOfRule(rule) !== key);
  if (kept.length === rules.length) throw new Error(`${flags.file} has no [${locale}] rule for ${normalized}`);
  await deleteKey(key, target.kv);
  await writeFile(flags.file, formatFile(toFile(kept)));
  flags.cli.out.log(`removed [${locale}] ${printable(normalized)} from ${flags.file} and ${describeTarget(target)}`);
}

/** A whole number of at least 1 from a flag, or the default. */
function count(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`${flag} must be a whole number of at least 1 (got ${value})`);
  return Number(value);
}

type MissSummary = { locale: string; path: string; hits: number; botHits: number; hosts: Map<string, number>; lastSeen: string };

/** Rows of one address (one per referring host and kind of client) summed into one line. */
function summarise(rows: MissRow[]): MissSummary[] {
  const byPath = new Map<string, MissSummary>();
  for (const row of rows) {
    const id = `${row.locale} ${row.path}`;
    const summary = byPath.get(id) ?? {
      locale: row.locale,
      path: row.path,
      hits: 0,
      botHits: 0,
      hosts: new Map(),
      lastSeen: row.last_seen,
    };
    if (row.bot) summary.botHits += row.hits;
    else {
      summary.hits += row.hits;
      const host = row.referrer_host || '(none)';
      summary.hosts.set(host, (summary.hosts.get(host) ?? 0) + row.hits);
    }
    if (row.last_seen > summary.lastSeen) summary.lastSeen = row.last_seen;
    byPath.set(id, summary);
  }
  return [...byPath.values()].sort((a, b) => b.hits - a.hits || b.botHits - a.botHits || a.path.localeCompare(b.path));
}

async function misses(flags: Flags): Promise<void> {
  const target = requireTarget(flags, 'misses');
  const since = count(flags.since, '--since', 30);
  const limit = count(flags.limit, '--limit', 50);
  const locale = flags.lang === undefined ? undefined : requireLocale(flags.lang);
  const where = [`last_seen >= ${sqlString(daysAgo(since))}`];
  if (locale) where.push(`locale = ${sqlString(locale)}`);
  const rows = await target.db.query<MissRow>(`SELECT * FROM misses WHERE ${where.join(' AND ')}`);
  const top = summarise(rows).slice(0, limit);
  const scope = `last ${since} day${since === 1 ? '' : 's'}${locale ? `, ${locale}` : ''}`;
  if (top.length === 0) {
    flags.cli.out.log(`No misses in ${describeDatabase(target)} (${scope}).`);
    return;
  }
  flags.cli.out.log(`Top misses in ${describeDatabase(target)} (${scope}):`);
  flags.cli.out.log(`${'hits'.padStart(6)} ${'bots'.padStart(6)}  lang  path → referring hosts (hits)`);
  for (const miss of top) {
    const hosts = [...miss.hosts].sort((a, b) => b[1] - a[1]).slice(0, 5);
    // Paths and hosts are what any client sent: never raw onto the terminal.
    const referrers = hosts.map(([host, hits]) => `${printable(host)} (${hits})`).join(', ');
    flags.cli.out.log(
      `${String(miss.hits).padStart(6)} ${String(miss.botHits).padStart(6)}  ${printable(miss.locale).padEnd(4)}  ${printable(miss.path)}${referrers ? ` → ${referrers}` : ''}`,
    );
  }
}

async function promote(flags: Flags, args: string[]): Promise<void> {
  const target = requireTarget(flags, 'promote');
  const [from, to] = args;
  if (from === undefined || to === undefined) throw new UsageError('promote needs <path> <to>');
  const normalized = normalizeRedirectPath(from);
  if (normalized === null) throw new UsageError(`${from} is not a path that can be a rule`);
  const locale = localeOfPath(normalized);
  const recorded = await target.db.query<{ hits: number | null }>(
    `SELECT SUM(hits) AS hits FROM misses WHERE locale = ${sqlString(locale)} AND path = ${sqlString(normalized)}`,
  );
  const hits = recorded[0]?.hits ?? 0;
  if (!hits)
    throw new Error(
      `${normalized} is not a recorded miss in ${describeDatabase(target)}; to add a rule anyway: add ${locale} ${from} ${to}`,
    );
  const rule: LocatedRedirectRule = { locale, from: normalized, to };
  const file = toFile([...(await fileRules(flags.file)), rule]);
  const result = validateRedirects(file);
  if (!result.ok) throw new InvalidRedirectsError(flags.file, result.errors);
  await writeFile(flags.file, formatFile(file));
  const changes = diffKv(entriesOf(result.rules), await readKv(target.kv));
  await applyDiff(changes, target.kv);
  await target.db.query(`DELETE FROM misses WHERE locale = ${sqlString(locale)} AND path = ${sqlString(normalized)}`);
  flags.cli.out.log(
    `promoted ${line(rule)} (${Number(hits)} hits) to ${flags.file}; pushed to ${describeTarget(target)}: ${summary(changes)}`,
  );
}

async function stale(flags: Flags): Promise<void> {
  const target = requireTarget(flags, 'stale');
  const days = count(flags.days, '--days', 90);
  const rules = await fileRules(flags.file);
  const hits = new Map((await target.db.query<RuleHitRow>('SELECT * FROM redirect_hits')).map((row) => [row.rule_key, row]));
  const cutoff = daysAgo(days);
  const unused = rules.filter((rule) => {
    const row = hits.get(keyOfRule(rule) ?? '');
    return !row || row.last_seen < cutoff;
  });
  flags.cli.out.log(
    `${unused.length} of ${rules.length} rules in ${flags.file} with no hits in ${days} days (${describeDatabase(target)}):`,
  );
  for (const rule of unused) {
    const row = hits.get(keyOfRule(rule) ?? '');
    flags.cli.out.log(
      `${line(rule)}  (${row ? `last hit ${printable(String(row.last_seen).slice(0, 10))}, ${Number(row.hits)} hits in all` : 'never hit'})`,
    );
  }
}

async function run(argv: string[], cli: RedirectsCli): Promise<void> {
  const { positionals, flags } = parseCommandLine(argv, cli);
  const [command, ...args] = positionals;
  switch (command) {
    case 'validate':
      return validate(flags);
    case 'list':
      return list(flags, args[0]);
    case 'diff':
      return diff(flags);
    case 'push':
      return push(flags);
    case 'pull':
      return pull(flags);
    case 'add':
      return add(flags, args);
    case 'rm':
      return remove(flags, args);
    case 'misses':
      return misses(flags);
    case 'promote':
      return promote(flags, args);
    case 'stale':
      return stale(flags);
    case 'help':
      flags.cli.out.log(USAGE);
      return;
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'no command given');
  }
}

/** Where the CLI reads and writes, and prints: wrangler's namespace and database and the terminal when run. */
export type RedirectsCli = { kv(target: KvTarget): KvStore; db(target: KvTarget): SqlStore; out: CliOutput };

const WRANGLER_CLI: RedirectsCli = { kv: redirectsStore, db: monitorDatabase, out: consoleOutput };

/** `npm run redirects -- …argv`; answers the exit code: 0, 1 for a failure, 2 for a mistake in the call. */
export async function main(argv: string[], cli: RedirectsCli = WRANGLER_CLI): Promise<number> {
  try {
    await run(argv, cli);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      cli.out.error(`${printableLines((error as Error).message)}\n\n${USAGE}`);
      return 2;
    }
    // Messages quote paths, KV keys and wrangler's output.
    cli.out.error(printableLines((error as Error).message));
    return 1;
  }
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)));
