import { log } from '../log.ts';

/**
 * How long a miss is kept after it was last seen (docs/product.md "404 monitor"): 7 days, as
 * WordPress Redirection keeps its 404 log; one a person reached through a link on another
 * site or on our own pages 30 days, as long as `npm run redirects -- misses` looks back, since
 * that link is the one ops can fix or turn into a rule. An address still being hit never goes.
 * Redirect rules' counts are kept (one row per rule): `stale` reads months of them.
 */
export const KEEP_DAYS = { linked: 30, other: 7 } as const;

const DAY_MS = 86_400_000;
/** Rows one statement deletes, and statements one cron run sends: the cron runs every 15 minutes. */
const BATCH_ROWS = 500;
const MAX_BATCHES = 20;

/** `?1`: the cut-off of every kind; `?2`: the earlier one of misses linked from a site (migrations/0002). */
const EXPIRE = `DELETE FROM misses WHERE (locale, path, referrer_host, bot) IN (
  SELECT locale, path, referrer_host, bot FROM misses
  WHERE last_seen < ?1 AND (bot = 1 OR referrer_host = '' OR last_seen < ?2) LIMIT ?3)`;

/** Deletes the misses not seen in their time, in bounded batches; never throws (a log line instead). Returns how many went. */
export async function expireMisses(db: D1Database | undefined, now: number): Promise<number> {
  if (!db) return 0;
  const other = new Date(now - KEEP_DAYS.other * DAY_MS).toISOString();
  const linked = new Date(now - KEEP_DAYS.linked * DAY_MS).toISOString();
  let deleted = 0;
  try {
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const { meta } = await db.prepare(EXPIRE).bind(other, linked, BATCH_ROWS).run();
      deleted += meta.changes;
      if (meta.changes < BATCH_ROWS) break;
    }
  } catch (error) {
    log({ level: 'error', event: 'monitor.expire_failed', deleted, error: String(error) });
    return deleted;
  }
  if (deleted > 0) log({ event: 'monitor.expired', deleted });
  return deleted;
}
