import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { TIMINGS_MS } from '../../shared/constants.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { fileBrowser } from '../support/browser.ts';
import { newVisitor, type Visitor } from '../support/behaviours.ts';
import { contextAt, firstDetailLink, islandReady } from '../support/pages.ts';

/**
 * The gallery keeps the keyboard even after a click on its picture (focus then leaves the
 * overlay's controls), and the progress bar runs while the next page of the site loads.
 */

const m = getMessages('it');
const ACCOMMODATION_TYPE = `${buildPath('accommodations', 'it')}/maxicaravan`;

let browser: Browser;
let unitPath = '';
let open: BrowserContext[] = [];

beforeAll(async () => {
  browser = await fileBrowser();
  const context = await browser.newContext(contextAt(1440));
  const page = await context.newPage();
  await page.goto(`${inject('siteUrl')}${ACCOMMODATION_TYPE}`);
  unitPath = await firstDetailLink(page, ACCOMMODATION_TYPE, { depth: 2 });
  await context.close();
});

afterEach(async () => {
  const closing = open;
  open = [];
  for (const context of closing) await context.close().catch(() => {});
});

afterAll(async () => {
  await browser?.close();
});

async function visit(path: string): Promise<Visitor> {
  const visitor = await newVisitor(browser, { width: 1440 });
  open.push(visitor.context);
  const response = await visitor.page.goto(`${inject('siteUrl')}${path}`);
  expect(response?.status()).toBe(200);
  return visitor;
}

describe('gallery and keyboard', () => {
  it('closes with Escape after a click on the picture, and focus returns to the image that opened it', async () => {
    const { page } = await visit(unitPath);
    const opener = page.locator('ul.gallery a.gallery__open').first();
    await opener.scrollIntoViewIfNeeded();
    await islandReady(page, 'ul.gallery', 5000);
    await islandReady(page, '.gallery-overlay', 5000);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: m.layout.galleryLabel });
    await dialog.waitFor({ state: 'visible', timeout: 5000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(m.common.close);

    // A click on the picture: nothing there takes focus, so it goes to the page's body.
    await page.locator('.gallery-overlay__stage img').click();
    expect(await page.evaluate(() => document.activeElement === document.body), 'focus left the controls').toBe(true);
    const counter = page.locator('.gallery-overlay__counter');
    const before = await counter.textContent();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent(), { timeout: 5000 }).not.toBe(before);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement), { timeout: 5000 }).toBe(true);
  });
});

describe('progress bar on navigation', () => {
  it('shows after 200 ms while the next page loads, ticking towards 5 s, and is gone on the new page', async () => {
    const from = buildPath('about', 'it');
    // A footer link: out of view, so the page has not fetched it ahead (a prefetched page comes from memory).
    const to = buildPath('sustainability', 'it');
    const { page } = await visit(from);
    await islandReady(page, '.progress-bar', 5000);
    // The next page takes 2.5 s to come: long enough to see the bar run.
    await page.route(
      (url) => url.pathname === to,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      },
    );
    // What the bar does is logged to sessionStorage, which the next page of the same tab can read:
    // Playwright's waits and reads hold on while a navigation they did not start is pending.
    await page.evaluate(() => {
      const bar = document.querySelector('.progress-bar');
      const log: { at: number; hidden: boolean; value: number; name: string | null; height: number }[] = [];
      const save = (clickedAt: number) => sessionStorage.setItem('barLog', JSON.stringify({ clickedAt, log }));
      let clickedAt = 0;
      document.addEventListener(
        'click',
        () => {
          clickedAt = performance.now();
          save(clickedAt);
        },
        { capture: true, once: true },
      );
      new MutationObserver(() => {
        log.push({
          at: performance.now(),
          hidden: bar?.hasAttribute('hidden') ?? true,
          value: Number(bar?.getAttribute('aria-valuenow')),
          name: bar?.getAttribute('aria-label') ?? null,
          height: bar?.getBoundingClientRect().height ?? 0,
        });
        save(clickedAt);
      }).observe(bar as Element, { attributes: true, attributeFilter: ['hidden', 'aria-valuenow'] });
    });
    await page
      .locator(`a[href="${to}"]`)
      .first()
      .evaluate((anchor) => (anchor as HTMLAnchorElement).click());
    await page.waitForURL(`**${to}`, { timeout: 8000 });
    expect(await page.locator('.progress-bar').isHidden(), 'the new page starts without a bar').toBe(true);

    type Entry = { at: number; hidden: boolean; value: number; name: string | null; height: number };
    const { clickedAt, log } = JSON.parse((await page.evaluate(() => sessionStorage.getItem('barLog'))) ?? '{}') as {
      clickedAt: number;
      log: Entry[];
    };
    const shown = log.filter((entry) => !entry.hidden);
    expect(shown.length, 'the bar showed and ticked').toBeGreaterThan(5);
    const shownAfter = (shown[0]?.at ?? 0) - clickedAt;
    expect(shownAfter, 'nothing for the first 200 ms').toBeGreaterThanOrEqual(TIMINGS_MS.progressThrottle - 10);
    expect(shownAfter).toBeLessThan(TIMINGS_MS.progressThrottle + 400);
    expect(new Set(shown.map((entry) => entry.name)), 'named for what it waits for').toEqual(new Set([m.layout.pageLoading]));
    expect(Math.min(...shown.map((entry) => entry.height)), 'drawn').toBeGreaterThan(0);
    const values = shown.map((entry) => entry.value);
    expect(values.at(-1), `it fills over time: ${values.join(', ')}`).toBeGreaterThan(values[0] ?? 0);
    // 5 s assumed: each tick shows the time since the click over 5 s (a tick late on a loaded machine is forgiven).
    for (const entry of shown) {
      const expected = (100 * (entry.at - clickedAt)) / TIMINGS_MS.progressDuration;
      expect(entry.value, `at ${Math.round(entry.at - clickedAt)} ms`).toBeGreaterThanOrEqual(expected - 6);
      expect(entry.value).toBeLessThanOrEqual(Math.min(95, expected + 1));
    }
    // A tick every 100 ms: the 2.5 s wait is about 23 ticks (fewer on a loaded machine, never many more).
    const ticks = new Set(values).size;
    expect(ticks).toBeGreaterThan(10);
    expect(ticks).toBeLessThan(60);
  });

  it('shows nothing for a link to an anchor of the same page', async () => {
    const { page } = await visit(buildPath('faq', 'it'));
    await islandReady(page, '.progress-bar', 5000);
    // The skip link goes to an anchor of this page.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href^="#"]')?.click());
    await page.waitForTimeout(TIMINGS_MS.progressThrottle + 300);
    expect(await page.locator('.progress-bar').isHidden()).toBe(true);
  });
});
