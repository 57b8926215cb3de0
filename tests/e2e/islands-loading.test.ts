import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE_ISLANDS } from '../../client/islands/every-page.ts';
import { chunkOf, chunkRan } from '../support/behaviours.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { BOOKING, behaviourSuite, HOME, hydrateForm, idleDone } from '../support/behaviour-suite.ts';
import { WIDTHS } from '../support/pages.ts';

/**
 * What the islands fetch and when (client/islands/registry.ts), in Chromium at 390 px (a touch
 * phone) and 1440 px: only the eager islands before any interaction, the likely next pages when
 * the connection allows, and one reload, not more, when a chunk cannot be loaded.
 */

const { visit } = behaviourSuite();
const ACCOMMODATIONS = buildPath('accommodations', 'it');

/** Island chunks the home page fetches before any interaction (and the cursor at 1440 px). */
const EAGER_ISLANDS = [
  'header',
  'floating-promo',
  'consent',
  'gallery',
  'loading-splash',
  'newsletter-brush',
  'progress-bar',
  'connection',
];
/** React, zod and Lottie come only with a form in use or an animation about to play. */
const NOT_BEFORE_INTERACTION = [
  'vendor-react',
  'vendor-zod',
  'vendor-lottie',
  'forms',
  'menu',
  'language-dropdown',
  'lottie',
  'react-root',
];

/** A `navigator.connection` as Chromium would report it on such a network. */
const network = (connection: { saveData: boolean; effectiveType: string }) => async (context: BrowserContext) => {
  await context.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
  }, connection);
};
const PREFETCH_CASES = [
  { title: 'on a normal connection: likely pages when idle, the booking page among them', prepare: undefined, expected: true },
  { title: 'with Save-Data: nothing', prepare: network({ saveData: true, effectiveType: '4g' }), expected: false },
  { title: 'on 2g: nothing', prepare: network({ saveData: false, effectiveType: '2g' }), expected: false },
];

describe.each(WIDTHS)('islands at %i px', (width) => {
  it('the home page fetches only its eager islands; focusing a form field fetches the form and React', async () => {
    const visitor = await visit(HOME, { width });
    const { page, chunks } = visitor;
    await idleDone(visitor);

    const eager = width === 1440 ? [...EAGER_ISLANDS, 'cursor'] : EAGER_ISLANDS;
    for (const island of eager) expect(chunks, `the ${island} island starts without interaction`).toContain(chunkOf(island));
    // The islands of every page come in one chunk, preloaded with the entry, and have all started.
    expect(chunks.filter((chunk) => chunk === 'islands')).toHaveLength(1);
    for (const island of EVERY_PAGE_ISLANDS) expect(chunks, `${island} comes with the others`).not.toContain(island);
    const started = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-island]')]
          .filter((element) => element.dataset.islandReady)
          .map((element) => element.dataset.island),
      );
    await expect.poll(started, { timeout: 5000 }).toEqual(expect.arrayContaining([...EVERY_PAGE_ISLANDS]));
    for (const chunk of NOT_BEFORE_INTERACTION) expect(chunks, `${chunk} waits for an interaction`).not.toContain(chunk);
    if (width === 390) expect(chunks, 'no cursor island on a touch screen').not.toContain('cursor');

    await hydrateForm(page, 'form-newsletter', '#form-newsletter-email');
    expect(chunks).toContain('forms');
    expect(chunks).toContain('vendor-react');
    expect(visitor.problems).toEqual([]);
  });

  it.for(PREFETCH_CASES)('prefetch $title', async ({ prepare, expected }) => {
    const visitor = await visit(HOME, { width, prepare });
    const { page } = visitor;
    const prefetched = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href')),
      );
    await chunkRan(visitor, 'prefetch');
    if (expected) {
      await expect.poll(prefetched, { timeout: 5000 }).toContain(BOOKING);
    } else {
      await page.waitForTimeout(200);
      expect(await prefetched()).toEqual([]);
    }
  });

  it('prefetch guesses only from the links of the main content in view, in page order', async () => {
    // A list of cards: on a phone some in the first screen, more below it.
    const visitor = await visit(ACCOMMODATIONS, { width });
    const { page } = visitor;
    await chunkRan(visitor, 'prefetch');
    const prefetched = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')]
          .map((link) => link.getAttribute('href'))
          .filter((href) => href !== null),
      );
    // The booking page and the guesses go in together, once the observer has reported.
    await expect.poll(prefetched, { timeout: 5000 }).toContain(BOOKING);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].map((anchor) => {
        const box = anchor.getBoundingClientRect();
        return { href: anchor.getAttribute('href'), inView: box.bottom > 0 && box.top < window.innerHeight && box.width > 0 };
      }),
    );
    const inView = links.filter((link) => link.inView).map((link) => link.href);
    const guesses = (await prefetched()).filter((href) => href !== BOOKING);
    expect(
      links.some((link) => !link.inView),
      'the list goes on below the first screen',
    ).toBe(true);
    // On a phone the first cards are in view; at 1440 px the page header's picture fills the first screen.
    if (width === 390) expect(guesses.length).toBeGreaterThan(0);
    // The first links in view, as they come in the page (and never one out of view).
    expect(guesses).toEqual([...new Set(inView)].slice(0, guesses.length));
  });

  it('chunk reload guard: a chunk that fails to load reloads the page once, not again within 60 s', async () => {
    const { page } = await visit(HOME, {
      width,
      prepare: (context) => context.route('**/assets/forms-*.js', (route) => route.abort()),
    });
    let loads = 0;
    page.on('load', () => loads++);
    const email = page.locator('#form-newsletter-email');
    const reloaded = page.waitForEvent('load');
    await email.focus();
    await reloaded;
    expect(loads).toBe(1);
    expect(page.url(), 'the same page again').toBe(`${new URL(page.url()).origin}${HOME}`);
    const stamp = Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')));
    expect(Math.abs(Date.now() - stamp)).toBeLessThan(60_000);

    const failed = page.waitForEvent('requestfailed', (request) => /\/assets\/forms-/.test(request.url()));
    await email.focus();
    await failed;
    await page.waitForTimeout(1000);
    expect(loads, 'no second reload within 60 s').toBe(1);
    expect(Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')))).toBe(stamp);
  });
});
