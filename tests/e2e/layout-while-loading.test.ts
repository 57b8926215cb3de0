import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildPath } from '../../shared/routes/index.ts';
import { newVisitor } from '../support/behaviours.ts';
import { fileBrowser } from '../support/browser.ts';

/**
 * What a phone draws while the page is still arriving must stay where it is when the rest comes:
 * a browser on a slow connection (or a busy phone) lays out and paints the part of the HTML it
 * has. The home page is served cut off inside its hero's date search, as such a first paint
 * sees it, and then whole; the hero's text must start at the same place in both.
 */

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await fileBrowser();
  page = (await newVisitor(browser, { width: 390 })).page;
});

afterAll(async () => {
  await browser?.close();
});

/** Where the hero's text starts, with the home page's HTML as `transform` leaves it. */
async function heroTextTop(transform: (html: string) => string): Promise<number> {
  const url = `${inject('siteUrl')}${buildPath('home', 'it')}`;
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: transform(await response.text()) });
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const box = await page.locator('.hero__text').boundingBox();
    if (!box) throw new Error('the hero has no text box');
    return box.y;
  } finally {
    await page.unroute(url);
  }
}

describe('the home page at 390 px while it arrives', () => {
  it('keeps the hero text where it was first drawn when the rest of the page arrives', async () => {
    const cut = (html: string) => {
      const at = html.indexOf('<div class="date-search__fields"');
      expect(at, 'the home page has its date search').toBeGreaterThan(0);
      return html.slice(0, at);
    };
    const partial = await heroTextTop(cut);
    const whole = await heroTextTop((html) => html);
    expect(Math.abs(partial - whole), `first drawn at ${partial} px, then at ${whole} px`).toBeLessThanOrEqual(1);
  });
});
