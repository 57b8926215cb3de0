import { readFile } from 'node:fs/promises';
import { isLocale, LOCALES, type Locale } from '../shared/locales.ts';
import type { LocatedRedirectRule, RedirectsFile } from '../shared/redirects/schema.ts';
import { keyOfRule, validateRedirects } from '../shared/redirects/validate.ts';
import { type KvStore, type KvTarget, wranglerKvStore } from './wrangler-kv.ts';

export { describeTarget, type KvStore, type KvTarget } from './wrangler-kv.ts';

/**
 * The redirects KV namespace as ops see it, through wrangler (or any other `KvStore`: the
 * tests' Miniflare): read it, compare it with `redirects.json`, write only the difference.
 * Shared by the CLI (`scripts/redirects.ts`) and `npm start`, which seeds local KV with
 * `pushRedirects`.
 */

const BINDING = 'REDIRECTS';

/** The namespace of `target` through wrangler. */
export function redirectsStore(target: KvTarget): KvStore {
  return wranglerKvStore(BINDING, target, 64 * 1024 * 1024);
}

export const DEFAULT_FILE = 'redirects.json';

export type KvEntry = { key: string; value: string };

export type KvDiff = {
  added: KvEntry[];
  changed: (KvEntry & { was: string })[];
  removed: KvEntry[];
};

/** A file that does not pass validation; `problems` holds one line per refused rule. */
export class InvalidRedirectsError extends Error {
  readonly problems: string[];

  constructor(file: string, problems: string[]) {
    super(`${file} is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${problems.join('\n  ')}`);
    this.name = 'InvalidRedirectsError';
    this.problems = problems;
  }
}

/**
 * Each key holds its target twice: as its value, which the worker reads, and as its metadata
 * (`{ to }`), which a key list carries. Reading the namespace is then one list call, not a list
 * and bulk gets: one wrangler call fewer for every diff, push and pull (and `npm start`). A key
 * without it (written by hand, or by an older CLI) is read by its value.
 */
type TargetMetadata = { to: string };
/** KV keeps at most 1024 bytes of metadata per key; a longer target is read by its value. */
const METADATA_MAX = 1024;

function metadataOf(value: string): TargetMetadata | undefined {
  const metadata = { to: value };
  return JSON.stringify(metadata).length <= METADATA_MAX ? metadata : undefined;
}

/** Every key of the namespace with its value: one list call, and bulk gets only for keys without their target as metadata. */
export async function readKv(store: KvStore): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  const unread: string[] = [];
  for (const { name, metadata } of await store.list()) {
    const to = (metadata as Partial<TargetMetadata> | undefined)?.to;
    if (typeof to === 'string') values.set(name, to);
    else unread.push(name);
  }
  if (unread.length === 0) return values;
  return new Map([...values, ...(await store.getMany(unread))]);
}

/** The KV entries a set of (valid) rules stands for. */
export function entriesOf(rules: LocatedRedirectRule[]): Map<string, string> {
  const entries = new Map<string, string>();
  for (const rule of rules) {
    const key = keyOfRule(rule);
    if (key !== null) entries.set(key, rule.to);
  }
  return entries;
}

/** What must change in KV to hold exactly `wanted`. The namespace belongs to this table. */
export function diffKv(wanted: ReadonlyMap<string, string>, current: ReadonlyMap<string, string>): KvDiff {
  const diff: KvDiff = { added: [], changed: [], removed: [] };
  for (const [key, value] of wanted) {
    const was = current.get(key);
    if (was === undefined) diff.added.push({ key, value });
    else if (was !== value) diff.changed.push({ key, value, was });
  }
  for (const [key, value] of current) if (!wanted.has(key)) diff.removed.push({ key, value });
  return diff;
}

export function isEmptyDiff(diff: KvDiff): boolean {
  return diff.added.length + diff.changed.length + diff.removed.length === 0;
}

/** Writes a diff with at most one bulk put and one bulk delete. */
export async function applyDiff(diff: KvDiff, store: KvStore): Promise<void> {
  await store.putMany([...diff.added, ...diff.changed].map(({ key, value }) => ({ key, value, metadata: metadataOf(value) })));
  await store.deleteMany(diff.removed.map(({ key }) => key));
}

export async function putKey(entry: KvEntry, store: KvStore): Promise<void> {
  await store.putMany([{ key: entry.key, value: entry.value, metadata: metadataOf(entry.value) }]);
}

export async function deleteKey(key: string, store: KvStore): Promise<void> {
  await store.deleteMany([key]);
}

/** The parsed JSON of a redirects file, with a message that names the file when it is not. */
export async function readRedirectsFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
}

/** Rules back in file form, languages in the site's order, the file's own layout. */
export function toFile(rules: LocatedRedirectRule[]): RedirectsFile {
  const file: RedirectsFile = {};
  for (const locale of LOCALES) {
    const group = rules.filter((rule) => rule.locale === locale).map(({ from, to }) => ({ from, to }));
    if (group.length > 0) file[locale] = group;
  }
  return file;
}

export function formatFile(file: RedirectsFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The valid rules of a file; throws `InvalidRedirectsError` listing every problem otherwise. */
export async function loadValidRules(file: string): Promise<LocatedRedirectRule[]> {
  const result = validateRedirects(await readRedirectsFile(file));
  if (!result.ok) throw new InvalidRedirectsError(file, result.errors);
  return result.rules;
}

/** KV entries read back as rules; keys that are not `{locale}:/{path}` are returned apart. */
export function rulesFromKv(entries: ReadonlyMap<string, string>): { rules: LocatedRedirectRule[]; foreign: string[] } {
  const rules: LocatedRedirectRule[] = [];
  const foreign: string[] = [];
  for (const [key, to] of [...entries].sort(([a], [b]) => a.localeCompare(b))) {
    const colon = key.indexOf(':');
    const locale = key.slice(0, colon);
    const from = key.slice(colon + 1);
    if (colon < 0 || !isLocale(locale) || !from.startsWith('/')) foreign.push(key);
    else rules.push({ locale: locale as Locale, from, to });
  }
  return { rules, foreign };
}

export type PushOptions = { file?: string; local: boolean; persistTo?: string | undefined };

/**
 * Makes the namespace hold exactly the rules of the file: validates it first (an invalid
 * file changes nothing), then writes only what differs and deletes keys that are no longer
 * rules. Returns what it changed.
 *
 * @example
 * await pushRedirects({ file: 'redirects.json', local: true, persistTo: '.wrangler/state' })
 */
export async function pushRedirects(options: PushOptions): Promise<KvDiff> {
  const store = redirectsStore({ local: options.local, persistTo: options.persistTo });
  const rules = await loadValidRules(options.file ?? DEFAULT_FILE);
  const diff = diffKv(entriesOf(rules), await readKv(store));
  await applyDiff(diff, store);
  return diff;
}
