import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TIMINGS_MS } from '../../shared/constants.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { firstChange } from '../support/behaviours.ts';
import { behaviourSuite, HOME, hydrateForm, idleDone } from '../support/behaviour-suite.ts';
import { WIDTHS } from '../support/pages.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('visits');

/**
 * The page's own network feedback (client/islands/progress-bar.ts, connection.ts) at 390 px (a
 * touch phone) and 1440 px: the progress bar of a form being sent, and the online/offline line.
 * Times are read from the page's own clock (tests/support/behaviours.ts).
 */

const m = getMessages('it');
const { visit } = behaviourSuite();

/** The failed bar's colour (client/styles/islands.css): a visitor sees the line turn red. */
const FAILED_RED = 'rgb(180, 35, 24)';

describe.each(WIDTHS)('progress and connection at %i px', (width) => {
  /** The home page with its newsletter filled in; its post is held for `delay` ms, then sent on or lost. */
  async function newsletterPost(delay: number, lost: boolean): Promise<Page> {
    const { page } = await visit(HOME, { width });
    const siteOrigin = new URL(inject('siteUrl')).origin;
    await hydrateForm(page, 'form-newsletter', '#form-newsletter-email');
    await page.locator('#form-newsletter-email').fill(`progress.${Date.now().toString(36)}@example.com`);
    await page.locator('#form-newsletter-privacy').check();
    await page.route(
      (url) => url.origin === siteOrigin,
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        await new Promise((resolve) => setTimeout(resolve, delay));
        return lost ? route.abort('connectionreset') : route.continue();
      },
    );
    return page;
  }

  /** The colour the bar's line is drawn in. */
  const lineColour = (page: Page) => page.locator('.progress-bar__fill').evaluate((element) => getComputedStyle(element).backgroundColor);

  it('progress bar: shown while the newsletter posts, hidden 500 ms after the answer', async () => {
    const page = await newsletterPost(800, false);
    const bar = page.getByRole('progressbar', { name: m.layout.progress });
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.locator('#form-newsletter button[type="submit"]').click();
    await bar.waitFor({ state: 'visible', timeout: 700 });
    expect(await lineColour(page), 'not drawn as failed').not.toBe(FAILED_RED);
    const response = await answered;
    const answeredAt = await page.evaluate(() => performance.now());
    expect(response.status()).toBe(200);
    const shownAt = (await firstChange(page, '.progress-bar', false)) ?? Number.POSITIVE_INFINITY;
    expect(shownAt).toBeLessThan(answeredAt);
    await bar.waitFor({ state: 'hidden', timeout: 5000 });
    const hiddenAfter = ((await firstChange(page, '.progress-bar', true, shownAt)) ?? 0) - answeredAt;
    expect(hiddenAfter).toBeGreaterThanOrEqual(TIMINGS_MS.progressHide - 200);
    expect(hiddenAfter).toBeLessThan(TIMINGS_MS.progressHide + 500);
    const done = page.locator('#form-newsletter .form__done');
    await done.waitFor({ timeout: 5000 });
    expect(await done.textContent(), 'the form says it is done').toMatch(/\S/);
  });

  it('progress bar: marked failed when the post is lost, then hidden 500 ms later; the form says so', async () => {
    const page = await newsletterPost(600, true);
    const bar = page.getByRole('progressbar', { name: m.layout.progress });
    // When the line turns red, on the page's clock: checked at every change of the bar.
    await page.evaluate((red) => {
      const bar = document.querySelector('.progress-bar');
      const fill = document.querySelector('.progress-bar__fill');
      if (!bar || !fill) return;
      const observer = new MutationObserver(() => {
        if (getComputedStyle(fill).backgroundColor !== red) return;
        Object.assign(window, { redAt: performance.now() });
        observer.disconnect();
      });
      observer.observe(bar, { attributes: true });
    }, FAILED_RED);
    await page.locator('#form-newsletter button[type="submit"]').click();
    await bar.waitFor({ state: 'visible', timeout: 700 });
    await expect.poll(() => lineColour(page), { timeout: 5000 }).toBe(FAILED_RED);
    const failedAt = await page.evaluate(() => (window as unknown as { redAt: number }).redAt);
    expect(failedAt, 'the line turned red while shown').toBeGreaterThan(0);
    await bar.waitFor({ state: 'hidden', timeout: 5000 });
    const hiddenAfter = ((await firstChange(page, '.progress-bar', true, failedAt)) ?? 0) - failedAt;
    expect(hiddenAfter).toBeGreaterThanOrEqual(TIMINGS_MS.progressHide - 200);
    expect(hiddenAfter).toBeLessThan(TIMINGS_MS.progressHide + 500);
    expect((await page.locator('#form-newsletter-alert').textContent())?.trim()).toBe(m.forms.newsletter.failure);
  });

  it('online/offline: the status line says so', async () => {
    const visitor = await visit(HOME, { width });
    const { page, context } = visitor;
    // The island is fetched when the browser is idle: a page offline before that cannot fetch it.
    await idleDone(visitor);
    const status = page.locator('[data-island="connection"]');
    await context.setOffline(true);
    await expect.poll(() => status.textContent(), { timeout: 5000 }).toBe(m.layout.offline);
    expect(
      await page.getByRole('status').filter({ hasText: m.layout.offline }).isVisible(),
      'a status line a screen reader announces',
    ).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => status.textContent(), { timeout: 5000 }).toBe(m.layout.online);
  });
});

describe('progress and connection at 390 px', () => {
  it('connection lost before the idle islands arrived: the page stays, with no reload', async () => {
    // The connection island's chunk is on its way when the connection drops.
    const visitor = await visit(HOME, {
      width: 390,
      prepare: (context) =>
        context.route('**/assets/connection-*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue().catch(() => {});
        }),
    });
    const { page, context } = visitor;
    const url = page.url();
    await context.setOffline(true);
    const navigated = await page
      .waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: 3000 })
      .catch(() => null);
    expect(navigated?.url() ?? null, 'the page was reloaded while offline').toBeNull();
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toBeNull();
  });
});
