import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { matchRoute } from '../../shared/routes/index.ts';
import { launchBrowser } from '../support/browser.ts';
import { languageOf } from '../support/pages.ts';
import { rememberConsent } from '../support/consent.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('sweeps');

/** Pages open at once in the one browser. */
const TABS = 4;
const HOMES = ['/', '/en', '/de', '/nl', '/da', '/pl'];

type Failure = { url: string; reason: string };

/** What one page holds that the crawl checks or follows, read in one round trip. */
type PageFacts = { headings: number; hrefs: string[]; images: { markup: string; sources: string[] }[]; shareImages: string[] };

/** Every source an `<img>` or `<picture>` may load (any `srcset` candidate, not only the one this viewport picks). */
function readPage(): PageFacts {
  // Candidates are separated by a comma and whitespace: a URL may hold commas (`/cdn-cgi/image/width=320,quality=75,…/`).
  const candidates = (srcset: string) =>
    srcset
      .split(/,\s+/)
      .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean);
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  return {
    headings: document.querySelectorAll('h1').length,
    shareImages: [...document.querySelectorAll<HTMLMetaElement>('meta[property="og:image"], meta[name="twitter:image"]')].map(
      (meta) => meta.content,
    ),
    hrefs: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => link.href),
    images: [...document.images].map((image) => {
      const sources = [image.getAttribute('src') ?? '', ...candidates(image.getAttribute('srcset') ?? '')];
      for (const source of image.parentElement?.tagName === 'PICTURE' ? image.parentElement.querySelectorAll('source') : []) {
        sources.push(...candidates(source.getAttribute('srcset') ?? ''));
      }
      return { markup: image.outerHTML.slice(0, 160), sources: sources.filter(Boolean).map(absolute) };
    }),
  };
}

/**
 * Whether an image address answers 200 with an image type. Each address is fetched once for the
 * whole crawl (the same pictures appear on the six language versions of a page), which is both
 * cheaper than scrolling every page until its lazy images load and stricter: it checks every
 * candidate of a `srcset`, not only the one a viewport picks.
 */
function imageChecker() {
  const verdicts = new Map<string, Promise<string | null>>();
  return (address: string) => {
    const url = resizedSource(address);
    let verdict = verdicts.get(url);
    if (!verdict) {
      verdict = fetch(url)
        .then(async (response) => {
          await response.arrayBuffer();
          const type = response.headers.get('content-type') ?? '';
          return response.ok && type.startsWith('image/') ? null : `${response.status} ${type}`;
        })
        .catch((error: Error) => error.message);
      verdicts.set(url, verdict);
    }
    return verdict;
  };
}

/**
 * The first page the crawl meets of each screen in each language is loaded with its scripts, to
 * catch console and page errors (they come from a screen's islands, the same on all its pages);
 * every other page is read with scripts off, which costs Chromium a fraction of a hydrated page
 * and still shows the markup the visitor gets: one <h1>, links, images, share images.
 */
function screenKey(path: string): string {
  const pathname = path.split('?')[0] ?? path;
  const match = matchRoute(pathname);
  return match ? `${match.name} ${match.locale}` : pathname;
}

/**
 * A resized copy (`/cdn-cgi/image/{options}/{source}`, Cloudflare's image resizing, emulated
 * locally by the demo stand-in) stands or falls with its source: the crawl checks the source,
 * once, rather than having the stand-in encode every width of every picture (minutes of CPU
 * that the suite's other files need). The resizing itself is tested in
 * tests/integration/lcp-image.test.ts.
 */
function resizedSource(address: string): string {
  const match = /^(.*?)\/cdn-cgi\/image\/([a-z]+=[^,/]+(?:,[a-z]+=[^,/]+)*)\/(.+)$/.exec(address);
  if (!match) return address;
  const [, origin = '', , source = ''] = match;
  return new URL(source, `${origin}/`).href;
}

/** A link this crawl follows, as a same-origin path with its query and without its hash; or null. */
function internalPath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null; // other hosts, mailto:, tel:, javascript:
  if (url.pathname.startsWith('/lang/') || url.pathname.startsWith('/cdn-cgi/')) return null;
  return url.pathname + url.search;
}

/** Every page the language sitemaps list, as paths. */
async function sitemapPaths(origin: string): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const locale of LOCALES) {
    const xml = await (await fetch(`${origin}/sitemap-${locale}.xml`)).text();
    for (const [, loc = ''] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.add(new URL(loc).pathname);
  }
  return paths;
}

describe('every page reachable from the six home pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  let plainContext: BrowserContext;
  beforeAll(async () => {
    // Images are checked over HTTP, once per address (imageChecker): loading and decoding them
    // again in every tab would only cost the crawl CPU time.
    browser = await launchBrowser(['--blink-settings=imagesEnabled=false']);
    // Italian, so that `/` is served and not redirected to a detected language. Reduced motion:
    // each page is read within its fade-in, which software rendering would otherwise paint out.
    context = await browser.newContext({ locale: 'it-IT', reducedMotion: 'reduce' });
    await rememberConsent(context);
    plainContext = await browser.newContext({ locale: 'it-IT', javaScriptEnabled: false });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers 200 with one <h1>, no broken image or share image, is in the sitemap, and no screen logs a console or page error', {
    timeout: 480_000,
  }, async () => {
    const siteUrl = inject('siteUrl');
    const origin = new URL(siteUrl).origin;
    const queue = [...HOMES];
    const seen = new Set(queue);
    const crawled = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<Locale, number>;
    const failures: Failure[] = [];
    const enqueue = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      queue.push(path);
    };

    const checkImage = imageChecker();
    const pages = new Set<string>();
    const scripted = new Set<string>();
    let active = 0;
    /** Two tabs, scripts on and off, reused from page to page (a new tab per page costs more than the page). */
    const worker = async () => {
      const scriptedPage = await context.newPage();
      const plainPage = await plainContext.newPage();
      let current = '';
      const fail = (reason: string) => failures.push({ url: current, reason });
      scriptedPage.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        fail(`console error: ${message.text()}${where ? ` (at ${where})` : ''}`);
      });
      scriptedPage.on('pageerror', (error) => fail(`page error: ${error.message}`));

      const visit = async (path: string) => {
        current = path;
        const key = screenKey(path);
        const withScripts = !scripted.has(key);
        scripted.add(key);
        const page = withScripts ? scriptedPage : plainPage;
        const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        crawled[languageOf(new URL(page.url()).pathname)] += 1;
        if (!response) {
          fail('no response');
          return;
        }
        const redirect = response.request().redirectedFrom();
        if (redirect) {
          fail(`redirected (${(await redirect.response())?.status()}) to ${page.url()}`);
          const finalPath = internalPath(page.url(), origin);
          if (finalPath) enqueue(finalPath);
        }
        if (response.status() !== 200) fail(`status ${response.status()}`);

        const { headings, hrefs, images, shareImages } = await page.evaluate(readPage);
        if (shareImages.length !== 2) fail(`${shareImages.length} share images (expected og:image and twitter:image)`);
        for (const source of shareImages) {
          const problem = await checkImage(source);
          if (problem) fail(`broken share image ${source}: ${problem}`);
        }
        if (response.status() === 200) pages.add(new URL(page.url()).pathname);
        if (headings !== 1) fail(`${headings} <h1> elements (expected exactly 1)`);
        for (const image of images) {
          if (image.sources.length === 0) fail(`image without a source: ${image.markup}`);
          for (const source of image.sources) {
            const problem = await checkImage(source);
            if (problem) fail(`broken image ${source}: ${problem}`);
          }
        }
        for (const href of hrefs) {
          const next = internalPath(href, origin);
          if (next) enqueue(next);
        }
      };

      for (;;) {
        const path = queue.shift();
        if (path === undefined) {
          if (active === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        active += 1;
        try {
          await visit(path);
        } catch (error) {
          fail(`could not be loaded: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          active -= 1;
        }
      }
      await scriptedPage.close();
      await plainPage.close();
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: TABS }, worker));

    const total = Object.values(crawled).reduce((sum, count) => sum + count, 0);
    const listed = await sitemapPaths(origin);
    for (const path of pages) if (!listed.has(path)) failures.push({ url: path, reason: 'not in the sitemap' });
    console.log(
      JSON.stringify({
        crawl: { pages: total, withScripts: scripted.size, byLanguage: crawled, failures: failures.length, ms: Date.now() - started },
      }),
    );
    const report = failures.map((failure) => `${failure.url}: ${failure.reason}`).join('\n');
    expect(failures, `${failures.length} problem(s) on ${total} crawled pages:\n${report}`).toEqual([]);
  });
});
