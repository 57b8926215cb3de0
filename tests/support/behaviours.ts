import type { Browser, BrowserContext, Page } from 'playwright-core';
import { EVERY_PAGE_ISLANDS } from '../../client/islands/every-page.ts';
import { rememberConsent } from './consent.ts';
import { contextAt, type Width } from './pages.ts';

/**
 * Helpers for tests of the islands' behaviours (tests/e2e/, through behaviour-suite.ts): a visitor whose
 * page records what went wrong, which island chunks it fetched, and when the elements the
 * islands show and hide changed, timed by the page's own clock so that "not before 100 ms"
 * does not depend on how fast the test talks to the browser.
 */

/** Elements whose `hidden` and `open` attributes are logged with the page's time. */
export const WATCHED = ['.floating-promo', '.gallery-overlay', 'dialog.job-modal', '.loading-splash', '.progress-bar', '.cursor-dot'];

export type Change = { selector: string; hidden: boolean; open: boolean; at: number };

/**
 * Where a CSS animation or transition ran: the first of these that holds its element (the
 * menu before the header it sits in).
 */
export const MOTION_SOURCES = [
  '.menu',
  '.floating-promo',
  '.gallery-overlay',
  'dialog.job-modal',
  '.loading-splash',
  '.floating-booking',
  '.site-header',
  'main',
] as const;

/** One animation or transition that started, with the longest duration its element declares. */
export type Motion = { source: string; kind: 'animation' | 'transition'; name: string; ms: number };

export type Visitor = {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, and uncaught page errors, in order. */
  problems: string[];
  /** The names of the JavaScript chunks asked for, in order (`vendor-react`, `gallery`, …). */
  chunks: string[];
  /** The names of the chunks that arrived. */
  arrived: string[];
};

export type VisitorOptions = {
  width: Width;
  reducedMotion?: boolean;
  /** Runs on the context before the page is opened (more init scripts, routes). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
};

/** `vendor-react` for `/assets/vendor-react-ZWInl7M0.js`; null for anything but a built chunk. */
export function chunkName(url: string): string | null {
  const match = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(url).pathname);
  return match?.[1] ?? null;
}

/** A CSS time (`1.05s`, `500ms`) in milliseconds. */
export function milliseconds(time: string): number {
  const value = Number.parseFloat(time);
  return time.trim().endsWith('ms') ? value : value * 1000;
}

/**
 * A fresh context and page at one width, the cookie choice already made (the consent dialog is
 * modal and would take every click), with the recorders of this file installed.
 */
export async function newVisitor(browser: Browser, options: VisitorOptions): Promise<Visitor> {
  const context = await browser.newContext({
    ...contextAt(options.width),
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  await rememberConsent(context);
  await context.addInitScript(
    ({ selectors, sources }: { selectors: string[]; sources: readonly string[] }) => {
      const log: Change[] = [];
      Object.defineProperty(window, '__changes', { value: log });
      Object.defineProperty(window, '__stamps', { value: {} });
      // When each watched island's runtime started it: its own timers run from there.
      const starts: Record<string, number> = {};
      Object.defineProperty(window, '__islandStarts', { value: starts });
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target;
          if (!(target instanceof HTMLElement)) continue;
          const selector = selectors.find((candidate) => target.matches(candidate));
          if (!selector) continue;
          if (record.attributeName === 'data-island-started') {
            if (target.hasAttribute('data-island-started')) starts[selector] ??= performance.now();
            continue;
          }
          log.push({ selector, hidden: target.hasAttribute('hidden'), open: target.hasAttribute('open'), at: performance.now() });
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden', 'open', 'data-island-started'] });

      // Every CSS animation and transition that starts, with its element's longest declared duration.
      const motions: Motion[] = [];
      Object.defineProperty(window, '__motions', { value: motions });
      const longest = (times: string) =>
        Math.max(
          0,
          ...times.split(',').map((time) => (time.trim().endsWith('ms') ? Number.parseFloat(time) : Number.parseFloat(time) * 1000)),
        );
      const record = (kind: Motion['kind'], event: AnimationEvent | TransitionEvent, name: string) => {
        const target = event.target;
        if (!(target instanceof Element)) return;
        const source = sources.find((candidate) => target.closest(candidate));
        if (!source) return;
        const style = getComputedStyle(target, event.pseudoElement || null);
        motions.push({ source, kind, name, ms: longest(kind === 'animation' ? style.animationDuration : style.transitionDuration) });
      };
      document.addEventListener('animationstart', (event) => record('animation', event, event.animationName), true);
      document.addEventListener('transitionrun', (event) => record('transition', event, event.propertyName), true);
    },
    { selectors: WATCHED, sources: MOTION_SOURCES },
  );
  await options.prepare?.(context);
  const page = await context.newPage();
  const problems: string[] = [];
  const chunks: string[] = [];
  const arrived: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const name = chunkName(request.url());
    if (name) chunks.push(name);
  });
  page.on('requestfinished', (request) => {
    const name = chunkName(request.url());
    if (name) arrived.push(name);
  });
  return { context, page, problems, chunks, arrived };
}

/** The animations and transitions that started on the page so far, oldest first. */
export function motionsOf(page: Page): Promise<Motion[]> {
  return page.evaluate(() => [...(window as unknown as { __motions: Motion[] }).__motions]);
}

/** The logged changes of one watched element (its selector as in WATCHED), oldest first. */
export function changesOf(page: Page, selector: string): Promise<Change[]> {
  return page.evaluate(
    (wanted) => (window as unknown as { __changes: Change[] }).__changes.filter((change) => change.selector === wanted),
    selector,
  );
}

/** The page time of the first change of `selector` to shown (`hidden` false) or hidden. */
export async function firstChange(page: Page, selector: string, hidden: boolean, after = 0): Promise<number | undefined> {
  return (await changesOf(page, selector)).find((change) => change.hidden === hidden && change.at >= after)?.at;
}

/** The page time at which the island runtime started the watched element's island (its selector as in WATCHED). */
export async function islandStartOf(page: Page, selector: string): Promise<number> {
  const at = await page.evaluate(
    (wanted) => (window as unknown as { __islandStarts: Record<string, number> }).__islandStarts[wanted],
    selector,
  );
  if (at === undefined) throw new Error(`the island of ${selector} was not seen starting`);
  return at;
}

/** Records the page time of the next event of this type on `window` (capture), read with `stampOf`. */
export function armStamp(page: Page, type: string): Promise<void> {
  return page.evaluate((eventType) => {
    const stamps = (window as unknown as { __stamps: Record<string, number> }).__stamps;
    delete stamps[eventType];
    window.addEventListener(
      eventType,
      () => {
        stamps[eventType] ??= performance.now();
      },
      { capture: true, once: true },
    );
  }, type);
}

export async function stampOf(page: Page, type: string): Promise<number> {
  const at = await page.evaluate((eventType) => (window as unknown as { __stamps: Record<string, number> }).__stamps[eventType], type);
  if (at === undefined) throw new Error(`no ${type} event was recorded`);
  return at;
}

/** Waits until the page's clock reads at least `ms` since its navigation started. */
export async function untilPageTime(page: Page, ms: number): Promise<void> {
  await page.waitForFunction((at) => performance.now() >= at, ms, { polling: 50, timeout: ms + 5000 });
}

/** The chunk an island's code comes in: its own, or the one of the islands of every page. */
export function chunkOf(island: string): string {
  return (EVERY_PAGE_ISLANDS as readonly string[]).includes(island) ? 'islands' : island;
}

/**
 * Resolves once the chunk of this island has arrived and the island has run: every island of that
 * name on the page carries the runtime's `data-island-ready` (its listeners are in place). A chunk
 * with no element of its name (a page-wide behaviour) gets 50 ms after its arrival, a few
 * microtasks' need.
 */
export async function chunkRan(visitor: Visitor, name: string, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!visitor.arrived.includes(chunkOf(name))) {
    if (Date.now() > deadline)
      throw new Error(`the ${name} chunk did not arrive within ${timeout} ms (asked for: ${visitor.chunks.join(', ')})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await visitor.page.waitForFunction(
    (island) => [...document.querySelectorAll(`[data-island="${island}"]`)].every((element) => element.hasAttribute('data-island-ready')),
    name,
    { timeout: Math.max(deadline - Date.now(), 1000) },
  );
  await visitor.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
