import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fileBrowser } from '../support/browser.ts';
import { contextAt, firstDetailLink, loadImages, WIDTHS } from '../support/pages.ts';
import { rememberConsent } from '../support/consent.ts';

/** Git-ignored: full-page pictures for a person to look at, not compared by the test. */
const OUT = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
/**
 * The pictures are taken with `SCREENSHOTS=1`: a full-page capture in software rendering costs
 * seconds a page, for files no test reads. Without it the test still loads and decodes every
 * picture of each screen.
 */
const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

const SCREENS: { name: string; path: (page: Page, siteUrl: string) => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  {
    name: 'accommodation',
    path: async (page, siteUrl) => {
      await page.goto(`${siteUrl}/sistemazioni/maxicaravan`);
      return firstDetailLink(page, '/sistemazioni/maxicaravan', { depth: 2 });
    },
  },
  { name: 'restaurant-menu', path: async () => '/menu-ristorante-catullo' },
  { name: 'booking', path: async () => '/prenota' },
];

describe('every picture of a screen loads and decodes (and its full-page screenshot with SCREENSHOTS=1)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await fileBrowser();
    if (TAKE_SCREENSHOTS) mkdirSync(OUT, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of WIDTHS) {
    it.each(SCREENS)(`$name at ${width} px`, async (screen) => {
      const siteUrl = inject('siteUrl');
      const context = await browser.newContext(contextAt(width));
      await rememberConsent(context);
      try {
        const page = await context.newPage();
        const path = await screen.path(page, siteUrl);
        const response = await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        const broken = await loadImages(page, { decode: true });
        expect(broken, 'images that did not load').toEqual([]);
        if (!TAKE_SCREENSHOTS) return;
        const file = join(OUT, `${screen.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect(statSync(file).size).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    });
  }
});
