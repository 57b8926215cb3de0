import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { type Motion, motionsOf, type VisitorOptions } from '../support/behaviours.ts';
import { behaviourSuite, CAREERS, findUnitPath, HOME } from '../support/behaviour-suite.ts';
import { islandReady, WIDTHS } from '../support/pages.ts';

/**
 * Motion, welcome or not: the header, the promo, the menu, the gallery overlay and the job modal
 * animate when the visitor has not asked for reduced motion, and nothing lasts 1 ms or more when
 * they have. What is read is each element's declared duration, as the animations start
 * (tests/support/behaviours.ts).
 */

const { visit } = behaviourSuite();

/** The first unit of the maxicaravan list, a page with an image grid. */
let unitPath = '';

beforeAll(async () => {
  unitPath = await findUnitPath();
});

/**
 * Whether the header has its scrolled state. The class is the contract here: the stylesheet's
 * transitions (background, shadow, logo) key on `site-header--scrolled`, and the look itself is
 * checked in header-and-menu.test.ts; four concurrent pages may not get the frames to finish it.
 */
const headerScrolled = (page: Page) => page.getByRole('banner').evaluate((header) => header.classList.contains('site-header--scrolled'));

/**
 * Whether the promo has its shown state. The class is the contract here: the stylesheet's
 * slide and fade transitions key on `floating-promo--shown`, and it is what sets them off.
 */
const promoShown = (page: Page) =>
  page.locator('.floating-promo').evaluate((element) => element.classList.contains('floating-promo--shown'));

/** What moves when it changes state, unless the visitor asked for reduced motion. */
const MOVING = ['.site-header', '.floating-promo', '.menu', '.gallery-overlay', 'dialog.job-modal'] as const;
const MOTION_CASES = WIDTHS.flatMap((width) => [false, true].map((reducedMotion) => ({ width, reducedMotion })));

/** How long a motion case waits for a state: a page may get little CPU while four cases run. */
const STARVED_MS = 8000;

describe('motion', () => {
  // Concurrent: what is checked is declared durations, not timings; each case closes its own contexts.
  // Four cases share two cores, so each wait is generous (STARVED_MS).
  it.concurrent.for(MOTION_CASES)(
    'at $width px, reduced motion $reducedMotion: header, promo, menu, gallery and job modal animate only when motion is welcome',
    async ({ width, reducedMotion }, { expect }) => {
      const motions: Motion[] = [];
      const contexts: BrowserContext[] = [];
      const visitAlone = (path: string, options: VisitorOptions) => visit(path, options, contexts);
      // Each thing has begun to move before the next step: a loaded machine can take frames to start it.
      // Under reduced motion a 0.01 ms animation can start and end unseen, so it gets a fixed 100 ms instead.
      const untilMoved = (page: Page, source: (typeof MOVING)[number]) =>
        reducedMotion
          ? page.waitForTimeout(100)
          : expect
              .poll(async () => (await motionsOf(page)).some((motion) => motion.source === source), {
                timeout: STARVED_MS,
                message: `${source} began to move`,
              })
              .toBe(true);
      try {
        // Home: the header takes its scrolled look, the promo comes and goes, the menu opens.
        const { page } = await visitAlone(HOME, { width, reducedMotion });
        await page.evaluate(() =>
          window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * 0.05, behavior: 'instant' }),
        );
        await expect.poll(() => headerScrolled(page), { timeout: STARVED_MS }).toBe(true);
        await untilMoved(page, '.site-header');
        const promo = page.locator('.floating-promo');
        await promo.waitFor({ state: 'visible', timeout: STARVED_MS });
        await expect.poll(() => promoShown(page), { timeout: STARVED_MS }).toBe(true);
        await untilMoved(page, '.floating-promo');
        await promo.locator('.floating-promo__close').click();
        await promo.waitFor({ state: 'hidden', timeout: STARVED_MS });
        const toggle = page.locator('summary.menu__toggle');
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: STARVED_MS }).toBe('true');
        await untilMoved(page, '.menu');
        await page.keyboard.press('Escape');
        motions.push(...(await motionsOf(page)));

        // A unit page: the gallery overlay opens and closes.
        const unit = await visitAlone(unitPath, { width, reducedMotion });
        const second = unit.page.locator('ul.gallery a.gallery__open').nth(1);
        await second.scrollIntoViewIfNeeded();
        await islandReady(unit.page, 'ul.gallery', 5000);
        await second.focus();
        await unit.page.keyboard.press('Enter');
        const overlay = unit.page.locator('.gallery-overlay');
        await overlay.waitFor({ state: 'visible', timeout: STARVED_MS });
        await untilMoved(unit.page, '.gallery-overlay');
        await unit.page.keyboard.press('Escape');
        await overlay.waitFor({ state: 'hidden', timeout: STARVED_MS });
        motions.push(...(await motionsOf(unit.page)));

        // Careers: the job modal opens and closes.
        const careers = await visitAlone(CAREERS, { width, reducedMotion });
        await careers.page.locator('[data-workmodal]').click();
        await careers.page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog.job-modal')?.open, null, {
          timeout: STARVED_MS,
        });
        await untilMoved(careers.page, 'dialog.job-modal');
        await careers.page.keyboard.press('Escape');
        motions.push(...(await motionsOf(careers.page)));
      } finally {
        for (const context of contexts) await context.close().catch(() => {});
      }

      if (reducedMotion) {
        // The stylesheet cuts every duration to 0.01 ms; nothing may take longer.
        expect(motions.filter((motion) => motion.ms >= 1)).toEqual([]);
      } else {
        for (const source of MOVING) {
          const longest = Math.max(0, ...motions.filter((motion) => motion.source === source).map((motion) => motion.ms));
          expect(longest, `${source} moves`).toBeGreaterThanOrEqual(100);
        }
      }
    },
  );
});
