import { describe, expect, inject, it } from 'vitest';
import { LOCAL_STORAGE_KEYS, TIMINGS_MS } from '../../shared/constants.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { armStamp, firstChange, islandStartOf, motionsOf, stampOf, untilPageTime } from '../support/behaviours.ts';
import { behaviourSuite, CAREERS, HOME, isFocused } from '../support/behaviour-suite.ts';
import { WIDTHS } from '../support/pages.ts';

/**
 * The floating promo and the job modal (client/islands/floating-promo.ts, job-modal.ts) at
 * 390 px (a touch phone) and 1440 px: when they show, how they move, and what closing does.
 * Times are read from the page's own clock (tests/support/behaviours.ts).
 */

const m = getMessages('it');
const { visit } = behaviourSuite();

describe.each(WIDTHS)('promo and modal at %i px', (width) => {
  const phone = width === 390;

  it('floating promo: shown after its delay, slide or fade, closed for good', async () => {
    const { page } = await visit(HOME, { width });
    const promo = page.locator('.floating-promo');
    // When it first showed is recorded in the page (not read by the test after a wait, which a
    // busy machine makes late): never before its delay.
    await promo.waitFor({ state: 'visible', timeout: 8000 });
    const shownAt = (await firstChange(page, '.floating-promo', false)) ?? Number.NaN;
    // The delay runs from the island's start, which comes once the page's entry script has run:
    // on a busy machine that start itself moves by seconds, so the delay is read from it, both ways.
    const startedAt = await islandStartOf(page, '.floating-promo');
    expect(shownAt - startedAt, 'not shown before its 1500 ms delay').toBeGreaterThanOrEqual(TIMINGS_MS.floatingPromoDelay);
    // What may come between: the island's chunk arriving and a late timer.
    expect(shownAt - startedAt, 'shown after its 1500 ms delay, not seconds later').toBeLessThan(TIMINGS_MS.floatingPromoDelay + 1500);
    // It slides in from the side on a desktop and fades in on a phone: that, and only that, moves.
    const moves = async () =>
      [
        ...new Set(
          (await motionsOf(page))
            .filter((motion) => motion.source === '.floating-promo' && motion.kind === 'transition')
            .map((motion) => motion.name),
        ),
      ].sort();
    await expect.poll(moves, { timeout: 5000 }).toEqual([phone ? 'opacity' : 'translate']);

    // The demo promo: a new tab only for a link to another site.
    const link = promo.locator('a.floating-promo__link');
    const href = await link.evaluate((element) => (element as HTMLAnchorElement).href);
    const external = new URL(href).origin !== new URL(inject('siteUrl')).origin;
    expect(await link.getAttribute('target')).toBe(external ? '_blank' : null);

    await armStamp(page, 'click');
    await promo.getByRole('button', { name: m.layout.promoClose }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_KEYS.floating)).toBe('closed');
    expect(await isFocused(page, '#main'), 'focus goes to the page, not lost with the button').toBe(true);
    await promo.waitFor({ state: 'hidden', timeout: 5000 });
    const clickAt = await stampOf(page, 'click');
    const hiddenAfter = ((await firstChange(page, '.floating-promo', true, clickAt)) ?? 0) - clickAt;
    expect(hiddenAfter).toBeGreaterThanOrEqual(TIMINGS_MS.floatingPromoFade - 20);
    expect(hiddenAfter).toBeLessThan(TIMINGS_MS.floatingPromoFade + 500);

    await page.reload();
    await untilPageTime(page, TIMINGS_MS.floatingPromoDelay + 700);
    expect(await promo.isHidden(), 'a closed promo stays closed after a reload').toBe(true);
    expect(await firstChange(page, '.floating-promo', false)).toBeUndefined();
  });

  it('job modal: the workmodal event opens it after 100 ms; 300 ms after closing its text is the CMS text again', async () => {
    const { page } = await visit(CAREERS, { width });
    const trigger = page.getByRole('button', { name: m.layout.jobModalOpen });
    await trigger.waitFor({ state: 'visible', timeout: 5000 });
    const title = page.locator('#job-modal-title');
    const cmsTitle = (await title.textContent()) ?? '';
    expect(cmsTitle).not.toBe('X');

    // Read in the page, on its clock: a native dialog is shown exactly while it is `open`.
    const opening = await page.evaluate(async () => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog.job-modal');
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      window.dispatchEvent(new CustomEvent('workmodal', { detail: { title: 'X' } }));
      await wait(50);
      const at50 = dialog?.open;
      await wait(250);
      return { at50, at300: dialog?.open, title: document.getElementById('job-modal-title')?.textContent };
    });
    expect(opening).toEqual({ at50: false, at300: true, title: 'X' });
    expect(await page.getByRole('dialog', { name: 'X', exact: true }).isVisible(), 'shown, named by its title').toBe(true);

    // Read from the dialog's close event on, on the page's clock.
    await page.evaluate(() => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog.job-modal');
      const text = () => document.getElementById('job-modal-title')?.textContent;
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const closing = new Promise((resolve) => {
        dialog?.addEventListener(
          'close',
          async () => {
            const open = dialog.open;
            await wait(150);
            const at150 = text();
            await wait(300);
            resolve({ open, at150, at450: text() });
          },
          { once: true },
        );
      });
      Object.assign(window, { closing });
    });
    await page.keyboard.press('Escape');
    const closing = await page.evaluate(() => (window as unknown as { closing: Promise<unknown> }).closing);
    expect(closing).toEqual({ open: false, at150: 'X', at450: cmsTitle });
    expect(await page.locator('dialog.job-modal').isVisible(), 'no longer shown').toBe(false);

    // The trigger opens it with the CMS text; closing gives the focus back to it.
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: cmsTitle, exact: true });
    await dialog.waitFor({ state: 'visible', timeout: 5000 });
    expect(await title.textContent()).toBe(cmsTitle);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });
    await expect.poll(() => trigger.evaluate((element) => element === document.activeElement), { timeout: 5000 }).toBe(true);
  });
});
