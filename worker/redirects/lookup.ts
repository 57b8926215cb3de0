import { redirectKeyForPath } from '../../shared/redirects/normalize.ts';
import { buildPath, matchRoute } from '../../shared/routes/index.ts';
import { log } from '../log.ts';

/**
 * The redirect table as this isolate keeps it (docs/architecture.md "Languages and addresses"):
 * read whole, one KV list (each key carries its target as metadata, docs/redirects.md), and
 * answered from memory, so neither an old address nor a flood of unknown ones costs a KV read
 * each. A table older than `TABLE_FRESH_MS` is still answered from while one request reads it
 * again behind its answer: a rule pushed shows within about a minute, as KV itself takes up to
 * a minute to show a write everywhere.
 *
 * What the isolate keeps is the table, never a read under way: the request that finds no table
 * reads it itself, and one that arrives while another request's read is under way looks its own
 * keys up one by one instead of waiting for it (tests/unit/request-own-reads.test.ts).
 */

/** How long a table read is answered from before it is read again, unless the config says (REDIRECT_TABLE_FRESH_S). */
export const TABLE_FRESH_MS = 60_000;
/** After a failed read the table is tried again this soon, not on every request. */
const RETRY_AFTER_MS = 5_000;
/** KV edge-caches a key read by itself this long (the fallback while the table is being read). */
const KV_CACHE_TTL_S = 60;
/** KV reads at most this many keys at once. */
const BULK_MAX = 100;

export type FoundRedirect = { target: string; key: string };

/** The rules as read: each key's stored target, and what each target resolved to once asked for. */
type Table = { stored: ReadonlyMap<string, string>; resolved: Map<string, FoundRedirect | null> };

type Kept = { table?: Table; readAt: number; nextReadAt: number; reading: boolean; freshMs: number };

/** Per binding: a test's (or a fault's) other binding has a table of its own. */
let kept = new WeakMap<KVNamespace, Kept>();

function keptOf(kv: KVNamespace, freshMs: number): Kept {
  let state = kept.get(kv);
  if (!state) {
    state = { readAt: 0, nextReadAt: 0, reading: false, freshMs };
    kept.set(kv, state);
  }
  return state;
}

/** Forgets every table read (the tests change KV between two requests and expect the second to see it). */
export function forgetRedirectTables(): void {
  kept = new WeakMap();
}

/**
 * The keys an address may be stored under, most exact first: its normalised path (no empty
 * segments or trailing slash, decoded), without a final `index.html`, then in lower case.
 * A spelling of a rule's source thus reaches the rule's target in one hop.
 */
function candidateKeys(pathname: string): string[] {
  const keys: string[] = [];
  const add = (path: string) => {
    const key = redirectKeyForPath(path);
    if (key !== null && !keys.includes(key)) keys.push(key);
  };
  add(pathname);
  const withoutIndex = pathname.replace(/\/index\.html\/*$/i, '') || '/';
  add(withoutIndex);
  add(withoutIndex.toLowerCase());
  return keys;
}

/**
 * A stored target is only trusted as far as it names a live route of this site: whatever KV
 * holds, the answer is a path rebuilt from the route table, never another host.
 */
function resolve(stored: string, key: string): FoundRedirect | null {
  const match = stored.startsWith('/') && !stored.startsWith('//') ? matchRoute(stored) : null;
  if (!match) {
    log({ level: 'error', event: 'redirect.bad_target', key, target: stored.slice(0, 200) });
    return null;
  }
  return { target: buildPath(match.name, match.locale, match.params), key };
}

function ruleIn(table: Table, pathname: string): FoundRedirect | null {
  for (const key of candidateKeys(pathname)) {
    const stored = table.stored.get(key);
    if (stored === undefined) continue;
    let found = table.resolved.get(key);
    if (found === undefined) {
      found = resolve(stored, key);
      table.resolved.set(key, found);
    }
    return found;
  }
  return null;
}

/** Every key of the namespace with its target: one list (a page per 1,000 keys), bulk reads only for keys stored without metadata. */
async function readTable(kv: KVNamespace, state: Kept, pathname: string): Promise<Table | undefined> {
  state.reading = true;
  try {
    const stored = new Map<string, string>();
    const unnamed: string[] = [];
    let cursor: string | undefined;
    do {
      const page: KVNamespaceListResult<{ to?: unknown }> = await kv.list<{ to?: unknown }>(cursor ? { cursor } : {});
      for (const key of page.keys) {
        const to = key.metadata?.to;
        if (typeof to === 'string') stored.set(key.name, to);
        else unnamed.push(key.name);
      }
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    for (let start = 0; start < unnamed.length; start += BULK_MAX) {
      const values = await kv.get(unnamed.slice(start, start + BULK_MAX), { type: 'text', cacheTtl: KV_CACHE_TTL_S });
      for (const [name, value] of values) if (value !== null) stored.set(name, value);
    }
    const table: Table = { stored, resolved: new Map() };
    const now = Date.now();
    Object.assign(state, { table, readAt: now, nextReadAt: now + state.freshMs });
    return table;
  } catch (error) {
    log({ level: 'error', event: 'redirect.kv_failed', path: pathname, error: String(error) });
    state.nextReadAt = Date.now() + RETRY_AFTER_MS;
    return undefined;
  } finally {
    state.reading = false;
  }
}

/** Where a read the answer does not wait for goes: behind this request's answer. */
export type Behind = (work: () => Promise<unknown>) => void;

function readAgainIfOld(kv: KVNamespace, state: Kept, pathname: string, behind: Behind): void {
  if (state.reading || Date.now() < state.nextReadAt) return;
  state.reading = true;
  behind(() => readTable(kv, state, pathname));
}

/** The rule by its keys, each read by itself: while another request reads the whole table. */
async function ruleByKeys(kv: KVNamespace, pathname: string): Promise<FoundRedirect | null> {
  for (const key of candidateKeys(pathname)) {
    let stored: string | null;
    try {
      stored = await kv.get(key, { cacheTtl: KV_CACHE_TTL_S });
    } catch (error) {
      log({ level: 'error', event: 'redirect.kv_failed', path: pathname, error: String(error) });
      return null;
    }
    if (stored !== null) return resolve(stored, key);
  }
  return null;
}

/**
 * The rule for an address from the table this isolate keeps, without a read: the rule, null
 * when there is none, undefined when no table has been read here yet (the page route reads it).
 */
export function ruleInTable(kv: KVNamespace, pathname: string, behind: Behind): FoundRedirect | null | undefined {
  const state = kept.get(kv);
  if (!state?.table) return undefined;
  readAgainIfOld(kv, state, pathname, behind);
  return ruleIn(state.table, pathname);
}

/**
 * The current address of an old one and the rule's key, or null: from the kept table, read
 * first when this isolate has none. A KV that cannot be read is logged and counts as no rule.
 */
export async function findRule(kv: KVNamespace, pathname: string, behind: Behind, freshMs = TABLE_FRESH_MS): Promise<FoundRedirect | null> {
  const state = keptOf(kv, freshMs);
  if (state.table) {
    readAgainIfOld(kv, state, pathname, behind);
    return ruleIn(state.table, pathname);
  }
  if (state.reading || Date.now() < state.nextReadAt) return ruleByKeys(kv, pathname);
  const table = await readTable(kv, state, pathname);
  return table ? ruleIn(table, pathname) : null;
}
