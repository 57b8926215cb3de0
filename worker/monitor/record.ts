import { log } from '../log.ts';
import { isBot, isJunkPath, isWebHost, referrerHost } from './visitor.ts';

/**
 * The 404 monitor's writes (migrations/): every miss and every redirect rule's answer is
 * counted in this isolate's memory and written to D1 in one batch, at most once every
 * FLUSH_INTERVAL_MS, behind the answer (`waitUntil`). A request never waits for D1, and a
 * flood of misses costs one Map entry each, not a write (docs/product.md "404 monitor").
 *
 * Three kinds of miss, each with its own budget of rows, so a flood of one kind never pushes
 * out another: bots (a missing, tool or crawler User-Agent), people with no referring site
 * (typed, bookmarked, an app), and people linked from a site (ours included). Over its budget,
 * a kind loses its least hit, then longest unseen, rows: a real address seen twice outlives
 * any number of one-off junk addresses. Probes for other software count under one '(junk)'
 * row per language.
 */

export const JUNK_PATH = '(junk)';
/** New addresses beyond what one flush takes (a flood) count here, per language, bots apart. */
export const OVERFLOW_PATH = '(other)';

export type Kind = 'bot' | 'direct' | 'linked';
const KINDS: readonly Kind[] = ['bot', 'direct', 'linked'];

/** Rows of each kind the table keeps. */
export const MAX_ROWS: Record<Kind, number> = { bot: 2_000, direct: 5_000, linked: 5_000 };
/** New addresses of each kind one flush takes. */
export const MAX_NEW_PER_FLUSH: Record<Kind, number> = { bot: 50, direct: 100, linked: 200 };
/** Rule keys one flush takes (the table holds a few hundred rules). */
const MAX_RULES_PER_FLUSH = 1_000;
/** At most one D1 batch per isolate in this time: 20 a minute, whatever the traffic. */
export const FLUSH_INTERVAL_MS = 3_000;
/** Even after a quiet spell a batch waits this long: the answer that counted it is on its way first, never behind a D1 write. */
const FLUSH_AFTER_MS = 10;

type Miss = { locale: string; path: string; userAgent: string | null; referer: string | null };

type Row = { locale: string; path: string; referrerHost: string; bot: 0 | 1 };
type Count = { hits: number; firstSeen: string; lastSeen: string };

/** The row a miss counts in: no referring host for bots, nor one that no page could link from. */
function missRow(miss: Miss): Row {
  const bot = isBot(miss.userAgent) ? 1 : 0;
  if (isJunkPath(miss.path)) return { locale: miss.locale, path: JUNK_PATH, referrerHost: '', bot };
  const host = bot ? '' : referrerHost(miss.referer);
  return { locale: miss.locale, path: miss.path, referrerHost: isWebHost(host) ? host : '', bot };
}

function kindOf(row: { bot: number; referrerHost: string }): Kind {
  if (row.bot) return 'bot';
  return row.referrerHost ? 'linked' : 'direct';
}

/** What is counted and not yet written. */
type Pending = { misses: Map<string, Row & Count>; added: Record<Kind, number>; rules: Map<string, Count> };

const emptyPending = (): Pending => ({ misses: new Map(), added: { bot: 0, direct: 0, linked: 0 }, rules: new Map() });

let pending = emptyPending();
/** Starts the flush this isolate has scheduled, if any, at once. */
let wakeDue: (() => void) | undefined;
/** The last flush scheduled, written or not. */
let latest: Promise<void> = Promise.resolve();
let lastFlushAt = Number.NEGATIVE_INFINITY;

const rowKey = (row: Row) => `${row.locale}\n${row.path}\n${row.referrerHost}\n${row.bot}`;

function bump(counts: Map<string, Count>, key: string, now: string): boolean {
  const count = counts.get(key);
  if (!count) return false;
  count.hits += 1;
  count.lastSeen = now;
  return true;
}

function countMiss(row: Row, now: string): void {
  if (bump(pending.misses, rowKey(row), now)) return;
  const kind = kindOf(row);
  let counted = row;
  if (pending.added[kind] < MAX_NEW_PER_FLUSH[kind]) pending.added[kind] += 1;
  else {
    counted = { locale: row.locale, path: OVERFLOW_PATH, referrerHost: '', bot: row.bot };
    if (bump(pending.misses, rowKey(counted), now)) return;
  }
  pending.misses.set(rowKey(counted), { ...counted, hits: 1, firstSeen: now, lastSeen: now });
}

const UPSERT_MISSES = `INSERT INTO misses (locale, path, referrer_host, bot, hits, first_seen, last_seen)
  SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'),
    json_extract(value, '$[4]'), json_extract(value, '$[5]'), json_extract(value, '$[6]')
  FROM json_each(?1) WHERE true
  ON CONFLICT (locale, path, referrer_host, bot) DO UPDATE SET hits = hits + excluded.hits, last_seen = max(last_seen, excluded.last_seen)`;

/** A kind's rows (`?1` bot, `?2` linked), as the index misses_by_kind (migrations/0002) reads them. */
const OF_KIND = "bot = ?1 AND (referrer_host <> '') = ?2";
const KIND_BINDINGS: Record<Kind, [number, number]> = { bot: [1, 0], direct: [0, 0], linked: [0, 1] };

/**
 * Down to `?3` rows of the kind, the least hit and longest unseen first; only the index's count
 * is read when under. Over by at most one flush's new rows, except once after a budget is lowered.
 */
const TRIM = `DELETE FROM misses WHERE (locale, path, referrer_host, bot) IN (
  SELECT locale, path, referrer_host, bot FROM misses WHERE ${OF_KIND} ORDER BY hits, last_seen
  LIMIT max(0, (SELECT COUNT(*) FROM misses WHERE ${OF_KIND}) - ?3))`;

const UPSERT_RULES = `INSERT INTO redirect_hits (rule_key, hits, first_seen, last_seen)
  SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]')
  FROM json_each(?1) WHERE true
  ON CONFLICT (rule_key) DO UPDATE SET hits = hits + excluded.hits, last_seen = max(last_seen, excluded.last_seen)`;

/** Everything counted so far in one D1 batch (one transaction): at most five statements, whatever was counted. */
async function flush(db: D1Database): Promise<void> {
  const batch = pending;
  pending = emptyPending();
  wakeDue = undefined;
  lastFlushAt = Date.now();
  const statements: D1PreparedStatement[] = [];
  if (batch.misses.size > 0) {
    const rows = [...batch.misses.values()].map((row) => [
      row.locale,
      row.path,
      row.referrerHost,
      row.bot,
      row.hits,
      row.firstSeen,
      row.lastSeen,
    ]);
    statements.push(db.prepare(UPSERT_MISSES).bind(JSON.stringify(rows)));
    for (const kind of KINDS) if (batch.added[kind] > 0) statements.push(db.prepare(TRIM).bind(...KIND_BINDINGS[kind], MAX_ROWS[kind]));
  }
  if (batch.rules.size > 0) {
    const rules = [...batch.rules].map(([key, count]) => [key, count.hits, count.firstSeen, count.lastSeen]);
    statements.push(db.prepare(UPSERT_RULES).bind(JSON.stringify(rules)));
  }
  if (statements.length > 0) await db.batch(statements);
}

/** What counting needs of the request's context (Hono's and the Workers type differ in the rest). */
type Background = { waitUntil(promise: Promise<unknown>): void };

/**
 * A flush once the interval since the last one is over (just after the answer after a quiet
 * spell), kept alive by the request that scheduled it. Never throws: the monitor is not worth a
 * failed answer, only a log line.
 */
function flushSoon(db: D1Database, context: Background): void {
  if (wakeDue) return;
  let wake = () => {};
  const waited = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, Math.max(FLUSH_AFTER_MS, lastFlushAt + FLUSH_INTERVAL_MS - Date.now()));
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  const done = waited
    .then(() => flush(db))
    .catch((error: unknown) => log({ level: 'error', event: 'monitor.flush_failed', error: String(error) }));
  wakeDue = wake;
  latest = done;
  context.waitUntil(done);
}

/** Writes what is counted now instead of at the end of the interval (the tests read D1 right after a visit). */
export async function flushNow(): Promise<void> {
  wakeDue?.();
  await latest;
}

/** Counts a request no page and no rule answered, written after the answer. */
export function recordMiss(db: D1Database | undefined, context: Background, miss: Miss): void {
  if (!db) return;
  countMiss(missRow(miss), new Date().toISOString());
  flushSoon(db, context);
}

/** Counts an answer of the redirect rule stored under `ruleKey`, written after the answer. */
export function recordRedirectHit(db: D1Database | undefined, context: Background, ruleKey: string): void {
  if (!db) return;
  const now = new Date().toISOString();
  if (!bump(pending.rules, ruleKey, now) && pending.rules.size < MAX_RULES_PER_FLUSH) {
    pending.rules.set(ruleKey, { hits: 1, firstSeen: now, lastSeen: now });
  }
  flushSoon(db, context);
}
