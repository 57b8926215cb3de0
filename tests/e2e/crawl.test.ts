import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { matchRoute, ROUTE_NAMES } from '../../shared/routes/index.ts';
import { launchBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('sweeps');

/** Pages open at once in the one browser. */
const TABS = 3;

type Failure = { url: string; reason: string };

/**
 * What only a browser can check, on one page of each screen loaded with its scripts: no console
 * error or warning and no page error (they come from a screen's islands, the same on all its
 * pages), with the page scrolled to its footer so the islands that wait to be seen start too.
 * Every page's markup (one <h1>, images and share images that load, links that answer, the
 * sitemap) is checked in workerd, far cheaper: tests/integration/sitemap-links.test.ts.
 *
 * The language of a screen's page takes turns over the screens (as the a11y sweep's languages
 * do), so each language's messages and dates run in the islands of about a sixth of the
 * screens; the forms in every language are run by console-clean.test.ts. A screen without a
 * page in its turn's language is loaded in the language of its first page in the sitemaps.
 */
function screenOf(path: string): { key: string; inTurn: boolean } {
  const match = matchRoute(path);
  if (!match) return { key: path, inTurn: true };
  return { key: match.name, inTurn: match.locale === LOCALES[ROUTE_NAMES.indexOf(match.name) % LOCALES.length] };
}

/**
 * One page of each screen, from every page the language sitemaps list (which are every page
 * reachable from the home pages, and no other: tests/integration/sitemap-links.test.ts).
 */
async function screenPages(origin: string): Promise<string[]> {
  const chosen = new Map<string, { path: string; inTurn: boolean }>();
  for (const locale of LOCALES) {
    const xml = await (await fetch(`${origin}/sitemap-${locale}.xml`)).text();
    for (const [, loc = ''] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc).pathname;
      const { key, inTurn } = screenOf(path);
      const held = chosen.get(key);
      if (!held || (inTurn && !held.inTurn)) chosen.set(key, { path, inTurn });
    }
  }
  return [...chosen.values()].map(({ path }) => path);
}

describe('one page of every screen, with its scripts', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    // Italian, so that `/` is served and not redirected to a detected language. Reduced motion:
    // each page is read within its fade-in, which software rendering would otherwise paint out.
    context = await browser.newContext({ locale: 'it-IT', reducedMotion: 'reduce' });
    await rememberConsent(context);
    // A screen's first load also has its pictures resized by the stand-in: on a loaded machine
    // that takes longer than Playwright's 30 s default, and it is not what this test checks.
    context.setDefaultTimeout(90_000);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers 200 without a redirect, and logs no console error or warning and no page error down to the footer', {
    timeout: 240_000,
  }, async () => {
    const origin = new URL(inject('siteUrl')).origin;
    const queue = await screenPages(origin);
    // Every screen of the site has pages: about one per route (a few routes are redirects only).
    expect(queue.length).toBeGreaterThan(ROUTE_NAMES.length / 2);
    const total = queue.length;
    const failures: Failure[] = [];

    /** One tab, reused from page to page (a new tab per page costs more than the page). */
    const worker = async () => {
      const page = await context.newPage();
      let current = '';
      const fail = (reason: string) => failures.push({ url: current, reason });
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const where = message.location().url;
        fail(`console ${message.type()}: ${message.text()}${where ? ` (at ${where})` : ''}`);
      });
      page.on('pageerror', (error) => fail(`page error: ${error.message}`));
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        current = path;
        try {
          const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
          if (!response) {
            fail('no response');
            continue;
          }
          const redirect = response.request().redirectedFrom();
          if (redirect) fail(`redirected (${(await redirect.response())?.status()}) to ${page.url()}`);
          if (response.status() !== 200) fail(`status ${response.status()}`);
          // Down to the footer, so the islands that wait to be seen start too, and until their chunks have come.
          await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
          await page.waitForLoadState('networkidle');
        } catch (error) {
          fail(`could not be loaded: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      await page.close();
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: TABS }, worker));

    console.log(JSON.stringify({ crawl: { screens: total, failures: failures.length, ms: Date.now() - started } }));
    const report = failures.map((failure) => `${failure.url}: ${failure.reason}`).join('\n');
    expect(failures, `${failures.length} problem(s) on ${total} pages:\n${report}`).toEqual([]);
  });
});
