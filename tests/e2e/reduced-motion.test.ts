import { describe, expect, it } from 'vitest';
import { chunkRan, firstChange } from '../support/behaviours.ts';
import { behaviourSuite, HOME } from '../support/behaviour-suite.ts';

/**
 * Under reduced motion (prefers-reduced-motion: reduce), on the phone: what moves elsewhere is
 * there at once, and the Lottie player is never fetched. The moving versions are in
 * header-and-menu, splash-and-brush and layout-and-pointer; motion.test.ts checks durations.
 */

const { visit } = behaviourSuite();

describe('reduced motion at 390 px', () => {
  const options = { width: 390, reducedMotion: true } as const;

  it('menu links are there at once, without animation', async () => {
    const { page } = await visit(HOME, options);
    const toggle = page.locator('summary.menu__toggle');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('true');
    const links = await page
      .locator('.menu__main li, .menu__secondary li')
      .evaluateAll((elements) =>
        elements.map((element) => ({ name: getComputedStyle(element).animationName, opacity: getComputedStyle(element).opacity })),
      );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toEqual({ name: 'none', opacity: '1' });
    expect(await page.locator('.menu__secondary li a').last().isVisible()).toBe(true);
  });

  it('loading splash without Lottie, hidden at once', async () => {
    const { page, chunks } = await visit(HOME, options);
    const splash = page.locator('.loading-splash');
    await page.waitForFunction(
      () => {
        window.dispatchEvent(new CustomEvent('show-loading'));
        return document.querySelector<HTMLElement>('.loading-splash')?.hidden === false;
      },
      null,
      { polling: 100, timeout: 5000 },
    );
    await page.waitForTimeout(500);
    expect(chunks).not.toContain('vendor-lottie');
    expect(chunks).not.toContain('lottie');
    expect(await page.locator('.loading-splash__animation svg').count()).toBe(0);
    expect(await page.locator('.loading-splash__heart').isVisible()).toBe(true);
    const hideAt = await page.evaluate(() => {
      const at = performance.now();
      window.dispatchEvent(new CustomEvent('hide-loading'));
      return at;
    });
    await splash.waitFor({ state: 'hidden', timeout: 5000 });
    expect(((await firstChange(page, '.loading-splash', true, hideAt)) ?? 0) - hideAt).toBeLessThan(200);
  });

  it('newsletter brush stays still: no Lottie', async () => {
    const visitor = await visit(HOME, options);
    const { page, chunks } = visitor;
    await page
      .locator('[data-island="newsletter-brush"]')
      .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await chunkRan(visitor, 'newsletter-brush');
    await page.waitForTimeout(300);
    expect(chunks).not.toContain('vendor-lottie');
    expect(await page.locator('.newsletter__brush-player svg').count()).toBe(0);
    expect(await page.locator('.newsletter__brush-still').isVisible()).toBe(true);
  });

  it('no booking-button pulse, no page fade-in', async () => {
    const { page } = await visit(HOME, options);
    expect(await page.locator('.floating-booking').evaluate((element) => getComputedStyle(element, '::before').animationName)).toBe('none');
    expect(await page.locator('main').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});
