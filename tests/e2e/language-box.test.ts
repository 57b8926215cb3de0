import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { behaviourSuite, HOME } from '../support/behaviour-suite.ts';

/**
 * The language choice: on a desktop a box in the header (client/islands/language-dropdown.ts),
 * shown on hover, on focus and by its button; on the phone, the list in the burger menu.
 */

const { visit } = behaviourSuite();

describe('language box at 1440 px', () => {
  it('hidden at rest, shown on hover and on focus, opened by its button and closed by a click outside', async () => {
    const { page } = await visit(HOME, { width: 1440 });
    const box = page.locator('.language-switcher--dropdown');
    const button = box.locator('.language-switcher__current');
    const visibility = () => box.locator('ul').evaluate((element) => getComputedStyle(element).visibility);
    const away = () => page.mouse.move(5, 600);

    expect(await visibility()).toBe('hidden');
    await box.hover();
    await expect.poll(visibility, { timeout: 5000 }).toBe('visible');
    await away();
    await expect.poll(visibility, { timeout: 5000 }).toBe('hidden');

    // Keyboard focus on the button (the hover above already started the island).
    await page.waitForFunction(() => document.querySelector('.language-switcher--dropdown')?.hasAttribute('data-managed'), null, {
      timeout: 3000,
    });
    await button.focus();
    await expect.poll(visibility, { timeout: 5000 }).toBe('visible');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(visibility, { timeout: 5000 }).toBe('hidden');

    // A tap on the button opens it; the pointer leaves; a click elsewhere closes it.
    await button.click();
    await away();
    await page.waitForTimeout(100);
    expect(await button.getAttribute('aria-expanded'), 'a click on the button opens the list').toBe('true');
    await expect.poll(visibility, { timeout: 5000 }).toBe('visible');
    await page.mouse.click(5, 600);
    await expect.poll(visibility, { timeout: 5000 }).toBe('hidden');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('language choice at 390 px', () => {
  it('language choice: no header box on the phone; the menu lists every language', async () => {
    const { page } = await visit(HOME, { width: 390 });
    expect(await page.locator('.language-switcher--dropdown').isVisible()).toBe(false);
    await page.locator('summary.menu__toggle').click();
    const languages = page.locator('.menu__panel .language-switcher li');
    await expect.poll(() => languages.count(), { timeout: 5000 }).toBe(6);
    await page
      .locator('.menu__panel > .language-switcher')
      .evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    expect(await page.locator('.menu__panel .language-switcher a[hreflang="de"]').isVisible()).toBe(true);
    // Every language is there to be chosen: a link for each other one, the current one marked.
    const links = await page.locator('.menu__panel .language-switcher a[hreflang]').count();
    const current = await page.locator('.menu__panel .language-switcher [aria-current]').count();
    expect({ links, current }).toEqual({ links: LOCALES.length - 1, current: 1 });
  });
});
