-- The 404 monitor's budgets and expiry (docs/product.md "404 monitor", worker/monitor/record.ts).
-- Three kinds of miss, each held to its own number of rows: bots (bot = 1), people with no
-- referring site (bot = 0, referrer_host = ''), people linked from a site (referrer_host set).
-- Over its budget a kind loses its least hit, then longest unseen, rows. This index counts a
-- kind and finds those rows without reading the table; it replaces the index on bot alone.
DROP INDEX IF EXISTS misses_by_bot;
CREATE INDEX misses_by_kind ON misses (bot, referrer_host <> '', hits, last_seen);
