import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../../shared/consent.ts';
import { LANGUAGE_COOKIE } from '../../shared/constants.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { fileBrowser } from '../support/browser.ts';
import { contextAt, WIDTHS, type Width } from '../support/pages.ts';
import { runInLane } from '../support/lanes.ts';
import { axeScan } from '../support/axe.ts';

runInLane('visits');

/**
 * The cookie-consent dialog and the tag manager behind it (docs/architecture.md "Security and
 * privacy"), in Chromium against the site and its demo stand-ins. "Nothing loaded" is proven
 * twice: by the browser's own requests and by the tag manager stand-in's request log.
 */

const CONTAINER_ID = 'GTM-DEMO';
const TAG_MANAGER_PATH = '/tagmanager/gtm.js';
const DAY_MS = 24 * 60 * 60 * 1000;
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };

type Recorded = { path: string; query: Record<string, string>; status: number };

/** One `dataLayer` entry as the page holds it: a `gtag()` call (its `arguments`) or a plain object. */
type Entry = { args: unknown[] } | { object: Record<string, unknown> };

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await fileBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

// The e2e files run one at a time: each test starts with an empty log.
beforeEach(async () => {
  await fetch(`${inject('demoUrl')}/__requests/tagmanager`, { method: 'DELETE' });
});

async function standInLog(): Promise<Recorded[]> {
  const response = await fetch(`${inject('demoUrl')}/__requests/tagmanager`);
  return ((await response.json()) as { requests: Recorded[] }).requests;
}

async function newContext(options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context;
}

/** A page whose requests to the tag manager are counted as the browser makes them. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; requested: string[] }> {
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(TAG_MANAGER_PATH)) requested.push(request.url());
  });
  return { page, requested };
}

const url = (path: string) => new URL(path, inject('siteUrl')).toString();
const dialog = (page: Page) => page.locator('dialog.cookie-consent');

async function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { args: Array.from(entry as ArrayLike<unknown>) }
        : { object: entry as Record<string, unknown> },
    ),
  );
}

const isCommand = (entry: Entry, command: string, values: object) =>
  'args' in entry && entry.args[0] === 'consent' && entry.args[1] === command && JSON.stringify(entry.args[2]) === JSON.stringify(values);

/** The island has run once Consent Mode's default is in `dataLayer`. */
async function consentStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    return layer.some((entry) => Object.prototype.toString.call(entry) === '[object Arguments]' && (entry as unknown[])[1] === 'default');
  });
}

async function opened(page: Page): Promise<void> {
  await page.waitForSelector('dialog.cookie-consent[open]');
}

async function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('dialog.cookie-consent')?.contains(document.activeElement) ?? false);
}

async function storedChoice(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_STORAGE_KEY);
}

/** The CSS animation the open dialog runs ('none' when it does not move). */
function animationName(page: Page): Promise<string> {
  return dialog(page).evaluate((element) => getComputedStyle(element).animationName);
}

/** Waits until the network is quiet, so a late tag manager request would have been seen. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

async function tagManagerLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    (id) => Boolean((window as unknown as { google_tag_manager?: Record<string, unknown> }).google_tag_manager?.[id]),
    CONTAINER_ID,
  );
}

/** Accept and reject must weigh the same: same box, same look. */
async function buttonLooks(page: Page) {
  return page.locator('dialog.cookie-consent [data-consent-choice]').evaluateAll((buttons) =>
    buttons.map((button) => {
      const style = getComputedStyle(button);
      const box = button.getBoundingClientRect();
      return {
        choice: (button as HTMLElement).dataset.consentChoice,
        width: Math.round(box.width),
        height: Math.round(box.height),
        look: [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderStyle, style.borderRadius].join(' '),
      };
    }),
  );
}

describe.each(WIDTHS)('cookie consent at %i px', (width: Width) => {
  it('opens on a fresh visit with focus inside; nothing reaches the tag manager before a choice, nor after a reject', async () => {
    const context = await newContext(contextAt(width));
    const { page, requested } = await watchedPage(context);
    await page.goto(url('/'));
    await opened(page);
    expect(await focusInDialog(page)).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Cookie e privacy' }).isVisible()).resolves.toBe(true);
    expect(await dialog(page).locator('a').getAttribute('href')).toBe(`${buildPath('privacy', 'it')}#cookies`);

    const [accept, reject] = await buttonLooks(page);
    expect(accept?.choice).toBe('accepted');
    expect(reject?.choice).toBe('rejected');
    expect(reject?.look).toBe(accept?.look);
    expect(Math.abs((reject?.width ?? 0) - (accept?.width ?? 0))).toBeLessThanOrEqual(1);
    expect(reject?.height).toBe(accept?.height);
    expect(accept?.height).toBeGreaterThanOrEqual(44);
    const axe = await axeScan(page, 'dialog.cookie-consent');
    expect(
      axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    // A sheet at the bottom of a phone; a centred card on a desktop.
    const box = await dialog(page).boundingBox();
    if (!box) throw new Error('the dialog has no box');
    if (width === 390) {
      expect(Math.round(box.width)).toBe(390);
      expect(Math.round(box.y + box.height)).toBe(844);
    } else {
      expect(box.width).toBeLessThanOrEqual(560);
      expect(Math.abs(box.x - (1440 - box.x - box.width))).toBeLessThanOrEqual(1);
    }

    // Consent Mode's defaults are the very first thing in dataLayer.
    const before = await dataLayer(page);
    expect(before[0] && isCommand(before[0], 'default', DENIED)).toBe(true);
    await settle(page);
    expect(requested).toEqual([]);
    expect(await standInLog()).toEqual([]);
    // Only technical cookies (none on a first page), and the choice is not a cookie.
    expect((await context.cookies()).filter((cookie) => cookie.name !== LANGUAGE_COOKIE)).toEqual([]);

    await dialog(page).getByRole('button', { name: 'Rifiuto' }).click();
    await expect(dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).resolves.toBe(false);
    expect(await storedChoice(page)).toMatchObject({ choice: 'rejected', at: expect.any(Number) });

    await page.reload();
    await consentStarted(page);
    await settle(page);
    expect(await dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
    const after = await dataLayer(page);
    expect(after.some((entry) => isCommand(entry, 'default', DENIED))).toBe(true);
    expect(after.some((entry) => 'args' in entry && entry.args[1] === 'update')).toBe(false);
    expect(requested).toEqual([]);
    expect(await standInLog()).toEqual([]);
    expect((await context.cookies()).filter((cookie) => cookie.name !== LANGUAGE_COOKIE)).toEqual([]);
  });

  it('accept grants Consent Mode, then loads the tag manager once; later pages load it at once', async () => {
    const context = await newContext(contextAt(width));
    const { page, requested } = await watchedPage(context);
    await page.goto(url('/'));
    await opened(page);
    await settle(page);
    expect(requested).toEqual([]);

    await dialog(page).getByRole('button', { name: 'Accetto' }).click();
    await tagManagerLoaded(page);
    await settle(page);
    expect(requested).toHaveLength(1);
    expect(new URL(requested[0] ?? '').searchParams.get('id')).toBe(CONTAINER_ID);
    const log = await standInLog();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ path: '/gtm.js', query: { id: CONTAINER_ID }, status: 200 });
    expect(await storedChoice(page)).toMatchObject({ choice: 'accepted' });

    const layer = await dataLayer(page);
    const denied = layer.findIndex((entry) => isCommand(entry, 'default', DENIED));
    const granted = layer.findIndex((entry) => isCommand(entry, 'update', GRANTED));
    const start = layer.findIndex(
      (entry) => 'object' in entry && entry.object.event === 'gtm.js' && typeof entry.object['gtm.start'] === 'number',
    );
    expect(denied).toBe(0);
    expect(granted).toBeGreaterThan(denied);
    expect(start).toBeGreaterThan(granted);
    // The tag manager itself found consent granted when it ran.
    const seen = layer.find((entry) => 'object' in entry && entry.object.event === 'demo.tagmanager.loaded');
    expect(seen && 'object' in seen ? seen.object.consent : null).toEqual(GRANTED);

    // The next page asks nothing and loads the tag manager right away, after the same two commands.
    await page.goto(url(buildPath('faq', 'it')));
    await tagManagerLoaded(page);
    await settle(page);
    expect(await dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
    expect(requested).toHaveLength(2);
    expect(await standInLog()).toHaveLength(2);
    const next = await dataLayer(page);
    expect(next[0] && isCommand(next[0], 'default', DENIED)).toBe(true);
    expect(next[1] && isCommand(next[1], 'update', GRANTED)).toBe(true);
  });

  it('the footer control reopens the dialog in place; Escape closes it without a choice', async () => {
    const context = await newContext(contextAt(width));
    const { page, requested } = await watchedPage(context);
    await page.goto(url('/'));
    await opened(page);
    // Asked with the page's first frame, it is simply there: no slide while the page loads.
    expect(await animationName(page)).toBe('none');
    // Escape: no choice is stored, so the next page asks again.
    await page.keyboard.press('Escape');
    await expect(dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).resolves.toBe(false);
    expect(await storedChoice(page)).toBeNull();
    await page.reload();
    await opened(page);
    await dialog(page).getByRole('button', { name: 'Rifiuto' }).click();

    const control = page.locator('footer [data-consent-open]');
    expect(await control.textContent()).toBe('Impostazioni cookie');
    expect(await control.getAttribute('href')).toBe(`${buildPath('privacy', 'it')}#cookies`);
    const before = page.url();
    await control.click();
    await opened(page);
    // Opened by the visitor, it slides in (a sheet on phones, a card fading in from 700 px).
    expect(await animationName(page)).toBe(width < 700 ? 'cookie-consent-in' : 'cookie-consent-fade');
    expect(page.url()).toBe(before);
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await storedChoice(page)).toMatchObject({ choice: 'rejected' });

    // Changing one's mind from the footer: accept now loads the tag manager.
    await control.click();
    await opened(page);
    await dialog(page).getByRole('button', { name: 'Accetto' }).click();
    await tagManagerLoaded(page);
    expect(requested).toHaveLength(1);
    expect(await storedChoice(page)).toMatchObject({ choice: 'accepted' });
  });

  it('the floating promo never hides the footer control: focused, it stands clear above the promo', async () => {
    const context = await newContext(contextAt(width));
    const page = await context.newPage();
    await page.goto(url('/'));
    await opened(page);
    await dialog(page).getByRole('button', { name: 'Rifiuto' }).click();
    const promo = page.locator('aside[data-island="floating-promo"]');
    await promo.waitFor({ state: 'visible' });
    const control = page.locator('footer [data-consent-open]');
    await control.focus();
    const [link, box] = await Promise.all([control.boundingBox(), promo.boundingBox()]);
    if (!link || !box) throw new Error('the footer control or the promo has no box');
    // Focus Not Obscured (WCAG 2.2 2.4.11): the focused link and the promo share no pixel.
    const apart =
      link.x + link.width <= box.x || box.x + box.width <= link.x || link.y + link.height <= box.y || box.y + box.height <= link.y;
    expect(apart, JSON.stringify({ link, box })).toBe(true);
  });
});

describe('cookie consent before any script of ours has loaded', () => {
  it('is open and modal on a first visit with the first paint, even when the browser entry never comes', async () => {
    const context = await newContext(contextAt(390));
    const page = await context.newPage();
    // The entry (and so every island, the consent island among them) cannot load.
    await page.route('**/assets/entry-*.js', (route) => route.abort());
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    // It opens in the frame after parsing; with the entry blocked nothing else could open it.
    await page.waitForFunction(() => document.querySelector('dialog.cookie-consent')?.matches(':modal'), undefined, { timeout: 2000 });
    expect(await focusInDialog(page)).toBe(true);

    // A choice already stored: the page opens without it; the privacy page never blocks what it explains.
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ choice: 'rejected', at: Date.now() })), CONSENT_STORAGE_KEY);
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.cookie-consent')?.open)).toBe(false);
    await page.evaluate((key) => localStorage.removeItem(key), CONSENT_STORAGE_KEY);
    await page.goto(url(buildPath('privacy', 'it')), { waitUntil: 'load' });
    expect(await page.evaluate(() => document.querySelector('dialog.cookie-consent')?.matches(':modal'))).toBe(false);
  });
});

describe('cookie consent dismissed before its island has started', () => {
  it('stays closed: the island does not ask again on the same page', async () => {
    const context = await newContext(contextAt(390));
    const page = await context.newPage();
    // The consent island's chunk comes late, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/consent-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    await opened(page);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.cookie-consent')?.open);
    release();
    await page.waitForSelector('dialog.cookie-consent[data-island-ready]', { state: 'attached' });
    expect(await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.cookie-consent')?.open)).toBe(false);
    expect(await storedChoice(page)).toBeNull();
  });
});

describe('cookie consent over time, without motion, on the privacy page', () => {
  it('asks again when the stored choice is older than six months; an expired accept loads nothing', async () => {
    const context = await newContext(contextAt(390));
    const { page, requested } = await watchedPage(context);
    await page.goto(url('/'));
    await opened(page);
    const store = (at: number) =>
      page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: CONSENT_STORAGE_KEY,
        value: JSON.stringify({ choice: 'accepted', at }),
      });

    await store(Date.now() - 183 * DAY_MS);
    await page.reload();
    await opened(page);
    await settle(page);
    expect(requested).toEqual([]);
    expect(await standInLog()).toEqual([]);

    // Within six months the same accept holds: no dialog, the tag manager loads.
    await store(Date.now() - 150 * DAY_MS);
    await page.reload();
    await tagManagerLoaded(page);
    expect(await dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
    expect(requested).toHaveLength(1);
  });

  it('works with prefers-reduced-motion: reduce', async () => {
    const context = await newContext({ ...contextAt(1440), reducedMotion: 'reduce' });
    const { page, requested } = await watchedPage(context);
    await page.goto(url('/'));
    await opened(page);
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    expect(await focusInDialog(page)).toBe(true);
    await dialog(page).getByRole('button', { name: 'Accetto' }).click();
    await tagManagerLoaded(page);
    // Opened again from the footer, where it would otherwise slide in, it does not move.
    await page.locator('footer [data-consent-open]').click();
    await opened(page);
    expect(await animationName(page)).toBe('none');
    await page.keyboard.press('Escape');
    expect(requested).toHaveLength(1);
    expect(await standInLog()).toHaveLength(1);
  });

  it('opens on the privacy page without blocking it, so what it asks about can be read', async () => {
    const context = await newContext(contextAt(390));
    const { page, requested } = await watchedPage(context);
    await page.goto(url('/'));
    await opened(page);
    await dialog(page).getByRole('link').click();
    await page.waitForURL(url(`${buildPath('privacy', 'it')}#cookies`));
    await opened(page);
    expect(await dialog(page).evaluate((element) => element.matches(':modal'))).toBe(false);
    // The page behind takes focus and clicks: it is not inert.
    await page.locator('main').focus();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await dialog(page).getByRole('button', { name: 'Rifiuto' }).click();
    expect(await storedChoice(page)).toMatchObject({ choice: 'rejected' });
    await settle(page);
    expect(requested).toEqual([]);
  });
});
