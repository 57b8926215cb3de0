import { log } from '../log.ts';
import { isBot, isJunkPath, referrerHost } from './visitor.ts';

/**
 * The 404 monitor's writes (migrations/0001_monitor.sql): every miss and every redirect
 * rule's answer is counted in D1 behind the answer (`waitUntil`), so a slow or failing
 * database never delays or breaks a page. Ops read it with `npm run redirects -- misses`
 * and `stale` (docs/redirects.md "404 monitor").
 *
 * Bots and junk cannot fill the store: probes for other software count under one '(junk)'
 * row per language, bots never keep a referring host, and once the table holds its cap of
 * rows of a kind (bots, people), new addresses of that kind count under '(other)'.
 */

export const JUNK_PATH = '(junk)';
export const OVERFLOW_PATH = '(other)';
/** Rows of each kind the table may hold; an existing row always counts on. */
export const MAX_ROWS = { bot: 2_000, person: 20_000 } as const;

export type Miss = { locale: string; path: string; userAgent: string | null; referer: string | null };

type Row = { locale: string; path: string; referrerHost: string; bot: 0 | 1 };

/** The row a miss counts in, before the cap. */
export function missRow(miss: Miss): Row {
  const bot = isBot(miss.userAgent) ? 1 : 0;
  if (isJunkPath(miss.path)) return { locale: miss.locale, path: JUNK_PATH, referrerHost: '', bot };
  return { locale: miss.locale, path: miss.path, referrerHost: bot ? '' : referrerHost(miss.referer), bot };
}

const BUMP = 'UPDATE misses SET hits = hits + 1, last_seen = ?5 WHERE locale = ?1 AND path = ?2 AND referrer_host = ?3 AND bot = ?4';
/** A new row only while its kind holds fewer than the cap (counted only when a row is new). */
const INSERT_UNDER_CAP = `INSERT INTO misses (locale, path, referrer_host, bot, hits, first_seen, last_seen)
  SELECT ?1, ?2, ?3, ?4, 1, ?5, ?5 WHERE (SELECT COUNT(*) FROM misses WHERE bot = ?4) < ?6
  ON CONFLICT (locale, path, referrer_host, bot) DO UPDATE SET hits = hits + 1, last_seen = excluded.last_seen`;
const UPSERT = `INSERT INTO misses (locale, path, referrer_host, bot, hits, first_seen, last_seen) VALUES (?1, ?2, ?3, ?4, 1, ?5, ?5)
  ON CONFLICT (locale, path, referrer_host, bot) DO UPDATE SET hits = hits + 1, last_seen = excluded.last_seen`;

async function countMiss(db: D1Database, row: Row, now: string): Promise<void> {
  const bumped = await db.prepare(BUMP).bind(row.locale, row.path, row.referrerHost, row.bot, now).run();
  if (bumped.meta.changes > 0) return;
  const cap = row.bot ? MAX_ROWS.bot : MAX_ROWS.person;
  const inserted = await db.prepare(INSERT_UNDER_CAP).bind(row.locale, row.path, row.referrerHost, row.bot, now, cap).run();
  if (inserted.meta.changes > 0) return;
  await db.prepare(UPSERT).bind(row.locale, OVERFLOW_PATH, '', row.bot, now).run();
}

const COUNT_RULE = `INSERT INTO redirect_hits (rule_key, hits, first_seen, last_seen) VALUES (?1, 1, ?2, ?2)
  ON CONFLICT (rule_key) DO UPDATE SET hits = hits + 1, last_seen = excluded.last_seen`;

/** What counting needs of the request's context (Hono's and the Workers type differ in the rest). */
type Background = { waitUntil(promise: Promise<unknown>): void };

/** Never throws: the monitor is not worth a failed answer, only a log line. */
function behind(context: Background, event: string, work: () => Promise<void>): void {
  context.waitUntil(work().catch((error) => log({ level: 'error', event, error: String(error) })));
}

/** Counts a request no page and no rule answered, after the answer. */
export function recordMiss(db: D1Database | undefined, context: Background, miss: Miss): void {
  if (!db) return;
  behind(context, 'monitor.miss_failed', () => countMiss(db, missRow(miss), new Date().toISOString()));
}

/** Counts an answer of the redirect rule stored under `ruleKey`, after the answer. */
export function recordRedirectHit(db: D1Database | undefined, context: Background, ruleKey: string): void {
  if (!db) return;
  behind(context, 'monitor.redirect_hit_failed', async () => {
    await db.prepare(COUNT_RULE).bind(ruleKey, new Date().toISOString()).run();
  });
}
