import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FOOTER_LOGO_PX, TEASER_IMAGE_PX, TEASER_TEXT_MAX_PX } from '../../shared/constants.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { ACCOMMODATION_TYPE, behaviourSuite, findUnitPath } from '../support/behaviour-suite.ts';
import { WIDTHS, type Width } from '../support/pages.ts';

/** Sizes and alignment of docs/product.md "Constants and limits" as a visitor's browser lays them out. */

const m = getMessages('it');
const suite = behaviourSuite();

async function visit(path: string, width: Width): Promise<Page> {
  return (await suite.visit(path, { width })).page;
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('the footer carries its logo at 140 × 120', async () => {
    const page = await visit(buildPath('about', 'it'), width);
    const logo = page.locator('footer a.site-footer__logo');
    expect(await logo.getAttribute('href')).toBe(buildPath('home', 'it'));
    await logo.scrollIntoViewIfNeeded();
    const image = await box(page, '.site-footer__logo svg');
    expect(image.width).toBeCloseTo(FOOTER_LOGO_PX.width, 0);
    expect(image.height).toBeCloseTo(FOOTER_LOGO_PX.height, 0);
  });

  it('the open menu’s items start where the header’s logo does', async () => {
    const page = await visit(buildPath('about', 'it'), width);
    await page.getByText(m.header.openMenu).first().click({ force: true });
    const first = page.locator('.menu__main a').first();
    await first.waitFor({ state: 'visible' });
    await page.waitForTimeout(1200); // the panel and its links slide in
    const logo = await box(page, '.site-header__logo');
    const item = await box(page, '.menu__main a');
    const language = await box(page, '.menu__panel .language-switcher');
    expect(Math.abs(item.x - logo.x), `menu item at ${item.x}, logo at ${logo.x}`).toBeLessThanOrEqual(1);
    expect(Math.abs(language.x - logo.x)).toBeLessThanOrEqual(1);
  });
});

describe('a phone lays out the accommodation pages at its own width', () => {
  it.for(['unit', 'list'] as const)('the %s page is never wider than the screen, from its first frame', async (kind) => {
    const path = kind === 'unit' ? await findUnitPath() : ACCOMMODATION_TYPE;
    const { page } = await suite.visit(path, {
      width: 390,
      // The widest the page was in any frame while it loaded, before anything scrolls it.
      prepare: (context) =>
        context.addInitScript(() => {
          const record = window as unknown as { widest: number };
          record.widest = 0;
          const frame = () => {
            record.widest = Math.max(record.widest, document.documentElement.scrollWidth, window.innerWidth);
            if (performance.now() < 4000) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    });
    await page.waitForFunction(() => performance.now() > 4000, undefined, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { widest: number }).widest)).toBe(390);
  });
});

describe('the floating promo, the site’s teaser', () => {
  it('shows a 116 px picture and at most 300 px of text on a desktop', async () => {
    const page = await visit(buildPath('about', 'it'), 1440);
    await page.locator('.floating-promo.floating-promo--shown').waitFor({ state: 'visible', timeout: 8000 });
    await page.waitForTimeout(700); // its fade
    const picture = await box(page, '.floating-promo__image');
    expect(picture.width).toBeCloseTo(TEASER_IMAGE_PX, 0);
    expect(picture.height).toBeCloseTo(TEASER_IMAGE_PX, 0);
    const text = await box(page, '.floating-promo__link');
    expect(text.width).toBeLessThanOrEqual(TEASER_TEXT_MAX_PX);
    expect(text.width).toBeGreaterThan(TEASER_TEXT_MAX_PX / 2);
  });
});
