import { log } from '../log.ts';
import { MAX_FORM_AGE_MS } from './form-stamp.ts';

/**
 * The no-JavaScript stamp is good for one submission (docs/product.md "Forms: bot check"): the
 * post that carries a stamp claims it with one row in D1 (migrations/0003), a unique key that
 * only one of any number of posts at once can insert, in every location. A row is kept until
 * the stamp would be refused as expired anyway; the cron deletes it a minute later.
 */

const CLAIM = 'INSERT INTO used_stamps (form, stamp, expires_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING';

/**
 * Claims the stamp for one submission of `form`: true for the one post that inserted its row,
 * false when another post already had (a replay). Throws when D1 cannot be written.
 */
export async function claimStamp(db: D1Database, form: string, stamp: string): Promise<boolean> {
  const shownAt = Number(stamp.split('.')[0]);
  const { meta } = await db
    .prepare(CLAIM)
    .bind(form, stamp, shownAt + MAX_FORM_AGE_MS)
    .run();
  return meta.changes === 1;
}

/** Rows one statement deletes, and statements one cron run sends: the cron runs every 15 minutes. */
const BATCH_ROWS = 500;
const MAX_BATCHES = 20;
/** A row outlives its stamp by a minute, so no clock a little behind the cron's takes the stamp as fresh again. */
const MARGIN_MS = 60_000;

const EXPIRE = `DELETE FROM used_stamps WHERE (form, stamp) IN (
  SELECT form, stamp FROM used_stamps WHERE expires_at < ?1 LIMIT ?2)`;

/** Deletes the claims of stamps that have expired, in bounded batches; never throws (a log line instead). Returns how many went. */
export async function expireUsedStamps(db: D1Database, now: number): Promise<number> {
  let deleted = 0;
  try {
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const { meta } = await db
        .prepare(EXPIRE)
        .bind(now - MARGIN_MS, BATCH_ROWS)
        .run();
      deleted += meta.changes;
      if (meta.changes < BATCH_ROWS) break;
    }
  } catch (error) {
    log({ level: 'error', event: 'forms.stamps_expire_failed', deleted, error: String(error) });
    return deleted;
  }
  if (deleted > 0) log({ event: 'forms.stamps_expired', deleted });
  return deleted;
}
