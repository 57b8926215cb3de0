import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { axeScan } from '../support/axe.ts';
import { fileBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';
import { contextAt, islandReady, settle, WIDTHS } from '../support/pages.ts';

/**
 * The village plan in a browser (client/islands/village-plan.ts): a keyboard visitor pans and
 * zooms it, the mouse and fingers drag and zoom it, a unit on it leads to the unit's page, the filter
 * hides a kind, and with JavaScript off the list and the linked plan still work. One desktop
 * page with JavaScript, one without. Then, on a phone and on a desktop, at every zoom step: every
 * marker is a 24 × 24 px tap target, no two names overlap; Tab reaches every place, each announced
 * by its name; the filter holds in the list and on the plan; axe finds nothing.
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

/** The zoom steps of the + key, from the whole plan to the closest (6×): the view's width at each. */
const ZOOM_WIDTHS = [1, 1.5, 2.25, 3.375, 5.0625, 6].map((zoom) => Math.round(1000 / zoom));

type Box = { name: string; left: number; top: number; right: number; bottom: number };
const intersect = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** What the page shows of the plan now: every visible marker and every written name, with their boxes on screen. */
function drawnNow(page: Page): Promise<{ markers: Box[]; labels: Box[] }> {
  return page.evaluate(() => {
    const boxOf = (element: Element, name: string) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { name, left, top, right, bottom };
    };
    const nameOf = (element: Element) => element.closest('[aria-label]:not(svg)')?.getAttribute('aria-label') ?? element.textContent ?? '';
    const plan = document.querySelector('svg.village-plan__svg');
    const markers = [...(plan?.querySelectorAll('.village-plan__marker, .village-plan__unit rect, .village-map__point circle') ?? [])]
      .filter((marker) => marker.checkVisibility())
      // One box per place: its marker group where there is one (the code before had only the shape).
      .filter((marker) => marker.matches('.village-plan__marker') || !marker.closest('.village-plan__marker'))
      .map((marker) => boxOf(marker, nameOf(marker)));
    const labels = [...(plan?.querySelectorAll('.village-plan__label') ?? [])]
      .filter((label) => label.checkVisibility({ visibilityProperty: true }))
      .map((label) => boxOf(label, label.textContent ?? ''));
    return { markers, labels };
  });
}

/** The focused element as Chromium's accessibility tree has it, what a screen reader is told: its role and name. */
async function announced(session: CDPSession): Promise<{ role: string; name: string }> {
  const { result } = await session.send('Runtime.evaluate', { expression: 'document.activeElement' });
  const { nodes } = await session.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
  const node = nodes.find((candidate) => !candidate.ignored);
  return { role: String(node?.role?.value ?? ''), name: String(node?.name?.value ?? '') };
}

describe.each(WIDTHS)('village plan at %i px', (width) => {
  let phoneOrDesktop: BrowserContext;
  let at: Page;
  const planAt = () => at.getByLabel(m.map.planLabel, { exact: true });
  /** The names of the places listed beside the plan under one kind's heading. */
  const listed = (kind: string) =>
    at
      .locator('.map-legend [data-kind]')
      .filter({ has: at.getByRole('heading', { name: kind, level: 3, exact: true }) })
      .locator('li');

  const open = async () => {
    const response = await at.goto(`${inject('siteUrl')}${MAP}`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await at.locator('.map-layout').scrollIntoViewIfNeeded();
    await islandReady(at, '.map-layout', 5000);
  };

  /** Runs `check` at every zoom step of the + key, from the whole plan in. */
  const atEveryZoomStep = async (check: (viewWidth: number) => Promise<void>) => {
    await planAt().focus();
    await at.keyboard.press('0');
    for (const [index, viewWidth] of ZOOM_WIDTHS.entries()) {
      if (index > 0) await at.keyboard.press('+');
      expect((await planAt().getAttribute('viewBox'))?.split(' ').map(Number)[2]).toBe(viewWidth);
      await check(viewWidth);
    }
    await at.keyboard.press('0');
  };

  beforeAll(async () => {
    phoneOrDesktop = await browser.newContext(contextAt(width));
    await rememberConsent(phoneOrDesktop);
    at = await phoneOrDesktop.newPage();
    await open();
  });

  afterAll(async () => {
    await phoneOrDesktop?.close();
  });

  it('keeps every unit and every place a tap target of at least 24 × 24 px at every zoom step', async () => {
    await atEveryZoomStep(async (viewWidth) => {
      const { markers } = await drawnNow(at);
      expect(markers.length, 'every unit and place is drawn').toBe(await at.locator('.map-legend li').count());
      const small = markers
        .filter((box) => box.right - box.left < 24 || box.bottom - box.top < 24)
        .map((box) => `${box.name} ${(box.right - box.left).toFixed(1)} × ${(box.bottom - box.top).toFixed(1)}`);
      expect(small, `view ${viewWidth} wide`).toEqual([]);
    });
  });

  it('writes names that never overlap one another, nor cover another marker, at every zoom step', async () => {
    let written = 0;
    await atEveryZoomStep(async (viewWidth) => {
      const { markers, labels } = await drawnNow(at);
      written += labels.length;
      const overlaps = labels.flatMap((label, index) =>
        labels.slice(index + 1).flatMap((other) => (intersect(label, other) ? [`${label.name} / ${other.name}`] : [])),
      );
      expect(overlaps, `names overlapping, view ${viewWidth} wide`).toEqual([]);
      const covering = labels.flatMap((label) =>
        markers.flatMap((marker) => (marker.name !== label.name && intersect(label, marker) ? [`${label.name} on ${marker.name}`] : [])),
      );
      expect(covering, `names on markers, view ${viewWidth} wide`).toEqual([]);
    });
    expect(written, 'names are written once zoomed in').toBeGreaterThan(0);
    // A name left out stays the marker's accessible name.
    expect(await planAt().getByRole('img', { name: 'Reception', exact: true }).count()).toBe(1);
  });

  it('reaches every place with Tab as it reaches the units, each announced by its name', async () => {
    const session = await phoneOrDesktop.newCDPSession(at);
    try {
      await planAt().focus();
      const heard: { role: string; name: string }[] = [];
      for (let step = 0; step < 80; step++) {
        await at.keyboard.press('Tab');
        if (!(await at.evaluate(() => document.activeElement?.closest('svg.village-plan__svg') !== null))) break;
        heard.push(await announced(session));
      }
      // The list's items without their numbers (the numbers only pair them with the plan).
      const places = await listed(m.map.kinds.services).evaluateAll((items) =>
        items.map((item) =>
          [...item.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent)
            .join(''),
        ),
      );
      expect(places).toContain('Reception');
      for (const place of places) expect(heard, place).toContainEqual({ role: 'image', name: place });
      expect(heard).toContainEqual({ role: 'link', name: UNIT });
      expect(heard.length, 'every unit and every place, once').toBe(await at.locator('.map-legend li').count());
      // A focused place shows it, as a unit does.
      await planAt().getByRole('img', { name: 'Reception', exact: true }).focus();
      const ring = await at.evaluate(() => {
        const circle = document.activeElement?.querySelector('circle');
        return circle ? getComputedStyle(circle).strokeWidth : '';
      });
      expect(ring).toBe('6px');
    } finally {
      await session.detach();
    }
  });

  it('hides the same units in the list and on the plan, also with the filter the browser restores on the way back', async () => {
    const filter = at.getByRole('checkbox', { name: m.map.kinds.units, exact: true });
    const units = await listed(m.map.kinds.units).locator('a').allTextContents();
    expect(units.length).toBeGreaterThanOrEqual(10);
    const shownOnPlan = async () => {
      const shown: string[] = [];
      for (const unit of units) if (await planAt().getByRole('link', { name: unit, exact: true }).isVisible()) shown.push(unit);
      return shown;
    };
    const shownInList = async () => {
      const shown: string[] = [];
      for (const unit of units)
        if (await listed(m.map.kinds.units).getByRole('link', { name: unit, exact: true }).isVisible()) shown.push(unit);
      return shown;
    };
    await filter.uncheck();
    expect(await shownOnPlan()).toEqual([]);
    expect(await shownInList()).toEqual([]);
    expect(await planAt().getByRole('img', { name: 'Visitor car park' }).isVisible(), 'other kinds stay').toBe(true);

    // Away and back: the browser ticks the boxes as they were left; plan and list follow them.
    await at.goto(`${inject('siteUrl')}/en/accommodation`, { waitUntil: 'domcontentloaded' });
    await at.goBack({ waitUntil: 'domcontentloaded' });
    await at.locator('.map-layout').scrollIntoViewIfNeeded();
    await islandReady(at, '.map-layout', 5000);
    const ticked = await filter.isChecked();
    expect(await shownOnPlan()).toEqual(ticked ? units : []);
    expect(await shownInList()).toEqual(ticked ? units : []);
    await filter.check();
    expect(await shownOnPlan()).toEqual(units);
    expect(await shownInList()).toEqual(units);
  });

  it('names the plan as a group whose links and places stay reachable, with no axe violation', async () => {
    const session = await phoneOrDesktop.newCDPSession(at);
    try {
      await planAt().focus();
      expect(await announced(session)).toEqual({ role: 'group', name: m.map.planLabel });
    } finally {
      await session.detach();
    }
    expect(await planAt().getAttribute('role')).toBe('group');
    expect(await planAt().getByRole('link').count()).toBeGreaterThanOrEqual(10);
    expect(await planAt().getByRole('img').count()).toBeGreaterThanOrEqual(30);
    for (const zoomed of [false, true]) {
      if (zoomed) for (const _ of [1, 2, 3]) await at.keyboard.press('+');
      await settle(at);
      const { violations } = await axeScan(at, '.map-layout');
      expect(
        violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${violation.help}`)),
        zoomed ? 'zoomed in' : 'whole plan',
      ).toEqual([]);
    }
    await at.keyboard.press('0');
  });
});
