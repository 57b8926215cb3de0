import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS, MOBILE_BELOW_PX, TIMINGS_MS } from '../../shared/constants.ts';
import { chunkRan, milliseconds } from '../support/behaviours.ts';
import { behaviourSuite, findUnitPath, HOME, idleDone } from '../support/behaviour-suite.ts';
import { WIDTHS } from '../support/pages.ts';

/**
 * What follows the screen and the pointer, at 390 px (a touch phone) and 1440 px: the mobile or
 * desktop mode at the 1200 px breakpoint, the cursor dot, where the booking button is and how it
 * pulses, the fade-in of the next page, and a unit page that fits the phone.
 */

const { visit } = behaviourSuite();

/** The first unit of the maxicaravan list, a page with an image grid. */
let unitPath = '';

beforeAll(async () => {
  unitPath = await findUnitPath();
});

describe.each(WIDTHS)('layout and pointer at %i px', (width) => {
  const phone = width === 390;

  it('mode: localStorage and html[data-mode] follow the 1200 px breakpoint', async () => {
    const { page } = await visit(HOME, { width });
    const mode = () =>
      page.evaluate(
        (key) => ({ stored: localStorage.getItem(key), attribute: document.documentElement.dataset.mode }),
        LOCAL_STORAGE_KEYS.mode,
      );
    const initial = phone ? 'mobile' : 'desktop';
    const other = phone ? 'desktop' : 'mobile';
    expect(await mode()).toEqual({ stored: initial, attribute: initial });
    const size = page.viewportSize() ?? { width, height: 844 };
    await page.setViewportSize({ width: phone ? MOBILE_BELOW_PX + 100 : MOBILE_BELOW_PX - 200, height: size.height });
    await expect.poll(mode, { timeout: 5000 }).toEqual({ stored: other, attribute: other });
    await page.setViewportSize(size);
    await expect.poll(mode, { timeout: 5000 }).toEqual({ stored: initial, attribute: initial });
  });

  it(phone ? 'cursor dot: never loaded on a touch screen' : 'cursor dot: shown after a mouse move, following the pointer', async () => {
    const visitor = await visit(HOME, { width });
    const { page, chunks } = visitor;
    const dot = page.locator('.cursor-dot');
    if (phone) {
      await idleDone(visitor);
      await page.mouse.move(120, 300);
      await page.locator('main h1').first().tap();
      await page.waitForTimeout(300);
      expect(chunks).not.toContain('cursor');
      expect(await dot.isHidden()).toBe(true);
      return;
    }
    await chunkRan(visitor, 'cursor');
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await dot.waitFor({ state: 'visible', timeout: 5000 });
    const centre = () =>
      dot.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      });
    await expect.poll(centre, { timeout: 5000 }).toEqual({ x: 220, y: 320 });
    await page.mouse.move(640, 420, { steps: 4 });
    await expect.poll(centre, { timeout: 5000 }).toEqual({ x: 640, y: 420 });
  });

  it(
    phone
      ? 'booking button pulses (4.5 s) and the next page fades in'
      : 'next page fades in; the booking button is in the header, not floating',
    async () => {
      const { page } = await visit(HOME, { width });
      // A page opened directly shows at once; the next page of the site fades in over it.
      expect(await page.locator('main').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
      await page.addInitScript(() =>
        window.addEventListener('pagereveal', (event) => {
          document.documentElement.dataset.revealedWith = (event as Event & { viewTransition: unknown }).viewTransition
            ? 'a view transition'
            : 'nothing';
        }),
      );
      await page.locator('footer a[href^="/"]:not([href="/"], [target], [data-consent-open])').first().click();
      await page.waitForURL((address) => address.pathname !== HOME);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.revealedWith), { timeout: 5000 })
        .toBe('a view transition');
      if (!phone) {
        expect(await page.locator('.floating-booking').isVisible()).toBe(false);
        expect(await page.locator('.site-header__book').isVisible()).toBe(true);
        return;
      }
      const pulse = await page.locator('.floating-booking').evaluate((element) => {
        const computed = getComputedStyle(element, '::before');
        const animation = element
          .getAnimations({ subtree: true })
          .find((candidate) => (candidate as CSSAnimation).animationName === 'booking-pulse');
        const animated = new Set(
          (animation?.effect as KeyframeEffect | undefined)
            ?.getKeyframes()
            .flatMap((keyframe) =>
              Object.keys(keyframe).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
            ),
        );
        return {
          name: computed.animationName,
          duration: computed.animationDuration,
          delay: computed.animationDelay,
          running: animation?.playState === 'running',
          animated: [...animated].sort(),
        };
      });
      // Scale and opacity only, which the compositor animates without repainting the page; the
      // first pulse after the rest of one cycle (70 %), with no frames to draw while the page loads.
      expect({ ...pulse, duration: milliseconds(pulse.duration), delay: milliseconds(pulse.delay) }).toEqual({
        name: 'booking-pulse',
        duration: TIMINGS_MS.bookingButtonPulse,
        delay: TIMINGS_MS.bookingButtonPulse * 0.7,
        running: true,
        animated: ['opacity', 'scale'],
      });
    },
  );
});

describe('layout at 390 px', () => {
  it('the accommodation unit page fits the phone (no horizontal overflow)', async () => {
    const { page } = await visit(unitPath, { width: 390 });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *')]
        .filter((element) => element.getBoundingClientRect().right > 391)
        .slice(0, 3)
        .map(
          (element) => `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
        ),
    );
    expect(wide, 'elements reaching past the right edge').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
