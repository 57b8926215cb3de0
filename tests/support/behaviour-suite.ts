import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { buildPath } from '../../shared/routes/index.ts';
import { chunkRan, newVisitor, type Visitor, type VisitorOptions } from './behaviours.ts';
import { fileBrowser } from './browser.ts';

/**
 * The shared setup of the behaviour tests (tests/e2e/ islands-loading, header-and-menu, gallery,
 * …): one browser per file, a fresh context per visit, closed after each test, and the pages and
 * waits those files have in common.
 */

export const HOME = buildPath('home', 'it');
export const BOOKING = buildPath('booking', 'it');
export const CAREERS = buildPath('careers', 'it');
export const USEFUL_INFO = buildPath('usefulInfo', 'it');
/** A list of units whose pages have an image grid (the gallery). */
export const ACCOMMODATION_TYPE = `${buildPath('accommodations', 'it')}/maxicaravan`;

export type BehaviourSuite = {
  /** The file's browser (once its beforeAll has run). */
  browser(): Browser;
  /**
   * Opens `path` in a fresh context at `width` and expects a 200; the context goes to
   * `contexts`, by default the list closed after each test (a concurrent test passes its own and
   * closes it itself).
   */
  visit(path: string, options: VisitorOptions, contexts?: BrowserContext[]): Promise<Visitor>;
};

/** Registers the file's hooks: its browser starts before the tests and every visit is closed after each one. */
export function behaviourSuite(): BehaviourSuite {
  let browser: Browser | undefined;
  let open: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await fileBrowser();
  });
  afterEach(async () => {
    const closing = open;
    open = [];
    for (const context of closing) await context.close().catch(() => {});
  });
  afterAll(async () => {
    await browser?.close();
  });

  const current = () => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser;
  };
  return {
    browser: current,
    async visit(path, options, contexts = open) {
      const visitor = await newVisitor(current(), options);
      contexts.push(visitor.context);
      const response = await visitor.page.goto(`${inject('siteUrl')}${path}`);
      expect(response?.status()).toBe(200);
      return visitor;
    },
  };
}

/**
 * The first unit of the maxicaravan list, a page with an image grid: the first link in the
 * list's `<main>` two levels below it, read from the page as the site serves it (no browser
 * needed, so a file finds it while its browser starts).
 */
export async function findUnitPath(): Promise<string> {
  const siteUrl = inject('siteUrl');
  const response = await fetch(`${siteUrl}${ACCOMMODATION_TYPE}`, { headers: { 'Accept-Language': 'it-IT' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const prefix = `${ACCOMMODATION_TYPE}/`;
  for (const [, href = ''] of main.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
    const url = new URL(href.replaceAll('&amp;', '&'), siteUrl);
    if (url.origin !== new URL(siteUrl).origin || !url.pathname.startsWith(prefix)) continue;
    if (url.pathname.slice(prefix.length).split('/').filter(Boolean).length === 2) return url.pathname;
  }
  throw new Error(`no unit page linked from ${ACCOMMODATION_TYPE}`);
}

/**
 * Whether the page behind is kept from scrolling: the root and the body clip their overflow,
 * which is what the shared scroll lock of the menu, the gallery and the modals does
 * (client/islands/scroll-lock.ts).
 */
export function pageScrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [document.documentElement, document.body].every((element) => getComputedStyle(element).overflowY === 'hidden'),
  );
}

/** Whether `locator`'s element holds the keyboard focus. */
export function isFocused(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => element === document.activeElement);
}

/** Focuses a form field, which starts the form's island, and waits until React has hydrated the form. */
export async function hydrateForm(page: Page, island: string, field: string): Promise<void> {
  await page.locator(`[data-island="${island}"] ${field}`).first().focus();
  await page.waitForFunction((name) => {
    const form = document.querySelector(`[data-island="${name}"] form`);
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  }, island);
}

/** Waits until the island runtime's idle work is done: the idle islands started and the prefetch ran. */
export async function idleDone(visitor: Visitor): Promise<void> {
  await visitor.page.waitForFunction(
    () =>
      ['connection', 'progress-bar'].every((name) =>
        document.querySelector(`[data-island="${name}"]`)?.hasAttribute('data-island-started'),
      ),
    null,
    { polling: 50, timeout: 5000 },
  );
  await chunkRan(visitor, 'prefetch');
  await chunkRan(visitor, 'connection');
}
