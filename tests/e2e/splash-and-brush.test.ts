import { describe, expect, it } from 'vitest';
import { TIMINGS_MS } from '../../shared/constants.ts';
import { chunkRan, firstChange } from '../support/behaviours.ts';
import { behaviourSuite, HOME } from '../support/behaviour-suite.ts';
import { WIDTHS } from '../support/pages.ts';

/**
 * The two Lottie animations (client/islands/loading-splash.ts, newsletter-brush.ts) at 390 px (a
 * touch phone) and 1440 px: the loading splash with its heart, and the newsletter's brush stroke,
 * drawn once its block is in view. Without motion: tests/e2e/reduced-motion.test.ts.
 */

const { visit } = behaviourSuite();

describe.each(WIDTHS)('splash and brush at %i px', (width) => {
  it('loading splash: show-loading shows it with the Lottie heart, hide-loading slides it away', async () => {
    const { page, chunks } = await visit(HOME, { width });
    const splash = page.locator('.loading-splash');
    expect(await splash.isHidden()).toBe(true);
    // The island starts when idle: the event is repeated until its listener is there.
    await page.waitForFunction(
      () => {
        window.dispatchEvent(new CustomEvent('show-loading'));
        return document.querySelector<HTMLElement>('.loading-splash')?.hidden === false;
      },
      null,
      { polling: 100, timeout: 5000 },
    );
    const player = page.locator('.loading-splash__animation svg');
    await player.waitFor({ state: 'attached', timeout: 5000 });
    expect(chunks).toContain('vendor-lottie');
    expect(await splash.isVisible()).toBe(true);
    // The animated heart is what shows, in place of the still one.
    await expect.poll(() => player.isVisible(), { timeout: 5000 }).toBe(true);
    expect(await page.locator('.loading-splash__heart').isVisible()).toBe(false);

    const hideAt = await page.evaluate(() => {
      const at = performance.now();
      window.dispatchEvent(new CustomEvent('hide-loading'));
      return at;
    });
    await splash.waitFor({ state: 'hidden', timeout: 5000 });
    const hiddenAfter = ((await firstChange(page, '.loading-splash', true, hideAt)) ?? 0) - hideAt;
    expect(hiddenAfter, 'hidden after the 600 ms slide').toBeGreaterThanOrEqual(595);
    expect(hiddenAfter).toBeLessThan(1200);
  });

  it('newsletter brush: drawn with Lottie once the block is in view', async () => {
    const visitor = await visit(HOME, { width });
    const { page, chunks } = visitor;
    // The island starts when idle and watches the block from then on.
    await chunkRan(visitor, 'newsletter-brush');
    expect(chunks).not.toContain('vendor-lottie');
    await page
      .locator('[data-island="newsletter-brush"]')
      .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const player = page.locator('.newsletter__brush-player svg');
    await player.waitFor({ state: 'attached', timeout: 5000 });
    expect(chunks).toContain('vendor-lottie');
    // While it is drawn, the drawn stroke shows and the still one does not.
    await expect.poll(() => player.isVisible(), { timeout: 5000 }).toBe(true);
    expect(await page.locator('.newsletter__brush-still').isVisible()).toBe(false);
    // Drawn to its end without a console error or warning (the page sweep of console-clean.test.ts runs without Lottie).
    await page.waitForTimeout(TIMINGS_MS.newsletterBrush + 200);
    expect(visitor.problems).toEqual([]);
  });
});

describe('splash and brush at 390 px', () => {
  it('newsletter brush: drawn too when the visitor reached the block before its island started', async () => {
    // A slow network: the idle island's chunk takes a second; the visitor scrolls down at once.
    const visitor = await visit(HOME, {
      width: 390,
      prepare: (context) =>
        context.route('**/assets/newsletter-brush-*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          await route.continue();
        }),
    });
    const { page } = visitor;
    await page
      .locator('[data-island="newsletter-brush"]')
      .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await chunkRan(visitor, 'newsletter-brush');
    await page.locator('.newsletter__brush-player svg').waitFor({ state: 'attached', timeout: 4000 });
  });
});
