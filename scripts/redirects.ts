import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isLocale, LOCALES, type Locale } from '../shared/locales.ts';
import { normalizeRedirectPath } from '../shared/redirects/normalize.ts';
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
  type KvTarget,
  loadValidRules,
  putKey,
  readKv,
  readRedirectsFile,
  rulesFromKv,
  toFile,
} from './redirects-kv.ts';

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

Flags
  --local                    wrangler's local KV of env "dev" (as \`npm start\` uses it)
  --persist-to <dir>         local state dir (default .wrangler/state)
  --remote                   the production namespace
  --file <path>              the rules file (default redirects.json)

diff, push, pull, add and rm need --local or --remote.`;

/** A mistake in how the command was called: usage is printed, exit code 2. */
class UsageError extends Error {}

type Flags = { file: string; out?: string | undefined; target: KvTarget | null };

function parseCommandLine(argv: string[]): { positionals: string[]; flags: Flags } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      local: { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      file: { type: 'string', default: DEFAULT_FILE },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) positionals.unshift('help');
  if (values.local && values.remote) throw new UsageError('choose one of --local and --remote');
  if (values.remote && values['persist-to']) throw new UsageError('--persist-to is for --local only');
  const target = values.local || values.remote ? { local: values.local, persistTo: values['persist-to'] } : null;
  return { positionals, flags: { file: values.file, out: values.out, target } };
}

function requireTarget(flags: Flags, command: string): KvTarget {
  if (!flags.target) throw new UsageError(`${command} needs --local or --remote`);
  return flags.target;
}

function requireLocale(value: string | undefined): Locale {
  if (!isLocale(value)) throw new UsageError(`language must be one of ${LOCALES.join(', ')} (got ${value ?? 'nothing'})`);
  return value;
}

function line(rule: LocatedRedirectRule): string {
  return `[${rule.locale}] ${rule.from} → ${rule.to}`;
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
  console.log(`${flags.file}: ${result.rules.length} rules, all valid (${countsByLocale(result.rules)})`);
}

async function list(flags: Flags, lang: string | undefined): Promise<void> {
  const locale = lang === undefined ? undefined : requireLocale(lang);
  for (const rule of await fileRules(flags.file)) if (!locale || rule.locale === locale) console.log(line(rule));
}

async function diff(flags: Flags): Promise<void> {
  const target = requireTarget(flags, 'diff');
  const changes = diffKv(entriesOf(await loadValidRules(flags.file)), await readKv(target));
  if (isEmptyDiff(changes)) {
    console.log(`${describeTarget(target)} already holds every rule of ${flags.file}; nothing to push.`);
    return;
  }
  for (const { key, value } of changes.added) console.log(`+ ${key} → ${value}`);
  for (const { key, value, was } of changes.changed) console.log(`~ ${key} → ${value} (now ${was})`);
  for (const { key, value } of changes.removed) console.log(`- ${key} (now → ${value})`);
  console.log(`push would make ${describeTarget(target)}: ${summary(changes)}`);
}

async function push(flags: Flags): Promise<void> {
  const target = requireTarget(flags, 'push');
  const changes = diffKv(entriesOf(await loadValidRules(flags.file)), await readKv(target));
  await applyDiff(changes, target);
  console.log(`${describeTarget(target)}: ${summary(changes)}`);
}

async function pull(flags: Flags): Promise<void> {
  const target = requireTarget(flags, 'pull');
  const { rules, foreign } = rulesFromKv(await readKv(target));
  for (const key of foreign) console.warn(`skipped ${key}: not a {lang}:/path key`);
  const text = formatFile(toFile(rules));
  if (!flags.out) {
    process.stdout.write(text);
    return;
  }
  await writeFile(flags.out, text);
  console.log(`${rules.length} rules from ${describeTarget(target)} written to ${flags.out}`);
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
  await putKey({ key: keyOfRule(rule) as string, value: to }, target);
  await writeFile(flags.file, formatFile(file));
  console.log(`added ${line(rule)} to ${flags.file} and ${describeTarget(target)}`);
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
  await deleteKey(key, target);
  await writeFile(flags.file, formatFile(toFile(kept)));
  console.log(`removed [${locale}] ${normalized} from ${flags.file} and ${describeTarget(target)}`);
}

async function run(argv: string[]): Promise<void> {
  const { positionals, flags } = parseCommandLine(argv);
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
    case 'help':
      console.log(USAGE);
      return;
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'no command given');
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error((error as Error).message);
  process.exit(1);
}
