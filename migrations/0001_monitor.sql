-- The 404 monitor (docs/redirects.md "404 monitor"): addresses that found no page, and the
-- use of each redirect rule. No personal data: the referring site's host name only.

-- One row per language, normalised path, referring host and kind of client.
CREATE TABLE misses (
  locale TEXT NOT NULL,
  -- As redirect sources are written: empty segments dropped, percent-encoding decoded, case kept.
  -- '(junk)' stands for probes of other software (.php, wp-admin…), '(other)' for new
  -- addresses once the table holds its cap of rows (worker/monitor/record.ts).
  path TEXT NOT NULL,
  -- Host of the Referer, '' when none was sent (typed, bookmarked, an app) or for bots.
  referrer_host TEXT NOT NULL DEFAULT '',
  bot INTEGER NOT NULL DEFAULT 0 CHECK (bot IN (0, 1)),
  hits INTEGER NOT NULL DEFAULT 0,
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL,
  PRIMARY KEY (locale, path, referrer_host, bot)
) WITHOUT ROWID;

CREATE INDEX misses_by_bot ON misses (bot);
CREATE INDEX misses_by_last_seen ON misses (last_seen);

-- One row per redirect rule that has answered: its KV key ('en:/en/offers').
CREATE TABLE redirect_hits (
  rule_key TEXT PRIMARY KEY NOT NULL,
  hits INTEGER NOT NULL DEFAULT 0,
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL
) WITHOUT ROWID;
