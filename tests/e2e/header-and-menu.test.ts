import { describe, expect, it } from 'vitest';
import { HEADER_HEIGHT_PX, TIMINGS_MS } from '../../shared/constants.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { armStamp, milliseconds, stampOf } from '../support/behaviours.ts';
import { behaviourSuite, HOME, isFocused, pageScrollLocked } from '../support/behaviour-suite.ts';
import { islandReady, WIDTHS } from '../support/pages.ts';

/**
 * The header and its burger menu (client/islands/header.ts, client/islands/menu.ts) at 390 px (a
 * touch phone) and 1440 px: the look the header takes once the page is scrolled, and the menu's
 * state, name, cross, staggered links, focus trap and Escape.
 */

const m = getMessages('it');
const { visit } = behaviourSuite();

describe.each(WIDTHS)('header and menu at %i px', (width) => {
  const phone = width === 390;

  it('header: scrolled look (white, shadow, smaller logo; no shadow with the menu open) past 2.5 % of the page, not above it', async () => {
    const { page } = await visit(HOME, { width });
    const scrollTo = (share: number) =>
      page.evaluate((ratio) => {
        const root = document.documentElement;
        window.scrollTo({ top: (root.scrollHeight - window.innerHeight) * ratio, behavior: 'instant' });
      }, share);
    const header = page.getByRole('banner');
    const innerHeight = () => page.locator('.site-header__inner').evaluate((element) => element.getBoundingClientRect().height);

    const look = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element);
        const logo = element.querySelector('.site-header__logo');
        return { background: style.backgroundColor, shadow: style.boxShadow, logo: logo ? getComputedStyle(logo).scale : null };
      });
    // White, with a shadow and a smaller logo, once its 0.3 s transitions are over.
    const SCROLLED = { background: 'rgb(255, 255, 255)', shadow: 'rgba(10, 63, 77, 0.14) 0px 6px 24px 0px', logo: '0.86' };

    const resting = await look();
    expect(resting.background).not.toBe('rgb(255, 255, 255)');
    expect(resting.logo).toBe('none');
    await scrollTo(0.05);
    await expect.poll(look, { timeout: 5000 }).toEqual(SCROLLED);
    if (phone) await expect.poll(innerHeight, { timeout: 5000 }).toBe(HEADER_HEIGHT_PX.mobileScrolled);
    // The no-shadow variant: with the menu open, the panel is the page's edge.
    await page.locator('summary.menu__toggle').click();
    // The click opens the menu by itself (a <details>); Escape is the island's, which that first click starts.
    await islandReady(page, '[data-island="menu"]');
    await expect.poll(async () => (await look()).shadow, { timeout: 5000 }).toBe('none');
    await page.keyboard.press('Escape');
    await expect.poll(look, { timeout: 5000 }).toEqual(SCROLLED);
    // Back above 2.5 %: the resting look again, in full.
    await scrollTo(0.015);
    await expect.poll(look, { timeout: 5000 }).toEqual(resting);
    await scrollTo(0.04);
    await expect.poll(look, { timeout: 5000 }).toEqual(SCROLLED);
    await scrollTo(0);
    await expect.poll(look, { timeout: 5000 }).toEqual(resting);
    if (phone) await expect.poll(innerHeight, { timeout: 5000 }).toBe(HEADER_HEIGHT_PX.mobile);
  });

  it('burger menu: expanded state, toggle as a cross, scroll lock on the phone, staggered links, focus trap, Escape', async () => {
    const { page } = await visit(HOME, { width });
    const toggle = page.locator('summary.menu__toggle');
    const panel = page.locator('.menu__panel');
    // Its name (hidden text) says what it does next: open, then close.
    const name = async () => (await toggle.textContent())?.trim();
    expect(await name()).toBe(m.header.openMenu);
    expect(await panel.isVisible()).toBe(false);
    await armStamp(page, 'click');
    await toggle.click();
    const openedAt = await stampOf(page, 'click');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('true');
    expect(await name()).toBe(m.header.closeMenu);
    expect(await panel.isVisible()).toBe(true);
    expect(await pageScrollLocked(page), 'the page behind is locked on the phone only').toBe(phone);
    // The toggle becomes a cross: the outer bars turn ±45°, the middle one goes.
    const bars = () =>
      toggle.locator('.menu__icon span').evaluateAll((spans) =>
        spans.map((span) => {
          const style = getComputedStyle(span);
          const matrix = new DOMMatrix(style.transform === 'none' ? undefined : style.transform);
          return { angle: Math.round((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI), opacity: style.opacity };
        }),
      );
    const cross = [
      { angle: 45, opacity: '1' },
      { angle: 0, opacity: '0' },
      { angle: -45, opacity: '1' },
    ];
    await expect.poll(bars, { timeout: 5000 }).toEqual(cross);

    // The links come one after another: 500 ms, then 55 ms apart; the last one is still waiting now.
    const staggered = panel.locator('.menu__main li, .menu__secondary li');
    const count = await staggered.count();
    const last = staggered.last();
    const style = await last.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { name: computed.animationName, delay: computed.animationDelay, opacity: Number(computed.opacity), at: performance.now() };
    });
    const delay = TIMINGS_MS.menuRevealDelay + (count - 1) * TIMINGS_MS.menuRevealStagger;
    expect(style.name).toBe('menu-link-in');
    expect(milliseconds(style.delay)).toBe(delay);
    if (style.at - openedAt < delay - 50) expect(style.opacity, 'the last link is not shown before its delay').toBeLessThan(1);
    await last.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    expect(await last.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await last.getByRole('link').isVisible()).toBe(true);

    // Tab from the panel's last link wraps to the toggle, Shift+Tab back to it.
    const lastLink = panel.getByRole('link').last();
    await lastLink.focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(page, 'summary.menu__toggle'), 'Tab wraps to the first focusable element of the menu').toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await lastLink.evaluate((element) => element === document.activeElement), 'Shift+Tab wraps to the last link').toBe(true);

    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    // The details' toggle event, which the island listens to, comes as a task after the change.
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('false');
    expect(await name(), 'named "open" again').toBe(m.header.openMenu);
    expect(await isFocused(page, 'summary.menu__toggle'), 'focus returns to the toggle').toBe(true);
    expect(await pageScrollLocked(page)).toBe(false);
    await expect.poll(bars, { timeout: 5000 }).toEqual(cross.map(() => ({ angle: 0, opacity: '1' })));
  });
});
