import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALE_NAMES, LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { fileBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';
import { runInLane } from '../support/lanes.ts';
import { contextAt, WIDTHS, type Width } from '../support/pages.ts';

// An accept loads the tag manager, whose stand-in log tests/e2e/consent.test.ts counts.
runInLane('visits');

/**
 * Two things a visitor trips on, in Chromium at both widths: the cookie dialog opened again from
 * the footer says which choice is stored, and opens with the focus on its title, ringed only from
 * the keyboard; the language switcher names each language in itself, not by its code.
 */

const consent = getMessages('it').consent;

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await fileBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function newPage(options: BrowserContextOptions, choice?: 'rejected'): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  if (choice) await rememberConsent(context, choice);
  return context.newPage();
}

const url = (path: string) => new URL(path, inject('siteUrl')).toString();
const dialog = (page: Page) => page.locator('dialog.cookie-consent');
const footerControl = (page: Page) => page.locator('footer [data-consent-open]');

async function opened(page: Page): Promise<void> {
  await page.waitForSelector('dialog.cookie-consent[open]');
}

async function closed(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.cookie-consent')?.open);
}

async function islandReady(page: Page): Promise<void> {
  await page.waitForSelector('dialog.cookie-consent[data-island-ready]', { state: 'attached' });
}

/** What has the focus, whether it takes the focus ring, and the outline it draws. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      id: element?.id ?? '',
      ring: element?.matches(':focus-visible') ?? false,
      outline: element ? getComputedStyle(element).outlineStyle : '',
    };
  });
}

/** The stored-choice lines the dialog shows, and each answer's pressed state. */
async function shownChoice(page: Page) {
  const lines = await dialog(page).locator('[data-consent-current]:visible').allTextContents();
  const pressed = await dialog(page)
    .locator('[data-consent-choice]')
    .evaluateAll((buttons) =>
      buttons.map((button) => [(button as HTMLElement).dataset.consentChoice, button.getAttribute('aria-pressed')]),
    );
  return { lines, pressed: Object.fromEntries(pressed) };
}

describe.each(WIDTHS)('the cookie dialog at %i px', (width: Width) => {
  it('opened again from the footer, it shows the choice stored, and the new one after a change', async () => {
    const page = await newPage(contextAt(width));
    await page.goto(url('/'));
    await opened(page);
    await islandReady(page);
    // A first visit has no choice to show.
    expect(await shownChoice(page)).toEqual({ lines: [], pressed: { accepted: null, rejected: null } });
    await dialog(page).getByRole('button', { name: consent.reject }).click();
    await closed(page);

    await footerControl(page).click();
    await opened(page);
    expect(await shownChoice(page)).toEqual({ lines: [consent.currentRejected], pressed: { accepted: 'false', rejected: 'true' } });
    await expect(dialog(page).getByRole('button', { name: consent.reject, pressed: true }).isVisible()).resolves.toBe(true);

    await dialog(page).getByRole('button', { name: consent.accept }).click();
    await closed(page);
    await footerControl(page).click();
    await opened(page);
    expect(await shownChoice(page)).toEqual({ lines: [consent.currentAccepted], pressed: { accepted: 'true', rejected: 'false' } });

    // Still true after a reload: it is read from what was stored.
    await page.reload();
    await islandReady(page);
    await footerControl(page).click();
    await opened(page);
    expect(await shownChoice(page)).toEqual({ lines: [consent.currentAccepted], pressed: { accepted: 'true', rejected: 'false' } });
  });

  it('on a touch screen it opens on its title without a focus ring, first visit or tap; from the keyboard the ring shows', async () => {
    const page = await newPage({ ...contextAt(width), hasTouch: true, isMobile: true });
    await page.goto(url('/'));
    await opened(page);
    // Opened by the page itself, before anyone pressed a key.
    expect(await focused(page)).toEqual({ id: 'cookie-consent-title', ring: false, outline: 'none' });
    await islandReady(page);
    await dialog(page).getByRole('button', { name: consent.reject }).tap();
    await closed(page);

    await footerControl(page).tap();
    await opened(page);
    expect(await focused(page)).toEqual({ id: 'cookie-consent-title', ring: false, outline: 'none' });
    await page.keyboard.press('Escape');
    await closed(page);

    await footerControl(page).focus();
    await page.keyboard.press('Enter');
    await opened(page);
    expect(await focused(page)).toEqual({ id: 'cookie-consent-title', ring: true, outline: 'solid' });
    // Tab goes on to the dialog's first link, neither answer taken for the visitor.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.cookie-consent__more') !== null)).toBe(true);
  });
});

/** Every entry of a language list: its text, `lang`, `hreflang`, and whether its name is shown whole. */
function entries(list: Locator) {
  return list.locator(':scope > li > *').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return {
        text: item.textContent?.trim() ?? '',
        lang: item.getAttribute('lang') ?? item.querySelector('[lang]')?.getAttribute('lang') ?? null,
        hreflang: item.getAttribute('hreflang'),
        hiddenText: item.querySelector('.visually-hidden') !== null,
        fits: item.scrollWidth <= item.clientWidth + 1 && box.right <= document.documentElement.clientWidth,
      };
    }),
  );
}

/** What each list should hold on an Italian page with every language: names, each in its own language. */
const EXPECTED = LOCALES.map((locale) => ({
  text: LOCALE_NAMES[locale],
  lang: locale,
  hreflang: locale === 'it' ? null : locale,
  hiddenText: false,
  fits: true,
}));

describe('the language switcher', () => {
  it('at 1440 px the header box lists each language by its own name', async () => {
    const page = await newPage(contextAt(1440), 'rejected');
    await page.goto(url('/'));
    const box = page.locator('.language-switcher--dropdown');
    // Focus opens the box as hover does, and waits for no splash or promo to move out of the way.
    await box.locator('.language-switcher__current').focus();
    await expect.poll(() => box.locator('ul').evaluate((list) => getComputedStyle(list).visibility), { timeout: 5000 }).toBe('visible');
    expect(await entries(box.locator('ul'))).toEqual(EXPECTED);
    // The button keeps the short code, the current language's name beside it for a screen reader.
    expect(await box.locator('.language-switcher__current').getAttribute('lang')).toBe('it');
  });

  it('at 390 px the menu lists each language by its own name, within the screen', async () => {
    const page = await newPage(contextAt(390), 'rejected');
    await page.goto(url('/'));
    await page.locator('summary.menu__toggle').click();
    const list = page.locator('.menu__panel .language-switcher ul');
    await list.waitFor({ state: 'visible' });
    await page
      .locator('.menu__panel > .language-switcher')
      .evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    expect(await entries(list)).toEqual(EXPECTED);
    expect(await page.locator('.menu__panel .language-switcher a[hreflang="pl"]').isVisible()).toBe(true);
  });

  it.for(WIDTHS)('at %i px the useful-info bar names the languages and keeps the page its own width', async (width) => {
    const page = await newPage(contextAt(width), 'rejected');
    await page.goto(url(buildPath('usefulInfo', 'it')));
    expect(await entries(page.locator('.info-bar .language-switcher ul'))).toEqual(EXPECTED);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
});
