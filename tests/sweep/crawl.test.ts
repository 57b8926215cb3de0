import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { matchRoute } from '../../shared/routes/index.ts';
import { ROUTE_NAMES } from '../../shared/routes/table.ts';
import { fileBrowser } from '../support/browser.ts';
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

/**
 * What the crawl checks, read from the live page (`markup` null) or from a page's markup parsed
 * by the browser's own HTML parser (no scripts, no subresources, no layout). Images: every source
 * an `<img>` or `<picture>` may load (any `srcset` candidate, not only the one a viewport picks).
 */
function readPage(markup: { html: string; url: string } | null): PageFacts {
  const document = markup ? new DOMParser().parseFromString(markup.html, 'text/html') : window.document;
  const base = markup ? markup.url : window.document.baseURI;
  // Candidates are separated by a comma and whitespace: a URL may hold commas (`/cdn-cgi/image/width=320,quality=75,…/`).
  const candidates = (srcset: string) =>
    srcset
      .split(/,\s+/)
      .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean);
  const absolute = (url: string) => new URL(url, base).href;
  return {
    headings: document.querySelectorAll('h1').length,
    shareImages: [...document.querySelectorAll<HTMLMetaElement>('meta[property="og:image"], meta[name="twitter:image"]')].map(
      (meta) => meta.content,
    ),
    hrefs: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => absolute(link.getAttribute('href') ?? '')),
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
 * One page of each screen is loaded with its scripts, to catch console and page errors (they
 * come from a screen's islands, the same on all its pages); every other page is read with
 * scripts off, which costs Chromium a fraction of a hydrated page and still shows the markup the
 * visitor gets: one <h1>, links, images, share images. The language of a screen's scripted page
 * takes turns over the screens (as the a11y sweep's languages do), so each language's messages
 * and dates run in the islands of about a sixth of the screens; the forms in every language are
 * run by console-clean.test.ts. A screen the crawl never meets in its turn's language is loaded
 * with scripts at the end, in the language it was met in.
 */
function screenOf(path: string): { key: string; inTurn: boolean } {
  const pathname = path.split('?')[0] ?? path;
  const match = matchRoute(pathname);
  if (!match) return { key: pathname, inTurn: true };
  return { key: match.name, inTurn: match.locale === LOCALES[ROUTE_NAMES.indexOf(match.name) % LOCALES.length] };
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
    // Images load as a visitor's do: the pages with scripts are few (one per screen), and with
    // images off Chromium warns about every preloaded picture. Every image address of every
    // page is checked over HTTP as well, once (imageChecker).
    browser = await fileBrowser();
    // Italian, so that `/` is served and not redirected to a detected language. Reduced motion:
    // each page is read within its fade-in, which software rendering would otherwise paint out.
    context = await browser.newContext({ locale: 'it-IT', reducedMotion: 'reduce' });
    await rememberConsent(context);
    // A blank tab whose only work is the HTML parser's (DOMParser) on markup fetched over HTTP.
    plainContext = await browser.newContext();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers 200 with one <h1>, no broken image or share image, is in the sitemap, and no screen logs a console error or warning or a page error', {
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
    /** The first page met of each screen, and the pages loaded again with scripts at the end. */
    const metIn = new Map<string, string>();
    const rescripted = new Set<string>();
    let active = 0;
    /** Once the crawl has met every page: the screens never met in their turn's language, one page each. */
    const unscripted = () => [...metIn].filter(([key]) => !scripted.has(key)).map(([, path]) => path);
    /** Two tabs, one loading pages with scripts and one parsing markup, reused from page to page (a new tab per page costs more than the page). */
    const worker = async () => {
      const scriptedPage = await context.newPage();
      const parserPage = await plainContext.newPage();
      let current = '';
      const fail = (reason: string) => failures.push({ url: current, reason });
      scriptedPage.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const where = message.location().url;
        fail(`console ${message.type()}: ${message.text()}${where ? ` (at ${where})` : ''}`);
      });
      scriptedPage.on('pageerror', (error) => fail(`page error: ${error.message}`));

      type Visited = { status: number; url: string; facts: PageFacts | null };
      /** A page loaded in the browser with its scripts, followed through any redirect (which fails). */
      const load = async (path: string): Promise<Visited> => {
        const response = await scriptedPage.goto(`${origin}${path}`, { waitUntil: 'load' });
        if (!response) {
          fail('no response');
          return { status: 0, url: `${origin}${path}`, facts: null };
        }
        const redirect = response.request().redirectedFrom();
        if (redirect) {
          fail(`redirected (${(await redirect.response())?.status()}) to ${scriptedPage.url()}`);
          const finalPath = internalPath(scriptedPage.url(), origin);
          if (finalPath) enqueue(finalPath);
        }
        const facts = await scriptedPage.evaluate(readPage, null);
        // Down to the footer, so the islands that wait to be seen start too, and until their chunks have come.
        await scriptedPage.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await scriptedPage.waitForLoadState('networkidle');
        return { status: response.status(), url: scriptedPage.url(), facts };
      };
      /** A page's markup over HTTP, as a browser without scripts gets it, parsed in the browser's parser tab. */
      const read = async (path: string): Promise<Visited> => {
        const url = `${origin}${path}`;
        const response = await fetch(url, { redirect: 'manual', headers: { 'accept-language': 'it-IT,it;q=0.9' } });
        const location = response.headers.get('location');
        if (location) {
          await response.arrayBuffer();
          fail(`redirected (${response.status}) to ${location}`);
          const finalPath = internalPath(new URL(location, url).href, origin);
          if (finalPath) enqueue(finalPath);
          return { status: response.status, url, facts: null };
        }
        return { status: response.status, url, facts: await parserPage.evaluate(readPage, { html: await response.text(), url }) };
      };

      const visit = async (path: string, forceScripts = false) => {
        current = path;
        const screen = screenOf(path);
        if (!metIn.has(screen.key)) metIn.set(screen.key, path);
        const withScripts = forceScripts || (screen.inTurn && !scripted.has(screen.key));
        if (withScripts) scripted.add(screen.key);
        const { status, url, facts } = withScripts ? await load(path) : await read(path);
        if (!forceScripts) crawled[languageOf(new URL(url).pathname)] += 1;
        if (status !== 200) fail(`status ${status}`);
        if (!facts) return;
        const { headings, hrefs, images, shareImages } = facts;
        if (shareImages.length !== 2) fail(`${shareImages.length} share images (expected og:image and twitter:image)`);
        for (const source of shareImages) {
          const problem = await checkImage(source);
          if (problem) fail(`broken share image ${source}: ${problem}`);
        }
        if (status === 200) pages.add(new URL(url).pathname);
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
          if (active === 0) {
            const late = unscripted().filter((late) => !rescripted.has(late));
            if (late.length === 0) break;
            for (const page of late) rescripted.add(page);
            queue.push(...late);
            continue;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        active += 1;
        try {
          await visit(path, rescripted.has(path));
        } catch (error) {
          fail(`could not be loaded: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          active -= 1;
        }
      }
      await scriptedPage.close();
      await parserPage.close();
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: TABS }, worker));

    const total = Object.values(crawled).reduce((sum, count) => sum + count, 0);
    const listed = await sitemapPaths(origin);
    for (const path of pages) if (!listed.has(path)) failures.push({ url: path, reason: 'not in the sitemap' });
    console.log(
      JSON.stringify({
        crawl: {
          pages: total,
          withScripts: scripted.size,
          scriptedAtTheEnd: rescripted.size,
          byLanguage: crawled,
          failures: failures.length,
          ms: Date.now() - started,
        },
      }),
    );
    const report = failures.map((failure) => `${failure.url}: ${failure.reason}`).join('\n');
    expect(failures, `${failures.length} problem(s) on ${total} crawled pages:\n${report}`).toEqual([]);
  });
});
