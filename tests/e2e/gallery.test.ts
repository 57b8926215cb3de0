import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIMINGS_MS } from '../../shared/constants.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { armStamp, chunkRan, firstChange, stampOf } from '../support/behaviours.ts';
import { behaviourSuite, findUnitPath, pageScrollLocked } from '../support/behaviour-suite.ts';
import { islandReady, WIDTHS } from '../support/pages.ts';

/**
 * The gallery overlay of a unit page (client/islands/gallery.ts) at 390 px (a touch phone) and
 * 1440 px: when it opens, how it loops and swipes, and how it closes. Times are read from the
 * page's own clock (tests/support/behaviours.ts).
 */

const m = getMessages('it');
const { visit } = behaviourSuite();
/** Whether the page behind is kept from scrolling. */
const htmlLocked = pageScrollLocked;
/**
 * Whether the element has the class. Used for `gallery-overlay--shown` only: the class the
 * stylesheet's fade keys on, so an overlay keeping it would show at full opacity at once.
 */
const hasClass = (page: Page, selector: string, name: string) =>
  page.locator(selector).evaluate((element, className) => element.classList.contains(className), name);

/** The first unit of the maxicaravan list, a page with an image grid. */
let unitPath = '';

beforeAll(async () => {
  unitPath = await findUnitPath();
});

describe.each(WIDTHS)('gallery at %i px', (width) => {
  const phone = width === 390;

  it('gallery overlay: opens after 100 ms at the image, loops, closes with Escape and gallery:closed', async () => {
    const visitor = await visit(unitPath, { width });
    const { page } = visitor;
    const links = page.locator('ul.gallery a.gallery__open');
    const total = await links.count();
    expect(total).toBeGreaterThanOrEqual(2);
    const second = links.nth(1);
    await second.scrollIntoViewIfNeeded();
    await islandReady(page, 'ul.gallery', 5000);
    await chunkRan(visitor, 'gallery');

    const overlay = page.locator('.gallery-overlay');
    const counter = page.locator('.gallery-overlay__counter');
    const counterFor = (current: number) => format(m.layout.galleryCounter, { current, total });
    if (phone) {
      // At 390 px Playwright's pointer misses the link: the page overflows ("fits the phone" below). Enter on a link is a click too.
      await armStamp(page, 'keydown');
      await second.focus();
      await page.keyboard.press('Enter');
    } else {
      await armStamp(page, 'click');
      await second.click();
    }
    const openedBy = await stampOf(page, phone ? 'keydown' : 'click');
    await overlay.waitFor({ state: 'visible', timeout: 5000 });
    const shownAfter = ((await firstChange(page, '.gallery-overlay', false, openedBy)) ?? 0) - openedBy;
    expect(shownAfter, 'shown after 100 ms, not before').toBeGreaterThanOrEqual(TIMINGS_MS.modalOpen - 5);
    expect(shownAfter).toBeLessThan(TIMINGS_MS.modalOpen + 400);
    expect(new URL(page.url()).pathname, 'the link did not navigate').toBe(unitPath);
    expect(await htmlLocked(page)).toBe(true);
    expect(await counter.textContent()).toBe(counterFor(2));

    for (let current = 3; current <= total; current++) {
      await page.keyboard.press('ArrowRight');
      expect(await counter.textContent()).toBe(counterFor(current));
    }
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent(), 'from the last image ArrowRight loops to the first').toBe(counterFor(1));
    await page.locator('.gallery-overlay__previous').click();
    expect(await counter.textContent(), 'Previous loops back to the last').toBe(counterFor(total));
    await page.keyboard.press('ArrowLeft');
    expect(await counter.textContent()).toBe(counterFor(total - 1));

    if (phone) {
      // A touch swipe on the stage: 120 px to the left is "next", 30 px is nothing.
      const stage = await page.locator('.gallery-overlay__stage').boundingBox();
      if (!stage) throw new Error('the gallery stage has no box');
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (from: number, to: number) => {
        const y = stage.y + stage.height / 2;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
        for (let step = 1; step <= 4; step++) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 4, y }] });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const before = total - 1;
      const middle = stage.x + stage.width / 2;
      await swipe(middle + 15, middle - 15);
      expect(await counter.textContent(), 'a 30 px drag is not a swipe').toBe(counterFor(before));
      await swipe(middle + 60, middle - 60);
      await expect.poll(() => counter.textContent(), { timeout: 5000 }).toBe(counterFor((before % total) + 1));
    }

    await page.evaluate(() => {
      const record = () => Object.assign(window, { galleryClosedAt: performance.now() });
      window.addEventListener('gallery:closed', record, { once: true });
    });
    await armStamp(page, 'keydown');
    await page.keyboard.press('Escape');
    const escapeAt = await stampOf(page, 'keydown');
    await overlay.waitFor({ state: 'hidden', timeout: 5000 });
    const hiddenAfter = ((await firstChange(page, '.gallery-overlay', true, escapeAt)) ?? 0) - escapeAt;
    expect(hiddenAfter, 'hidden after the 180 ms fade').toBeGreaterThanOrEqual(TIMINGS_MS.galleryClose - 5);
    expect(hiddenAfter).toBeLessThan(TIMINGS_MS.galleryClose + 400);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { galleryClosedAt?: number }).galleryClosedAt), { timeout: 5000 })
      .toBeGreaterThan(escapeAt);
    expect(await htmlLocked(page)).toBe(false);
    expect(await second.evaluate((element) => element === document.activeElement), 'focus returns to the link').toBe(true);

    // Another island may close it with the gallery:close event, which unlocks scrolling too.
    await page.keyboard.press('Enter');
    await overlay.waitFor({ state: 'visible', timeout: 5000 });
    expect(await htmlLocked(page)).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('gallery:close')));
    await overlay.waitFor({ state: 'hidden', timeout: 5000 });
    expect(await htmlLocked(page)).toBe(false);

    // Closed the instant it shows: it must not keep its shown look for the next opening.
    const closedAtOnce = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const element = document.querySelector<HTMLElement>('.gallery-overlay');
          if (!element) return;
          const observer = new MutationObserver(() => {
            if (element.hidden) return;
            observer.disconnect();
            window.dispatchEvent(new CustomEvent('gallery:close'));
          });
          observer.observe(element, { attributes: true, attributeFilter: ['hidden'] });
          // Two frames after closing, so a class added on a later frame would be there.
          window.addEventListener('gallery:closed', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
            once: true,
          });
        }),
    );
    await page.keyboard.press('Enter');
    await closedAtOnce;
    expect(await overlay.isHidden()).toBe(true);
    expect(await hasClass(page, '.gallery-overlay', 'gallery-overlay--shown')).toBe(false);
  });
});
