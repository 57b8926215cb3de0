import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../scripts/site.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('visits');

const run = promisify(execFile);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

/** A short crawl with bad links: who links where, as the site sees it. */
const CRAWL: { path: string; referer?: string; agent?: string; times: number }[] = [
  { path: '/en/summer-brochure-2019', referer: 'https://www.campsite-guide.example/lake-garda', times: 3 },
  { path: '/en/summer-brochure-2019/', times: 1 },
  { path: '/de/alte-preisliste', referer: 'https://forum.example.de/thread/42', times: 2 },
  { path: '/offerte/capodanno-2019', referer: 'https://www.facebook.com/', times: 1 },
  { path: '/da/gammel-side', agent: BINGBOT, times: 2 },
  { path: '/wp-login.php', agent: BINGBOT, times: 2 },
];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('404 monitor on the site as npm start runs it', () => {
  it('counts a crawl with bad links in local D1, lists it with misses, promotes a miss to a 301, and lists unused rules with stale', async () => {
    const siteUrl = inject('siteUrl');
    const persistTo = inject('persistTo');
    const scratch = mkdtempSync(join(tmpdir(), 'lago-monitor-'));
    const file = join(scratch, 'redirects.json');
    copyFileSync(join(ROOT, 'redirects.json'), file);
    const cli = async (...args: string[]) => {
      const { stdout } = await run(
        process.execPath,
        [join(ROOT, 'scripts/redirects.ts'), ...args, '--local', '--persist-to', persistTo, '--file', file],
        { cwd: ROOT },
      );
      return stdout;
    };
    try {
      for (const { path, referer, agent = BROWSER, times } of CRAWL) {
        for (let visit = 0; visit < times; visit++) {
          const headers: Record<string, string> = { 'User-Agent': agent };
          if (referer) headers.Referer = referer;
          const response = await fetch(`${siteUrl}${path}`, { headers, redirect: 'manual' });
          expect(response.status, path).toBe(404);
          await response.body?.cancel();
        }
      }

      // Counted behind the answers: read until the last one shows.
      const misses = await until(
        () => cli('misses', '--since', '1'),
        (out) => out.includes('(junk)') && out.includes('/offerte/capodanno-2019'),
      );
      console.log(`$ npm run redirects -- misses --since 1 --local\n${misses}`);
      expect(misses).toMatch(/ 4 +0 +en +\/en\/summer-brochure-2019 → www\.campsite-guide\.example \(3\), \(none\) \(1\)/);
      expect(misses).toMatch(/ 2 +0 +de +\/de\/alte-preisliste → forum\.example\.de \(2\)/);
      expect(misses).toMatch(/ 1 +0 +it +\/offerte\/capodanno-2019 → www\.facebook\.com \(1\)/);
      expect(misses).toMatch(/ 0 +2 +da +\/da\/gammel-side\n/);
      expect(misses).toMatch(/ 0 +2 +it +\(junk\)/);
      expect(misses.indexOf('/en/summer-brochure-2019')).toBeLessThan(misses.indexOf('/de/alte-preisliste'));
      const german = await cli('misses', '--since', '1', '--lang', 'de');
      expect(german).toContain('/de/alte-preisliste');
      expect(german).not.toContain('/en/summer-brochure-2019');

      const promoted = await cli('promote', '/en/summer-brochure-2019', '/en/brochure');
      console.log(`$ npm run redirects -- promote /en/summer-brochure-2019 /en/brochure --local\n${promoted}`);
      expect(promoted).toContain('promoted [en] /en/summer-brochure-2019 → /en/brochure (4 hits)');
      // The site answers from the redirect table it read last (REDIRECT_TABLE_FRESH_S, 1 s locally) and
      // reads it again behind the answer to the next miss: another address's miss has it read before
      // the promoted one is asked for, so that address is not counted as a miss again.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await fetch(`${siteUrl}/en/read-the-redirect-table-again`, { headers: { 'User-Agent': BROWSER } });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const spelling of ['/en/summer-brochure-2019', '/en/summer-brochure-2019/']) {
        const ask = () => fetch(`${siteUrl}${spelling}?utm_source=guide`, { headers: { 'User-Agent': BROWSER }, redirect: 'manual' });
        // Served once the site reads its redirect table again (REDIRECT_TABLE_FRESH_S, 1 s locally).
        await expect.poll(async () => (await ask()).status, { timeout: 15_000, interval: 500 }).toBe(301);
        const response = await ask();
        expect(response.status, spelling).toBe(301);
        expect(response.headers.get('location')).toBe('/en/brochure?utm_source=guide');
      }
      expect(await cli('misses', '--since', '1', '--lang', 'en')).not.toContain('/en/summer-brochure-2019');
      // A bad target is refused like `add` refuses it, and the file is left as it was.
      await expect(cli('promote', '/de/alte-preisliste', 'https://elsewhere.example/')).rejects.toThrow(/target has a scheme/);

      // The promoted rule has answered (counted behind the answer); the others have not.
      const stale = await until(
        () => cli('stale', '--days', '1'),
        (out) => !out.includes('[en] /en/summer-brochure-2019'),
      );
      console.log(`$ npm run redirects -- stale --days 1 --local (first lines)\n${stale.split('\n').slice(0, 6).join('\n')}`);
      expect(stale).not.toContain('[en] /en/summer-brochure-2019');
      expect(stale).toMatch(/^\d+ of \d+ rules in .* with no hits in 1 days/);
      expect(stale).toContain('[en] /en/offers → /en/special-offers  (never hit)');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    // Each CLI call starts wrangler (several seconds on a busy 2-core machine).
  }, 300_000);

  it('never serves the build manifest through the assets router, while static files are served', async () => {
    const siteUrl = inject('siteUrl');
    const manifest = await fetch(`${siteUrl}/.vite/manifest.json`, { headers: { 'User-Agent': BROWSER } });
    expect(manifest.status).toBe(404);
    expect(await manifest.text()).not.toContain('"isEntry"');
    const favicon = await fetch(`${siteUrl}/favicon.svg`);
    expect(favicon.status).toBe(200);
    await favicon.body?.cancel();
  });
});
