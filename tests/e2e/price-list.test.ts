import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { fileBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';
import { contextAt } from '../support/pages.ts';

/**
 * The price list as a visitor reads it (docs/product.md "Booking path", "Prices"): on a phone
 * its region scrolls sideways to the last season, says so, and keeps each row's unit name in
 * view; on a desktop every season shows at once. Either way it stays a table with its headers
 * in Chromium's accessibility tree.
 */

const PRICES = buildPath('prices', 'it');
const HINT = getMessages('it').prices.swipeHint;

function contextFor(width: number): BrowserContextOptions {
  const phone = width < 1000;
  return { ...contextAt(phone ? 390 : 1440), viewport: { width, height: phone ? 844 : 900 } };
}

type Box = { left: number; right: number; top: number; bottom: number };
type Seen = { region: Box; scrolls: boolean; lastSeason: Box; firstUnit: Box; viewport: number };

let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([320, 390, 1440])('the price list at %i px', (width) => {
  it('reaches every season with the unit names in view, and stays a table', async () => {
    const context = await browser.newContext(contextFor(width));
    await rememberConsent(context);
    const page = await context.newPage();
    try {
      const response = await page.goto(`${inject('siteUrl')}${PRICES}`);
      expect(response?.status()).toBe(200);
      const regions = page.locator('.table-scroll');
      const count = await regions.count();
      expect(count).toBeGreaterThan(0);
      const phone = width < 1000;

      for (let index = 0; index < count; index += 1) {
        const region = regions.nth(index);
        await region.scrollIntoViewIfNeeded();
        expect(await region.getAttribute('tabindex')).toBe('0');
        // Where the visitor is: the region, its last season's header and its first unit's name.
        const seen = () =>
          region.evaluate((element): Seen => {
            const box = (target: Element | null): Box => {
              const { left, right, top, bottom } = (target as Element).getBoundingClientRect();
              return { left, right, top, bottom };
            };
            return {
              region: box(element),
              scrolls: element.scrollWidth > element.clientWidth + 1,
              lastSeason: box(element.querySelector('thead th[scope="col"]:last-child')),
              firstUnit: box(element.querySelector('tbody tr:first-child th[scope="row"]')),
              viewport: document.documentElement.clientWidth,
            };
          });
        const before = await seen();
        // A phone scrolls sideways and says so; a desktop has room for every season.
        expect(before.scrolls).toBe(phone);
        expect(await page.locator('.price-list__hint', { hasText: HINT }).nth(index).isVisible()).toBe(phone);

        // The visitor swipes to the end.
        await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const after = await seen();
        const within = (inner: Box, outer: Box) =>
          inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
        expect(within(after.lastSeason, after.region), `the last season inside the region: ${JSON.stringify(after)}`).toBe(true);
        // Not hidden under the unit names either.
        expect(after.lastSeason.left).toBeGreaterThanOrEqual(after.firstUnit.right - 1);
        // The unit's name stayed where it was, inside the region and the screen.
        expect(within(after.firstUnit, after.region)).toBe(true);
        expect(after.firstUnit.left).toBeGreaterThanOrEqual(0);
        expect(after.firstUnit.right).toBeLessThanOrEqual(after.viewport + 1);
        expect(Math.abs(after.firstUnit.left - before.firstUnit.left)).toBeLessThanOrEqual(1);
      }

      // Chromium's own accessibility tree: each region named by its caption holds a table of that name, with its headers.
      const cdp = await context.newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean }[];
      };
      const named = (role: string) =>
        nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value ?? '');
      const captions = await page.locator('.price-table caption').allTextContents();
      const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
      expect(captions).toHaveLength(count);
      for (const caption of captions) {
        expect(named('table').map(normal)).toContain(normal(caption));
        expect(named('region').map(normal)).toContain(normal(caption));
      }
      const seasons = (await page.locator('.price-table thead th[scope="col"]').allTextContents()).map(normal);
      const units = (await page.locator('.price-table tbody th[scope="row"]').allTextContents()).map(normal);
      expect(named('columnheader').map(normal)).toEqual(expect.arrayContaining(seasons));
      expect(named('rowheader').map(normal)).toEqual(expect.arrayContaining(units));
    } finally {
      await context.close();
    }
  });
});
