import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { fileBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';
import { contextAt, islandReady } from '../support/pages.ts';

/**
 * The village plan in a browser (client/islands/village-plan.ts): a keyboard visitor pans and
 * zooms it, the mouse and fingers drag and zoom it, a unit on it leads to the unit's page, the filter
 * hides a kind, and with JavaScript off the list and the linked plan still work. One desktop
 * page with JavaScript, one without.
 */

const m = getMessages('en');
const MAP = '/en/accommodation/map';
const UNIT = 'Desiderio Mobile Home';
const UNIT_PATH = '/en/accommodation/maxicaravan/maxicaravan-lake/desiderio';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await fileBrowser();
  context = await browser.newContext(contextAt(1440));
  await rememberConsent(context);
  page = await context.newPage();
  const response = await page.goto(`${inject('siteUrl')}${MAP}`, { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
  await page.locator('.map-layout').scrollIntoViewIfNeeded();
  await islandReady(page, '.map-layout', 5000);
});

afterAll(async () => {
  await browser?.close();
});

const plan = () => page.getByLabel(m.map.planLabel, { exact: true });
const view = async () => (await plan().getAttribute('viewBox'))?.split(' ').map(Number) ?? [];
/** A place's name written on the plan (not the list's). */
const nameOnPlan = (name: string) => plan().locator('text', { hasText: name });

describe('village plan with JavaScript', () => {
  it('pans and zooms with the keyboard from a focused plan with a visible focus ring', async () => {
    await page.getByRole('button', { name: m.map.zoomReset }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(m.map.planLabel);
    expect(await plan().evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    expect(await plan().getAttribute('aria-describedby')).toBe('village-plan-keys');
    expect(await view()).toEqual([0, 0, 1000, 700]);
    expect(await nameOnPlan('Pizzeria').isVisible(), 'names are written only when zoomed in').toBe(false);

    await page.keyboard.press('+');
    await page.keyboard.press('+');
    const zoomed = await view();
    expect(zoomed[2]).toBeCloseTo(1000 / 2.25, 0);
    expect(await nameOnPlan('Pizzeria').isVisible()).toBe(true);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const panned = await view();
    expect(panned[0]).toBeGreaterThan(zoomed[0] ?? 0);
    expect(panned[1]).toBeGreaterThan(zoomed[1] ?? 0);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => window.scrollY), 'the arrows move the plan, not the page').toBe(scrolled);

    await page.keyboard.press('-');
    expect((await view())[2]).toBeCloseTo(1000 / 1.5, 0);
    await page.keyboard.press('0');
    expect(await view()).toEqual([0, 0, 1000, 700]);
  });

  it('zooms with the buttons and Ctrl + wheel, and pans by dragging without following a link', async () => {
    await page.getByRole('button', { name: m.map.zoomIn }).click();
    expect((await view())[2]).toBeCloseTo(1000 / 1.5, 0);
    const box = await plan().boundingBox();
    if (!box) throw new Error('the plan is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await expect.poll(async () => (await view())[2]).toBeLessThan(1000 / 1.5 - 1);
    const before = await view();
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 60, { steps: 4 });
    await page.mouse.up();
    const after = await view();
    expect(after[0], 'dragged left, the view moves east').toBeGreaterThan(before[0] ?? 0);
    expect(new URL(page.url()).pathname).toBe(MAP);
    await page.getByRole('button', { name: m.map.zoomReset }).click();
    expect(await view()).toEqual([0, 0, 1000, 700]);
  });

  it('zooms with a two-finger pinch and pans with one finger', async () => {
    const box = await plan().boundingBox();
    if (!box) throw new Error('the plan is not on screen');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const touch = await context.newCDPSession(page);
    const fingers = (apart: number) => [
      { x: x - apart, y, id: 1 },
      { x: x + apart, y, id: 2 },
    ];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (const apart of [30, 45, 60, 80]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const pinched = await view();
    expect(pinched[2], 'fingers four times as far apart: four times closer').toBeCloseTo(250, 0);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 3 }] });
    for (const left of [10, 30, 60])
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - left, y, id: 3 }] });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect((await view())[0], 'a finger moved left, the view moves east').toBeGreaterThan(pinched[0] ?? 0);
    expect(new URL(page.url()).pathname).toBe(MAP);
    await touch.detach();
    await page.getByRole('button', { name: m.map.zoomReset }).click();
  });

  it('hides a kind with the filter, on the plan and in the list, and shows it again', async () => {
    const filter = page.getByRole('checkbox', { name: m.map.kinds.parking });
    const marker = plan().getByRole('img', { name: 'Visitor car park' });
    const heading = page.getByRole('heading', { name: m.map.kinds.parking, level: 3 });
    expect(await marker.isVisible()).toBe(true);
    await filter.uncheck();
    expect(await marker.isVisible()).toBe(false);
    expect(await heading.isVisible()).toBe(false);
    expect(await plan().getByRole('link', { name: UNIT }).isVisible(), 'other kinds stay').toBe(true);
    await filter.check();
    expect(await marker.isVisible()).toBe(true);
    expect(await heading.isVisible()).toBe(true);
  });

  it('leads from a unit on the plan to its page', async () => {
    await plan().getByRole('link', { name: UNIT }).click();
    await page.waitForURL((url) => url.pathname === UNIT_PATH, { waitUntil: 'domcontentloaded' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Desiderio');
    expect(await page.getByRole('img', { name: `${m.accommodation.map}: ${UNIT}` }).isVisible()).toBe(true);
  });
});

describe('village plan on a phone', () => {
  it('stays in its place when the island shows its tools (no layout shift)', async () => {
    const phone = await browser.newContext(contextAt(390));
    await rememberConsent(phone);
    // The island's code arrives after the first paint, as on a slow phone.
    await phone.route('**/assets/village-plan-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const mobile = await phone.newPage();
    const response = await mobile.goto(`${inject('siteUrl')}${MAP}`);
    expect(response?.status()).toBe(200);
    await islandReady(mobile, '.map-layout', 5000);
    await expect.poll(() => mobile.getByRole('button', { name: m.map.zoomReset }).isVisible()).toBe(true);
    // Every shift since the page opened, from the browser's buffer (none at all: nothing comes in 1 s).
    const shifts = await mobile.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
          setTimeout(() => resolve([]), 1000);
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve((list.getEntries() as Shift[]).filter((entry) => !entry.hadRecentInput).map((entry) => entry.value));
          }).observe({ type: 'layout-shift', buffered: true });
        }),
    );
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      `layout shifts ${JSON.stringify(shifts)}`,
    ).toBeLessThan(0.01);
    await phone.close();
  });
});

describe('village plan without JavaScript', () => {
  it('offers the list and the plan as a linked picture', async () => {
    const plain = await browser.newContext({ ...contextAt(1440), javaScriptEnabled: false });
    try {
      const noScript = await plain.newPage();
      await noScript.goto(`${inject('siteUrl')}${MAP}`, { waitUntil: 'domcontentloaded' });
      expect(await noScript.getByRole('heading', { name: m.map.placesHeading, level: 2 }).isVisible()).toBe(true);
      expect(await noScript.getByRole('heading', { name: m.map.kinds.units, level: 3 }).isVisible()).toBe(true);
      expect(await noScript.getByRole('button', { name: m.map.zoomIn }).isVisible(), 'no controls that cannot work').toBe(false);
      const listed = noScript.getByRole('list').getByRole('link', { name: UNIT });
      expect(await listed.getAttribute('href')).toBe(UNIT_PATH);
      await noScript.getByLabel(m.map.planLabel, { exact: true }).getByRole('link', { name: UNIT }).click();
      await noScript.waitForURL((url) => url.pathname === UNIT_PATH, { waitUntil: 'domcontentloaded' });
      expect(await noScript.getByRole('heading', { level: 1 }).textContent()).toContain('Desiderio');
    } finally {
      await plain.close();
    }
  });
});
