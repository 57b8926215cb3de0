import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { HEADER_HEIGHT_PX, LOCAL_STORAGE_KEYS, MOBILE_BELOW_PX, TIMINGS_MS } from '../../shared/constants.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { launchBrowser } from '../support/browser.ts';
import {
  armStamp,
  chunkRan,
  firstChange,
  type Motion,
  milliseconds,
  motionsOf,
  newVisitor,
  stampOf,
  untilPageTime,
  type Visitor,
  type VisitorOptions,
} from '../support/behaviours.ts';
import { PAGE_TYPES, resolvePageType } from '../support/page-types.ts';
import { contextAt, firstDetailLink, islandReady, WIDTHS } from '../support/pages.ts';

/**
 * The behaviours of spec §4 and §9 as the islands build them (client/islands/registry.ts), in
 * Chromium at 390 px (a touch phone) and 1440 px, and under reduced motion. Times that matter
 * ("shown after 100 ms, not before") are read from the page's own clock: the MutationObserver
 * of tests/support/behaviours.ts logs when an element's `hidden` or `open` changed.
 */

const m = getMessages('it');
const HOME = buildPath('home', 'it');
const BOOKING = buildPath('booking', 'it');
const CAREERS = buildPath('careers', 'it');
const USEFUL_INFO = buildPath('usefulInfo', 'it');
const ACCOMMODATION_TYPE = `${buildPath('accommodations', 'it')}/maxicaravan`;

/** Resolved in beforeAll: the first unit of the maxicaravan list, a page with an image grid. */
let unitPath = '';

let browser: Browser;
let open: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext(contextAt(1440));
  const page = await context.newPage();
  await page.goto(`${inject('siteUrl')}${ACCOMMODATION_TYPE}`);
  unitPath = await firstDetailLink(page, ACCOMMODATION_TYPE, { depth: 2 });
  await context.close();
});

afterEach(async () => {
  const closing = open;
  open = [];
  for (const context of closing) await context.close().catch(() => {});
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Opens `path` in a fresh context at `width`; the context goes to `contexts`, by default the
 * list closed after each test (a concurrent test passes its own and closes it itself).
 */
async function visit(path: string, options: VisitorOptions, contexts: BrowserContext[] = open): Promise<Visitor> {
  const visitor = await newVisitor(browser, options);
  contexts.push(visitor.context);
  const response = await visitor.page.goto(`${inject('siteUrl')}${path}`);
  expect(response?.status()).toBe(200);
  return visitor;
}

const hasClass = (page: Page, selector: string, name: string) =>
  page.locator(selector).evaluate((element, className) => element.classList.contains(className), name);

const htmlLocked = (page: Page) => hasClass(page, 'html', 'scroll-locked');

const activeMatches = (page: Page, selector: string) =>
  page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

/** Focuses a form field, which starts the form's island, and waits until React has hydrated the form. */
async function hydrateForm(page: Page, island: string, field: string): Promise<void> {
  await page.locator(`[data-island="${island}"] ${field}`).first().focus();
  await page.waitForFunction((name) => {
    const form = document.querySelector(`[data-island="${name}"] form`);
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  }, island);
}

/** Waits until the island runtime's idle work is done: the idle islands started and the prefetch ran. */
async function idleDone(visitor: Visitor): Promise<void> {
  await visitor.page.waitForFunction(
    () =>
      ['connection', 'progress-bar'].every((name) =>
        document.querySelector(`[data-island="${name}"]`)?.hasAttribute('data-island-started'),
      ),
    null,
    { polling: 50, timeout: 5000 },
  );
  await chunkRan(visitor, 'prefetch');
  await chunkRan(visitor, 'connection');
}

// ---------------------------------------------------------------------------------------------
// 1. Islands and hydration
// ---------------------------------------------------------------------------------------------

/** Island chunks the home page fetches before any interaction (and the cursor at 1440 px). */
const EAGER_ISLANDS = [
  'header',
  'floating-promo',
  'consent',
  'gallery',
  'loading-splash',
  'newsletter-brush',
  'progress-bar',
  'connection',
];
/** React, zod and Lottie come only with a form in use or an animation about to play. */
const NOT_BEFORE_INTERACTION = [
  'vendor-react',
  'vendor-zod',
  'vendor-lottie',
  'forms',
  'menu',
  'language-dropdown',
  'lottie',
  'react-root',
];

describe.each(WIDTHS)('islands at %i px', (width) => {
  it('the home page fetches only its eager islands; focusing a form field fetches the form and React', async () => {
    const visitor = await visit(HOME, { width });
    const { page, chunks } = visitor;
    await idleDone(visitor);

    const eager = width === 1440 ? [...EAGER_ISLANDS, 'cursor'] : EAGER_ISLANDS;
    for (const island of eager) expect(chunks, `the ${island} island starts without interaction`).toContain(island);
    for (const chunk of NOT_BEFORE_INTERACTION) expect(chunks, `${chunk} waits for an interaction`).not.toContain(chunk);
    if (width === 390) expect(chunks, 'no cursor island on a touch screen').not.toContain('cursor');

    await hydrateForm(page, 'form-newsletter', '#form-newsletter-email');
    expect(chunks).toContain('forms');
    expect(chunks).toContain('vendor-react');
    expect(visitor.problems).toEqual([]);
  });
});

type PageCase = { name: string; path: () => string; status?: number; hasForms?: boolean };
/** Pages whose forms must be there to be used (their React islands hydrate in the test). */
const FORM_PAGES: PageCase[] = [
  { name: 'home', path: () => HOME, hasForms: true },
  { name: 'accommodation unit (gallery)', path: () => unitPath, hasForms: true },
  { name: 'booking', path: () => BOOKING, hasForms: true },
  { name: 'careers', path: () => CAREERS, hasForms: true },
  { name: 'useful info', path: () => USEFUL_INFO, hasForms: true },
];
/** Every other page type of tests/support/page-types.ts, its detail pages found in beforeAll. */
const OTHER_PAGE_TYPES = PAGE_TYPES.filter(
  (pageType) => !['home', 'booking', 'careers', 'useful info (infoutili layout)'].includes(pageType.name),
);
const pageTypePaths = new Map<string, string>();
const OTHER_PAGES: PageCase[] = OTHER_PAGE_TYPES.map((pageType) => ({
  name: pageType.name,
  path: () => pageTypePaths.get(pageType.name) ?? '',
  status: pageType.name === 'not found' ? 404 : 200,
}));
/** The form pages in every other language: dates and messages are written per language. */
const LANGUAGE_PAGES: PageCase[] = LOCALES.filter((locale) => locale !== 'it').flatMap((locale) => [
  { name: `booking (${locale})`, path: () => buildPath('booking', locale), hasForms: true },
  { name: `careers (${locale})`, path: () => buildPath('careers', locale), hasForms: true },
]);
// The form pages at both widths; the rest on the phone only (a width changes CSS, not what hydrates).
const CLEAN_CASES = [
  ...WIDTHS.flatMap((width) => FORM_PAGES.map((pageCase) => ({ ...pageCase, width }))),
  ...[...OTHER_PAGES, ...LANGUAGE_PAGES].map((pageCase) => ({ ...pageCase, width: 390 as const })),
];

/** The field of each form that a visitor fills first (an invalid value: nothing is sent). */
const FIRST_FIELD: Record<string, string> = {
  'form-newsletter': 'email',
  'form-availability': 'firstname',
  'form-application': 'surname',
  'form-position': 'name',
};

describe('no console error or warning, no hydration warning', () => {
  beforeAll(async () => {
    const context = await browser.newContext(contextAt(1440));
    const page = await context.newPage();
    for (const pageType of OTHER_PAGE_TYPES) pageTypePaths.set(pageType.name, await resolvePageType(page, inject('siteUrl'), pageType));
    await context.close();
  });

  // Concurrent: each page waits on the browser, not on this process, and nothing here is timed.
  // Reduced motion: the same islands and forms without the Lottie brush on every page, which
  // cost the sweep a fifth of its time; the brush's own tests check its console at both widths.
  it.concurrent.for(CLEAN_CASES)(
    '$name at $width px, reduced motion, after using its forms',
    async ({ path, width, status, hasForms }, { expect }) => {
      const { context, page, problems } = await newVisitor(browser, { width, reducedMotion: true });
      try {
        const response = await page.goto(`${inject('siteUrl')}${path()}`);
        expect(response?.status()).toBe(status ?? 200);
        const forms = await page
          .locator('[data-island^="form-"]')
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-island') ?? ''));
        if (hasForms) expect(forms.length).toBeGreaterThan(0);
        // Down to the footer: the islands that wait to be seen start too.
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        for (const island of forms) {
          const field = `#${island}-${FIRST_FIELD[island]}`;
          await hydrateForm(page, island, field);
          await page.locator(field).fill('x');
          // By keyboard: at 390 px the unit page overflows (see "at 390 px"), which misleads pointer clicks.
          await page.locator(`[data-island="${island}"] button[type="submit"]`).focus();
          await page.keyboard.press('Enter');
          await page.locator(`[data-island="${island}"] .field__error`).first().waitFor();
        }
        // The footer came into view on the way: its brush and the idle islands have run by now.
        await page.waitForTimeout(500);
        const hydration = problems.filter((problem) => /hydrat|did not match/i.test(problem));
        expect(hydration, 'React hydration warnings').toEqual([]);
        // Chromium logs a document answered 404 as a failed resource: one such line is expected.
        const unexpected = [...problems];
        const documentLine = unexpected.findIndex((problem) => /status of 404/.test(problem));
        if (status === 404 && documentLine >= 0) unexpected.splice(documentLine, 1);
        expect(unexpected).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// 2.–13. Behaviours at both widths
// ---------------------------------------------------------------------------------------------

describe.each(WIDTHS)('behaviours at %i px', (width) => {
  const phone = width === 390;

  it('header: scrolled look (white, shadow, smaller logo; no shadow with the menu open) past 2.5 % of the page, not above it', async () => {
    const { page } = await visit(HOME, { width });
    const scrollTo = (share: number) =>
      page.evaluate((ratio) => {
        const root = document.documentElement;
        window.scrollTo({ top: (root.scrollHeight - window.innerHeight) * ratio, behavior: 'instant' });
      }, share);
    const scrolled = () => hasClass(page, 'header.site-header', 'site-header--scrolled');
    const innerHeight = () => page.locator('.site-header__inner').evaluate((element) => element.getBoundingClientRect().height);

    const look = () =>
      page.locator('header.site-header').evaluate((header) => {
        const style = getComputedStyle(header);
        const logo = header.querySelector('.site-header__logo');
        return { background: style.backgroundColor, shadow: style.boxShadow, logo: logo ? getComputedStyle(logo).scale : null };
      });

    expect(await scrolled()).toBe(false);
    const resting = await look();
    expect(resting.background).not.toBe('rgb(255, 255, 255)');
    expect(resting.logo).toBe('none');
    await scrollTo(0.05);
    await expect.poll(scrolled, { timeout: 3000 }).toBe(true);
    if (phone) await expect.poll(innerHeight, { timeout: 2000 }).toBe(HEADER_HEIGHT_PX.mobileScrolled);
    // White, with a shadow and a smaller logo, once its 0.3 s transitions are over.
    await expect
      .poll(look, { timeout: 2000 })
      .toEqual({ background: 'rgb(255, 255, 255)', shadow: 'rgba(10, 63, 77, 0.14) 0px 6px 24px 0px', logo: '0.86' });
    // The no-shadow variant: with the menu open, the panel is the page's edge.
    await page.locator('summary.menu__toggle').click();
    await expect.poll(async () => (await look()).shadow, { timeout: 2000 }).toBe('none');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await look()).shadow, { timeout: 2000 }).not.toBe('none');
    await scrollTo(0.015);
    await expect.poll(scrolled, { timeout: 2000 }).toBe(false);
    await scrollTo(0.04);
    await expect.poll(scrolled, { timeout: 2000 }).toBe(true);
    await scrollTo(0);
    await expect.poll(scrolled, { timeout: 2000 }).toBe(false);
    if (phone) await expect.poll(innerHeight, { timeout: 2000 }).toBe(HEADER_HEIGHT_PX.mobile);
  });

  it('burger menu: expanded state, toggle as a cross, scroll lock on the phone, staggered links, focus trap, Escape', async () => {
    const { page } = await visit(HOME, { width });
    const menu = page.locator('details.menu');
    const toggle = page.locator('summary.menu__toggle');
    await armStamp(page, 'click');
    await toggle.click();
    const openedAt = await stampOf(page, 'click');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 3000 }).toBe('true');
    expect(await menu.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    expect(await htmlLocked(page), 'the page behind is locked on the phone only').toBe(phone);
    // The toggle becomes a cross: the outer bars turn ±45°, the middle one goes.
    const bars = () =>
      toggle.locator('.menu__icon span').evaluateAll((spans) =>
        spans.map((span) => {
          const style = getComputedStyle(span);
          const matrix = new DOMMatrix(style.transform === 'none' ? undefined : style.transform);
          return { angle: Math.round((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI), opacity: style.opacity };
        }),
      );
    const cross = [
      { angle: 45, opacity: '1' },
      { angle: 0, opacity: '0' },
      { angle: -45, opacity: '1' },
    ];
    await expect.poll(bars, { timeout: 2000 }).toEqual(cross);

    // The links come one after another: 500 ms, then 55 ms apart; the last one is still waiting now.
    const staggered = page.locator('.menu__main li, .menu__secondary li');
    const count = await staggered.count();
    const last = staggered.last();
    const style = await last.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { name: computed.animationName, delay: computed.animationDelay, opacity: Number(computed.opacity), at: performance.now() };
    });
    const delay = TIMINGS_MS.menuRevealDelay + (count - 1) * TIMINGS_MS.menuRevealStagger;
    expect(style.name).toBe('menu-link-in');
    expect(milliseconds(style.delay)).toBe(delay);
    if (style.at - openedAt < delay - 50) expect(style.opacity, 'the last link is not shown before its delay').toBeLessThan(1);
    await last.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    expect(await last.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await last.locator('a').isVisible()).toBe(true);

    // Tab from the panel's last link wraps to the toggle, Shift+Tab back to it.
    const lastLink = page.locator('.menu__panel a[href]').last();
    await lastLink.focus();
    await page.keyboard.press('Tab');
    expect(await activeMatches(page, 'summary.menu__toggle'), 'Tab wraps to the first focusable element of the menu').toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await lastLink.evaluate((element) => element === document.activeElement), 'Shift+Tab wraps to the last link').toBe(true);

    await page.keyboard.press('Escape');
    expect(await menu.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    // The details' toggle event, which the island listens to, comes as a task after the change.
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 1000 }).toBe('false');
    expect(await activeMatches(page, 'summary.menu__toggle'), 'focus returns to the toggle').toBe(true);
    expect(await htmlLocked(page)).toBe(false);
    await expect.poll(bars, { timeout: 2000 }).toEqual(cross.map(() => ({ angle: 0, opacity: '1' })));
  });

  it('floating promo: shown after its delay, slide or fade, closed for good', async () => {
    const { page } = await visit(HOME, { width });
    const promo = page.locator('.floating-promo');
    await untilPageTime(page, 1000);
    expect(await promo.isHidden(), 'still hidden at 1000 ms').toBe(true);
    await promo.waitFor({ state: 'visible', timeout: 3000 });
    const shownAt = await firstChange(page, '.floating-promo', false);
    expect(shownAt).toBeGreaterThanOrEqual(TIMINGS_MS.floatingPromoDelay);
    expect(shownAt, 'shown soon after its 1500 ms delay').toBeLessThan(TIMINGS_MS.floatingPromoDelay + 1500);
    expect(await hasClass(page, '.floating-promo', phone ? 'floating-promo--fade' : 'floating-promo--slide')).toBe(true);
    expect(await hasClass(page, '.floating-promo', phone ? 'floating-promo--slide' : 'floating-promo--fade')).toBe(false);

    // The demo promo: a new tab only for a link to another site.
    const link = promo.locator('a.floating-promo__link');
    const href = await link.evaluate((element) => (element as HTMLAnchorElement).href);
    const external = new URL(href).origin !== new URL(inject('siteUrl')).origin;
    expect(await link.getAttribute('target')).toBe(external ? '_blank' : null);

    await armStamp(page, 'click');
    await promo.locator('.floating-promo__close').click();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_KEYS.floating)).toBe('closed');
    await promo.waitFor({ state: 'hidden', timeout: 2000 });
    const clickAt = await stampOf(page, 'click');
    const hiddenAfter = ((await firstChange(page, '.floating-promo', true, clickAt)) ?? 0) - clickAt;
    expect(hiddenAfter).toBeGreaterThanOrEqual(TIMINGS_MS.floatingPromoFade - 20);
    expect(hiddenAfter).toBeLessThan(TIMINGS_MS.floatingPromoFade + 500);

    await page.reload();
    await untilPageTime(page, TIMINGS_MS.floatingPromoDelay + 700);
    expect(await promo.isHidden(), 'a closed promo stays closed after a reload').toBe(true);
    expect(await firstChange(page, '.floating-promo', false)).toBeUndefined();
  });

  it('gallery overlay: opens after 100 ms at the image, loops, closes with Escape and gallery:closed', async () => {
    const visitor = await visit(unitPath, { width });
    const { page } = visitor;
    const links = page.locator('ul.gallery a.gallery__open');
    const total = await links.count();
    expect(total).toBeGreaterThanOrEqual(2);
    const second = links.nth(1);
    await second.scrollIntoViewIfNeeded();
    await islandReady(page, 'ul.gallery', 5000);
    await chunkRan(visitor, 'gallery');

    const overlay = page.locator('.gallery-overlay');
    const counter = page.locator('.gallery-overlay__counter');
    const counterFor = (current: number) => format(m.layout.galleryCounter, { current, total });
    if (phone) {
      // At 390 px Playwright's pointer misses the link: the page overflows ("fits the phone" below). Enter on a link is a click too.
      await armStamp(page, 'keydown');
      await second.focus();
      await page.keyboard.press('Enter');
    } else {
      await armStamp(page, 'click');
      await second.click();
    }
    const openedBy = await stampOf(page, phone ? 'keydown' : 'click');
    await overlay.waitFor({ state: 'visible', timeout: 2000 });
    const shownAfter = ((await firstChange(page, '.gallery-overlay', false, openedBy)) ?? 0) - openedBy;
    expect(shownAfter, 'shown after 100 ms, not before').toBeGreaterThanOrEqual(TIMINGS_MS.modalOpen - 5);
    expect(shownAfter).toBeLessThan(TIMINGS_MS.modalOpen + 400);
    expect(new URL(page.url()).pathname, 'the link did not navigate').toBe(unitPath);
    expect(await htmlLocked(page)).toBe(true);
    expect(await counter.textContent()).toBe(counterFor(2));

    for (let current = 3; current <= total; current++) {
      await page.keyboard.press('ArrowRight');
      expect(await counter.textContent()).toBe(counterFor(current));
    }
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent(), 'from the last image ArrowRight loops to the first').toBe(counterFor(1));
    await page.locator('.gallery-overlay__previous').click();
    expect(await counter.textContent(), 'Previous loops back to the last').toBe(counterFor(total));
    await page.keyboard.press('ArrowLeft');
    expect(await counter.textContent()).toBe(counterFor(total - 1));

    if (phone) {
      // A touch swipe on the stage: 120 px to the left is "next", 30 px is nothing.
      const stage = await page.locator('.gallery-overlay__stage').boundingBox();
      if (!stage) throw new Error('the gallery stage has no box');
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (from: number, to: number) => {
        const y = stage.y + stage.height / 2;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
        for (let step = 1; step <= 4; step++) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 4, y }] });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const before = total - 1;
      const middle = stage.x + stage.width / 2;
      await swipe(middle + 15, middle - 15);
      expect(await counter.textContent(), 'a 30 px drag is not a swipe').toBe(counterFor(before));
      await swipe(middle + 60, middle - 60);
      await expect.poll(() => counter.textContent(), { timeout: 1000 }).toBe(counterFor((before % total) + 1));
    }

    await page.evaluate(() => {
      const record = () => Object.assign(window, { galleryClosedAt: performance.now() });
      window.addEventListener('gallery:closed', record, { once: true });
    });
    await armStamp(page, 'keydown');
    await page.keyboard.press('Escape');
    const escapeAt = await stampOf(page, 'keydown');
    await overlay.waitFor({ state: 'hidden', timeout: 2000 });
    const hiddenAfter = ((await firstChange(page, '.gallery-overlay', true, escapeAt)) ?? 0) - escapeAt;
    expect(hiddenAfter, 'hidden after the 180 ms fade').toBeGreaterThanOrEqual(TIMINGS_MS.galleryClose - 5);
    expect(hiddenAfter).toBeLessThan(TIMINGS_MS.galleryClose + 400);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { galleryClosedAt?: number }).galleryClosedAt), { timeout: 1000 })
      .toBeGreaterThan(escapeAt);
    expect(await htmlLocked(page)).toBe(false);
    expect(await second.evaluate((element) => element === document.activeElement), 'focus returns to the link').toBe(true);

    // Another island may close it with the gallery:close event, which unlocks scrolling too.
    await page.keyboard.press('Enter');
    await overlay.waitFor({ state: 'visible', timeout: 2000 });
    expect(await htmlLocked(page)).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('gallery:close')));
    await overlay.waitFor({ state: 'hidden', timeout: 2000 });
    expect(await htmlLocked(page)).toBe(false);

    // Closed the instant it shows: it must not keep its shown look for the next opening.
    const closedAtOnce = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const element = document.querySelector<HTMLElement>('.gallery-overlay');
          if (!element) return;
          const observer = new MutationObserver(() => {
            if (element.hidden) return;
            observer.disconnect();
            window.dispatchEvent(new CustomEvent('gallery:close'));
          });
          observer.observe(element, { attributes: true, attributeFilter: ['hidden'] });
          // Two frames after closing, so a class added on a later frame would be there.
          window.addEventListener('gallery:closed', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
            once: true,
          });
        }),
    );
    await page.keyboard.press('Enter');
    await closedAtOnce;
    expect(await overlay.isHidden()).toBe(true);
    expect(await hasClass(page, '.gallery-overlay', 'gallery-overlay--shown')).toBe(false);
  });

  it('job modal: the workmodal event opens it after 100 ms; 300 ms after closing its text is the CMS text again', async () => {
    const { page } = await visit(CAREERS, { width });
    const trigger = page.locator('[data-workmodal]');
    await trigger.waitFor({ state: 'visible', timeout: 5000 });
    const title = page.locator('#job-modal-title');
    const cmsTitle = await title.textContent();
    expect(cmsTitle).not.toBe('X');

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

    await page.keyboard.press('Escape');
    const closing = await page.evaluate(async () => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog.job-modal');
      const text = () => document.getElementById('job-modal-title')?.textContent;
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const open = dialog?.open;
      await wait(150);
      const at150 = text();
      await wait(300);
      return { open, at150, at450: text() };
    });
    expect(closing).toEqual({ open: false, at150: 'X', at450: cmsTitle });

    // The trigger opens it with the CMS text; closing gives the focus back to it.
    await trigger.click();
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog.job-modal')?.open, null, { timeout: 2000 });
    expect(await title.textContent()).toBe(cmsTitle);
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.evaluate((element) => element === document.activeElement), { timeout: 1000 }).toBe(true);
  });

  it('mode: localStorage and html[data-mode] follow the 1200 px breakpoint', async () => {
    const { page } = await visit(HOME, { width });
    const mode = () =>
      page.evaluate(
        (key) => ({ stored: localStorage.getItem(key), attribute: document.documentElement.dataset.mode }),
        LOCAL_STORAGE_KEYS.mode,
      );
    const initial = phone ? 'mobile' : 'desktop';
    const other = phone ? 'desktop' : 'mobile';
    expect(await mode()).toEqual({ stored: initial, attribute: initial });
    const size = page.viewportSize() ?? { width, height: 844 };
    await page.setViewportSize({ width: phone ? MOBILE_BELOW_PX + 100 : MOBILE_BELOW_PX - 200, height: size.height });
    await expect.poll(mode, { timeout: 2000 }).toEqual({ stored: other, attribute: other });
    await page.setViewportSize(size);
    await expect.poll(mode, { timeout: 2000 }).toEqual({ stored: initial, attribute: initial });
  });

  it(phone ? 'cursor dot: never loaded on a touch screen' : 'cursor dot: shown after a mouse move, following the pointer', async () => {
    const visitor = await visit(HOME, { width });
    const { page, chunks } = visitor;
    const dot = page.locator('.cursor-dot');
    if (phone) {
      await idleDone(visitor);
      await page.mouse.move(120, 300);
      await page.locator('main h1').first().tap();
      await page.waitForTimeout(300);
      expect(chunks).not.toContain('cursor');
      expect(await dot.isHidden()).toBe(true);
      return;
    }
    await chunkRan(visitor, 'cursor');
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await dot.waitFor({ state: 'visible', timeout: 2000 });
    const centre = () =>
      dot.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      });
    await expect.poll(centre, { timeout: 1000 }).toEqual({ x: 220, y: 320 });
    await page.mouse.move(640, 420, { steps: 4 });
    await expect.poll(centre, { timeout: 1000 }).toEqual({ x: 640, y: 420 });
  });

  it('loading splash: show-loading shows it with the Lottie heart, hide-loading slides it away', async () => {
    const { page, chunks } = await visit(HOME, { width });
    const splash = page.locator('.loading-splash');
    expect(await splash.isHidden()).toBe(true);
    // The island starts when idle: the event is repeated until its listener is there.
    await page.waitForFunction(
      () => {
        window.dispatchEvent(new CustomEvent('show-loading'));
        return document.querySelector<HTMLElement>('.loading-splash')?.hidden === false;
      },
      null,
      { polling: 100, timeout: 5000 },
    );
    await page.locator('.loading-splash__animation svg').waitFor({ state: 'attached', timeout: 5000 });
    expect(chunks).toContain('vendor-lottie');
    expect(await splash.isVisible()).toBe(true);

    const hideAt = await page.evaluate(() => {
      const at = performance.now();
      window.dispatchEvent(new CustomEvent('hide-loading'));
      return at;
    });
    await splash.waitFor({ state: 'hidden', timeout: 2000 });
    const hiddenAfter = ((await firstChange(page, '.loading-splash', true, hideAt)) ?? 0) - hideAt;
    expect(hiddenAfter, 'hidden after the 600 ms slide').toBeGreaterThanOrEqual(595);
    expect(hiddenAfter).toBeLessThan(1200);
  });

  it('newsletter brush: drawn with Lottie once the block is in view', async () => {
    const visitor = await visit(HOME, { width });
    const { page, chunks } = visitor;
    // The island starts when idle and watches the block from then on.
    await chunkRan(visitor, 'newsletter-brush');
    expect(chunks).not.toContain('vendor-lottie');
    await page
      .locator('[data-island="newsletter-brush"]')
      .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.locator('.newsletter__brush-player svg').waitFor({ state: 'attached', timeout: 5000 });
    expect(chunks).toContain('vendor-lottie');
    // Drawn to its end without a console error or warning (the page sweep below runs without Lottie).
    await page.waitForTimeout(TIMINGS_MS.newsletterBrush + 200);
    expect(visitor.problems).toEqual([]);
  });

  it(
    phone ? 'booking button pulses (4.5 s) and the page fades in' : 'page fades in; the booking button is in the header, not floating',
    async () => {
      const { page } = await visit(HOME, { width });
      expect(await page.locator('main').evaluate((element) => getComputedStyle(element).animationName)).toBe('page-fade-in');
      if (!phone) {
        expect(await page.locator('.floating-booking').isVisible()).toBe(false);
        expect(await page.locator('.site-header__book').isVisible()).toBe(true);
        return;
      }
      const pulse = await page.locator('.floating-booking').evaluate((element) => {
        const computed = getComputedStyle(element, '::before');
        const animation = element
          .getAnimations({ subtree: true })
          .find((candidate) => (candidate as CSSAnimation).animationName === 'booking-pulse');
        const animated = new Set(
          (animation?.effect as KeyframeEffect | undefined)
            ?.getKeyframes()
            .flatMap((keyframe) =>
              Object.keys(keyframe).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
            ),
        );
        return {
          name: computed.animationName,
          duration: computed.animationDuration,
          running: animation?.playState === 'running',
          animated: [...animated].sort(),
        };
      });
      // Scale and opacity only, which the compositor animates without repainting the page.
      expect({ ...pulse, duration: milliseconds(pulse.duration) }).toEqual({
        name: 'booking-pulse',
        duration: TIMINGS_MS.bookingButtonPulse,
        running: true,
        animated: ['opacity', 'scale'],
      });
    },
  );

  /** A `navigator.connection` as Chromium would report it on such a network. */
  const network = (connection: { saveData: boolean; effectiveType: string }) => async (context: BrowserContext) => {
    await context.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
    }, connection);
  };
  const PREFETCH_CASES = [
    { title: 'on a normal connection: likely pages when idle, the booking page among them', prepare: undefined, expected: true },
    { title: 'with Save-Data: nothing', prepare: network({ saveData: true, effectiveType: '4g' }), expected: false },
    { title: 'on 2g: nothing', prepare: network({ saveData: false, effectiveType: '2g' }), expected: false },
  ];

  it.for(PREFETCH_CASES)('prefetch $title', async ({ prepare, expected }) => {
    const visitor = await visit(HOME, { width, prepare });
    const { page } = visitor;
    const prefetched = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href')),
      );
    await chunkRan(visitor, 'prefetch');
    if (expected) {
      await expect.poll(prefetched, { timeout: 1000 }).toContain(BOOKING);
    } else {
      await page.waitForTimeout(200);
      expect(await prefetched()).toEqual([]);
    }
  });

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

  it('progress bar: shown while the newsletter posts, hidden 500 ms after the answer', async () => {
    const page = await newsletterPost(800, false);
    const bar = page.locator('.progress-bar');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.locator('#form-newsletter button[type="submit"]').click();
    await bar.waitFor({ state: 'visible', timeout: 700 });
    const response = await answered;
    const answeredAt = await page.evaluate(() => performance.now());
    expect(response.status()).toBe(200);
    const shownAt = (await firstChange(page, '.progress-bar', false)) ?? Number.POSITIVE_INFINITY;
    expect(shownAt).toBeLessThan(answeredAt);
    await bar.waitFor({ state: 'hidden', timeout: 2000 });
    const hiddenAfter = ((await firstChange(page, '.progress-bar', true, shownAt)) ?? 0) - answeredAt;
    expect(hiddenAfter).toBeGreaterThanOrEqual(TIMINGS_MS.progressHide - 200);
    expect(hiddenAfter).toBeLessThan(TIMINGS_MS.progressHide + 500);
    await page.locator('#form-newsletter .form__done').waitFor({ timeout: 2000 });
  });

  it('progress bar: marked failed when the post is lost, then hidden 500 ms later; the form says so', async () => {
    const page = await newsletterPost(600, true);
    const bar = page.locator('.progress-bar');
    await page.locator('#form-newsletter button[type="submit"]').click();
    await bar.waitFor({ state: 'visible', timeout: 700 });
    await expect.poll(() => hasClass(page, '.progress-bar', 'progress-bar--failed'), { timeout: 2000 }).toBe(true);
    const failedAt = await page.evaluate(() => performance.now());
    await bar.waitFor({ state: 'hidden', timeout: 2000 });
    const hiddenAfter = ((await firstChange(page, '.progress-bar', true, failedAt - 100)) ?? 0) - failedAt;
    expect(hiddenAfter).toBeGreaterThanOrEqual(TIMINGS_MS.progressHide - 200);
    expect(hiddenAfter).toBeLessThan(TIMINGS_MS.progressHide + 500);
    expect((await page.locator('#form-newsletter-alert').textContent())?.trim()).toBe(m.forms.newsletter.failure);
  });

  it('chunk reload guard: a chunk that fails to load reloads the page once, not again within 60 s', async () => {
    const { page } = await visit(HOME, {
      width,
      prepare: (context) => context.route('**/assets/forms-*.js', (route) => route.abort()),
    });
    let loads = 0;
    page.on('load', () => loads++);
    const email = page.locator('#form-newsletter-email');
    const reloaded = page.waitForEvent('load');
    await email.focus();
    await reloaded;
    expect(loads).toBe(1);
    const stamp = Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')));
    expect(Math.abs(Date.now() - stamp)).toBeLessThan(60_000);

    const failed = page.waitForEvent('requestfailed', (request) => /\/assets\/forms-/.test(request.url()));
    await email.focus();
    await failed;
    await page.waitForTimeout(1000);
    expect(loads, 'no second reload within 60 s').toBe(1);
    expect(Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')))).toBe(stamp);
  });

  it('online/offline: the status line says so', async () => {
    const visitor = await visit(HOME, { width });
    const { page, context } = visitor;
    // The island is fetched when the browser is idle: a page offline before that cannot fetch it.
    await idleDone(visitor);
    const status = page.locator('.connection-status');
    await context.setOffline(true);
    await expect.poll(() => status.textContent(), { timeout: 5000 }).toBe(m.layout.offline);
    expect(await status.isVisible()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => status.textContent(), { timeout: 2000 }).toBe(m.layout.online);
  });
});

// ---------------------------------------------------------------------------------------------
// Desktop only
// ---------------------------------------------------------------------------------------------

describe('language box at 1440 px', () => {
  it('hidden at rest, shown on hover and on focus, opened by its button and closed by a click outside', async () => {
    const { page } = await visit(HOME, { width: 1440 });
    const box = page.locator('.language-switcher--dropdown');
    const button = box.locator('.language-switcher__current');
    const visibility = () => box.locator('ul').evaluate((element) => getComputedStyle(element).visibility);
    const away = () => page.mouse.move(5, 600);

    expect(await visibility()).toBe('hidden');
    await box.hover();
    await expect.poll(visibility, { timeout: 2000 }).toBe('visible');
    await away();
    await expect.poll(visibility, { timeout: 2000 }).toBe('hidden');

    // Keyboard focus on the button (the hover above already started the island).
    await page.waitForFunction(() => document.querySelector('.language-switcher--dropdown')?.hasAttribute('data-managed'), null, {
      timeout: 3000,
    });
    await button.focus();
    await expect.poll(visibility, { timeout: 2000 }).toBe('visible');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(visibility, { timeout: 2000 }).toBe('hidden');

    // A tap on the button opens it; the pointer leaves; a click elsewhere closes it.
    await button.click();
    await away();
    await page.waitForTimeout(100);
    expect(await button.getAttribute('aria-expanded'), 'a click on the button opens the list').toBe('true');
    await expect.poll(visibility, { timeout: 2000 }).toBe('visible');
    await page.mouse.click(5, 600);
    await expect.poll(visibility, { timeout: 2000 }).toBe('hidden');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });
});

// ---------------------------------------------------------------------------------------------
// Phone only
// ---------------------------------------------------------------------------------------------

describe('at 390 px', () => {
  it('language choice: no header box on the phone; the menu lists every language', async () => {
    const { page } = await visit(HOME, { width: 390 });
    expect(await page.locator('.language-switcher--dropdown').isVisible()).toBe(false);
    await page.locator('summary.menu__toggle').click();
    const languages = page.locator('.menu__panel .language-switcher li');
    await expect.poll(() => languages.count(), { timeout: 2000 }).toBe(6);
    await page
      .locator('.menu__panel > .language-switcher')
      .evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    expect(await page.locator('.menu__panel .language-switcher a[hreflang="de"]').isVisible()).toBe(true);
  });

  it('the accommodation unit page fits the phone (no horizontal overflow)', async () => {
    const { page } = await visit(unitPath, { width: 390 });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *')]
        .filter((element) => element.getBoundingClientRect().right > 391)
        .slice(0, 3)
        .map(
          (element) => `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
        ),
    );
    expect(wide, 'elements reaching past the right edge').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  it('newsletter brush: drawn too when the visitor reached the block before its island started', async () => {
    // A slow network: the idle island's chunk takes a second; the visitor scrolls down at once.
    const visitor = await visit(HOME, {
      width: 390,
      prepare: (context) =>
        context.route('**/assets/newsletter-brush-*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          await route.continue();
        }),
    });
    const { page } = visitor;
    await page
      .locator('[data-island="newsletter-brush"]')
      .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await chunkRan(visitor, 'newsletter-brush');
    await page.locator('.newsletter__brush-player svg').waitFor({ state: 'attached', timeout: 4000 });
  });

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

// ---------------------------------------------------------------------------------------------
// Reduced motion
// ---------------------------------------------------------------------------------------------

describe('reduced motion at 390 px', () => {
  const options = { width: 390, reducedMotion: true } as const;

  it('menu links are there at once, without animation', async () => {
    const { page } = await visit(HOME, options);
    const toggle = page.locator('summary.menu__toggle');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 3000 }).toBe('true');
    const links = await page
      .locator('.menu__main li, .menu__secondary li')
      .evaluateAll((elements) =>
        elements.map((element) => ({ name: getComputedStyle(element).animationName, opacity: getComputedStyle(element).opacity })),
      );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toEqual({ name: 'none', opacity: '1' });
    expect(await page.locator('.menu__secondary li a').last().isVisible()).toBe(true);
  });

  it('loading splash without Lottie, hidden at once', async () => {
    const { page, chunks } = await visit(HOME, options);
    const splash = page.locator('.loading-splash');
    await page.waitForFunction(
      () => {
        window.dispatchEvent(new CustomEvent('show-loading'));
        return document.querySelector<HTMLElement>('.loading-splash')?.hidden === false;
      },
      null,
      { polling: 100, timeout: 5000 },
    );
    await page.waitForTimeout(500);
    expect(chunks).not.toContain('vendor-lottie');
    expect(chunks).not.toContain('lottie');
    expect(await page.locator('.loading-splash__animation svg').count()).toBe(0);
    expect(await page.locator('.loading-splash__heart').isVisible()).toBe(true);
    const hideAt = await page.evaluate(() => {
      const at = performance.now();
      window.dispatchEvent(new CustomEvent('hide-loading'));
      return at;
    });
    await splash.waitFor({ state: 'hidden', timeout: 1000 });
    expect(((await firstChange(page, '.loading-splash', true, hideAt)) ?? 0) - hideAt).toBeLessThan(200);
  });

  it('newsletter brush stays still: no Lottie', async () => {
    const visitor = await visit(HOME, options);
    const { page, chunks } = visitor;
    await page
      .locator('[data-island="newsletter-brush"]')
      .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await chunkRan(visitor, 'newsletter-brush');
    await page.waitForTimeout(300);
    expect(chunks).not.toContain('vendor-lottie');
    expect(await page.locator('.newsletter__brush-player svg').count()).toBe(0);
    expect(await page.locator('.newsletter__brush-still').isVisible()).toBe(true);
  });

  it('no booking-button pulse, no page fade-in', async () => {
    const { page } = await visit(HOME, options);
    expect(await page.locator('.floating-booking').evaluate((element) => getComputedStyle(element, '::before').animationName)).toBe('none');
    expect(await page.locator('main').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});

// ---------------------------------------------------------------------------------------------
// Motion, welcome or not
// ---------------------------------------------------------------------------------------------

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
        await expect.poll(() => hasClass(page, 'header.site-header', 'site-header--scrolled'), { timeout: STARVED_MS }).toBe(true);
        await untilMoved(page, '.site-header');
        const promo = page.locator('.floating-promo');
        await promo.waitFor({ state: 'visible', timeout: STARVED_MS });
        await expect.poll(() => hasClass(page, '.floating-promo', 'floating-promo--shown'), { timeout: STARVED_MS }).toBe(true);
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
