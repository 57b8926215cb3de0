import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app.ts';
import worker from '../../worker/index.ts';
import { KEEP_DAYS } from '../../worker/monitor/expire.ts';
import { flushNow, JUNK_PATH, MAX_ROWS, OVERFLOW_PATH } from '../../worker/monitor/record.ts';
import { ORIGIN } from './fetch.ts';

/**
 * The 404 monitor: every miss counted in D1 (language, normalised path, referring host, bot
 * or not, hits, first and last seen), every redirect rule's answer too, behind the answer:
 * counted in memory and written in one batch every few seconds (`flushNow` writes at once).
 */
const app = createApp();

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** One request, and everything it left to do behind the answer finished, its count written. */
async function visit(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers, redirect: 'manual' }), env, context);
  await response.text();
  await flushNow();
  await waitOnExecutionContext(context);
  return response;
}

/** Many requests at once, as a flood comes: counted in memory, written when `flushNow` or the interval says. */
async function flood(requests: { path: string; headers: Record<string, string> }[]): Promise<void> {
  const context = createExecutionContext();
  for (let start = 0; start < requests.length; start += 20) {
    await Promise.all(
      requests.slice(start, start + 20).map(async ({ path, headers }) => {
        const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers, redirect: 'manual' }), env, context);
        expect(response.status, path).toBe(404);
        await response.text();
      }),
    );
  }
  await flushNow();
  await waitOnExecutionContext(context);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Rows written straight into the table, in one statement: `[locale, path, referrer_host, bot, hits, last_seen]`. */
async function seed(rows: [string, string, string, number, number, string][]): Promise<void> {
  await env.MONITOR.prepare(
    `INSERT INTO misses (locale, path, referrer_host, bot, hits, first_seen, last_seen)
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'),
        json_extract(value, '$[4]'), json_extract(value, '$[5]'), json_extract(value, '$[5]') FROM json_each(?1)`,
  )
    .bind(JSON.stringify(rows))
    .run();
}

/** Rows of each kind: bots, people with no referring site, people linked from one. */
async function rowsByKind(): Promise<{ bot: number; direct: number; linked: number }> {
  const row = await env.MONITOR.prepare(
    `SELECT SUM(bot = 1) AS bot, SUM(bot = 0 AND referrer_host = '') AS direct, SUM(bot = 0 AND referrer_host <> '') AS linked FROM misses`,
  ).first<{ bot: number; direct: number; linked: number }>();
  return { bot: row?.bot ?? 0, direct: row?.direct ?? 0, linked: row?.linked ?? 0 };
}

type MissRow = { locale: string; path: string; referrer_host: string; bot: number; hits: number; first_seen: string; last_seen: string };

async function missesOf(path: string): Promise<MissRow[]> {
  const { results } = await env.MONITOR.prepare('SELECT * FROM misses WHERE path = ? ORDER BY referrer_host').bind(path).all<MissRow>();
  return results;
}

describe('404 monitor', () => {
  beforeAll(async () => {
    await env.REDIRECTS.put('en:/en/offers', '/en/special-offers');
  });
  beforeEach(async () => {
    await env.MONITOR.batch([env.MONITOR.prepare('DELETE FROM misses'), env.MONITOR.prepare('DELETE FROM redirect_hits')]);
  });

  it('counts a miss by language, normalised path and referring host, with first and last seen', async () => {
    const response = await visit('/en/summer-brochure-2019/', { 'User-Agent': BROWSER, Referer: 'https://www.Example.org/blog/post?id=7' });
    expect(response.status).toBe(404);
    await visit('/en//summer-brochure-2019', { 'User-Agent': BROWSER, Referer: 'https://www.example.org/other' });
    await visit('/en/summer-brochure-2019', { 'User-Agent': BROWSER });
    const rows = await missesOf('/en/summer-brochure-2019');
    expect(rows.map(({ locale, referrer_host, bot, hits }) => ({ locale, referrer_host, bot, hits }))).toEqual([
      { locale: 'en', referrer_host: '', bot: 0, hits: 1 },
      { locale: 'en', referrer_host: 'www.example.org', bot: 0, hits: 2 },
    ]);
    const [, fromBlog] = rows;
    expect(Date.parse(fromBlog?.first_seen ?? '')).toBeLessThanOrEqual(Date.parse(fromBlog?.last_seen ?? ''));
    // Only the host of the referring page is kept: no path, no query.
    const all = await env.MONITOR.prepare('SELECT * FROM misses').all();
    expect(JSON.stringify(all.results)).not.toContain('blog');
  });

  it('tells bots apart and keeps no referring host for them', async () => {
    await visit('/vecchia-pagina', { 'User-Agent': GOOGLEBOT, Referer: 'https://spam.example/' });
    await visit('/vecchia-pagina');
    const rows = await missesOf('/vecchia-pagina');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: 'it', referrer_host: '', bot: 1, hits: 2 });
  });

  it('counts probes for other software under one junk row per language', async () => {
    for (const path of ['/wp-login.php', '/.env', '/de/wp-admin/setup.php', '/phpmyadmin/index.php']) {
      const response = await visit(path, { 'User-Agent': BROWSER });
      expect(response.status, path).toBe(404);
    }
    const rows = await missesOf('(junk)');
    expect(rows.map(({ locale, hits }) => ({ locale, hits })).sort((a, b) => a.locale.localeCompare(b.locale))).toEqual([
      { locale: 'de', hits: 1 },
      { locale: 'it', hits: 3 },
    ]);
  });

  it('keeps a person’s miss linked from a site, with its path and host, when a flood of junk fills the table past its cap', async () => {
    // The table past its budgets of bot rows and of rows with no referring site (20,000 junk rows, as an
    // attack left them), all seen once, two days ago…
    const old = daysAgo(2);
    await seed(Array.from({ length: MAX_ROWS.bot + 50 }, (_, index) => ['it', `/bot-filler-${index}`, '', 1, 1, old]));
    await seed(Array.from({ length: 20_000 }, (_, index) => ['it', `/typed-filler-${index}`, '', 0, 1, old]));
    // …besides an address from a printed brochure, typed by three people.
    await seed([['en', '/en/brochure-2019', '', 0, 3, old]]);

    // A flood of unique addresses: crawlers, no User-Agent, tools, browsers without a referrer or with an IP for one.
    const kinds: Record<string, string>[] = [
      { 'User-Agent': GOOGLEBOT },
      {},
      { 'User-Agent': 'python-requests/2.32' },
      { 'User-Agent': BROWSER },
      { 'User-Agent': BROWSER, Referer: 'http://203.0.113.7/' },
    ];
    const junk = Array.from({ length: 300 }, (_, index) => ({
      path: `/x${index.toString(36)}-${index * 7919}`,
      headers: kinds[index % kinds.length] ?? {},
    }));
    const start = new Date().toISOString();
    await flood(junk);

    await visit('/en/summer-brochure-2019', { 'User-Agent': BROWSER, Referer: 'https://www.campsite-guide.example/lake-garda' });
    expect(await missesOf('/en/summer-brochure-2019')).toEqual([
      expect.objectContaining({ locale: 'en', referrer_host: 'www.campsite-guide.example', bot: 0, hits: 1 }),
    ]);
    // Each kind within its budget: the one-off rows seen longest ago went first, the brochure address stayed.
    const byKind = await rowsByKind();
    expect(byKind.bot).toBeLessThanOrEqual(MAX_ROWS.bot);
    expect(byKind.direct).toBeLessThanOrEqual(MAX_ROWS.direct);
    expect((await missesOf('/en/brochure-2019'))[0]?.hits).toBe(3);
    expect(await missesOf('/bot-filler-0')).toEqual([]);
    expect(await missesOf('/typed-filler-0')).toEqual([]);
    // No referring host that no page links from; every hit of the flood counted, beyond one flush's share under '(other)'.
    expect(await env.MONITOR.prepare("SELECT COUNT(*) AS n FROM misses WHERE referrer_host = '203.0.113.7'").first('n')).toBe(0);
    const counted = await env.MONITOR.prepare('SELECT SUM(hits) AS n FROM misses WHERE last_seen >= ?1').bind(start).first<number>('n');
    expect(counted).toBe(junk.length + 1);
    expect((await missesOf(OVERFLOW_PATH)).length).toBeGreaterThan(0);
  });

  it('keeps misses with odd characters as junk, never their path', async () => {
    for (const path of ['/%1B%5B2J', '/en/offerta%E2%80%AEfdp', `/it/${'%1B]52;c;aGVsbG8=%07'}`]) {
      const response = await visit(path, { 'User-Agent': BROWSER, Referer: 'https://www.example.org/' });
      expect(response.status, path).toBe(404);
    }
    const { results } = await env.MONITOR.prepare('SELECT path, hits FROM misses').all<{ path: string; hits: number }>();
    expect(results.map((row) => row.path)).toEqual([JUNK_PATH, JUNK_PATH]);
    expect(results.reduce((sum, row) => sum + row.hits, 0)).toBe(3);
  });

  it('expires on the cron: misses unseen for 7 days go, those linked from a site after 30, recent ones stay', async () => {
    await seed([
      ['it', '/bot-old', '', 1, 9, daysAgo(KEEP_DAYS.other + 1)],
      ['it', '/typed-old', '', 0, 9, daysAgo(KEEP_DAYS.other + 1)],
      ['it', '/typed-recent', '', 0, 1, daysAgo(KEEP_DAYS.other - 1)],
      ['en', '/en/linked-weeks-ago', 'forum.example.de', 0, 2, daysAgo(KEEP_DAYS.other + 5)],
      ['en', '/en/linked-long-ago', 'forum.example.de', 0, 2, daysAgo(KEEP_DAYS.linked + 1)],
    ]);
    // More old rows than one statement deletes: the run goes on in batches.
    await seed(Array.from({ length: 1_200 }, (_, index) => ['de', `/de/alt-${index}`, '', 1, 1, daysAgo(KEEP_DAYS.other + 2)]));
    await visit('/it/seen-today', { 'User-Agent': GOOGLEBOT });

    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/15 * * * *', scheduledTime: Date.now() }), env, context);
    await waitOnExecutionContext(context);

    const { results } = await env.MONITOR.prepare('SELECT path FROM misses ORDER BY path').all<{ path: string }>();
    expect(results.map((row) => row.path)).toEqual(['/en/linked-weeks-ago', '/it/seen-today', '/typed-recent']);
  });

  it('counts the answers of each redirect rule, and nothing as a miss', async () => {
    for (const path of ['/en/offers', '/en/offers/', '/EN/offers']) {
      const response = await visit(path, { 'User-Agent': BROWSER });
      expect(response.status, path).toBe(301);
    }
    const { results } = await env.MONITOR.prepare('SELECT rule_key, hits FROM redirect_hits').all();
    expect(results).toEqual([{ rule_key: 'en:/en/offers', hits: 3 }]);
    expect((await env.MONITOR.prepare('SELECT COUNT(*) AS n FROM misses').first<{ n: number }>())?.n).toBe(0);
  });

  it('does not count live pages or other spellings of them', async () => {
    await visit('/chi-siamo', { 'User-Agent': BROWSER });
    await visit('/chi-siamo/', { 'User-Agent': BROWSER });
    expect((await env.MONITOR.prepare('SELECT COUNT(*) AS n FROM misses').first<{ n: number }>())?.n).toBe(0);
  });

  it('answers the 404 page when the monitor’s database fails', async () => {
    const broken = {
      ...env,
      MONITOR: {
        prepare: () => {
          throw new Error('D1 is down');
        },
      },
    } as unknown as Env;
    const context = createExecutionContext();
    const response = await app.fetch(new Request(`${ORIGIN}/gone-while-d1-is-down`), broken, context);
    expect(response.status).toBe(404);
    await response.text();
    await flushNow();
    await waitOnExecutionContext(context);
  });
});
