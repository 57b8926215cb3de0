import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app.ts';
import { MAX_ROWS, OVERFLOW_PATH } from '../../worker/monitor/record.ts';
import { ORIGIN } from './fetch.ts';

/**
 * The 404 monitor: every miss counted in D1 (language, normalised path, referring host, bot
 * or not, hits, first and last seen), every redirect rule's answer too, behind the answer.
 */
const app = createApp();

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** One request, and everything it left to do behind the answer finished. */
async function visit(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers, redirect: 'manual' }), env, context);
  await response.text();
  await waitOnExecutionContext(context);
  return response;
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

  it('caps the rows bots can add: over the cap, new addresses count under one overflow row', async () => {
    const now = new Date().toISOString();
    const insert = env.MONITOR.prepare(
      "INSERT INTO misses (locale, path, referrer_host, bot, hits, first_seen, last_seen) VALUES ('it', ?, '', 1, 1, ?, ?)",
    );
    const rows = Array.from({ length: MAX_ROWS.bot }, (_, index) => insert.bind(`/filler-${index}`, now, now));
    for (let start = 0; start < rows.length; start += 500) await env.MONITOR.batch(rows.slice(start, start + 500));
    await visit('/one-more-bot-address', { 'User-Agent': GOOGLEBOT });
    await visit('/yet-another-bot-address', { 'User-Agent': GOOGLEBOT });
    // A known address still counts in its own row; a person's miss is not capped by bots.
    await visit('/filler-7', { 'User-Agent': GOOGLEBOT });
    await visit('/a-person-typed-this', { 'User-Agent': BROWSER });
    expect(await missesOf('/one-more-bot-address')).toEqual([]);
    expect((await missesOf(OVERFLOW_PATH))[0]).toMatchObject({ bot: 1, hits: 2 });
    expect((await missesOf('/filler-7'))[0]?.hits).toBe(2);
    expect((await missesOf('/a-person-typed-this'))[0]).toMatchObject({ bot: 0, hits: 1 });
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
    await waitOnExecutionContext(context);
  });
});
