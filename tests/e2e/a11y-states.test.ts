import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { LanguageSwitcher } from '../../client/components/LanguageSwitcher.tsx';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { fileBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';
import { contextAt, firstDetailLink, islandReady, settle, WIDTHS, type Width } from '../support/pages.ts';
import { axeScan } from '../support/axe.ts';

/**
 * WCAG 2.2 AA in the states a page scan does not reach: the menu, the language box,
 * the gallery and the job modal open, and every form showing its errors, each scanned by axe
 * with no violation of any impact; and the keyboard facts behind them: focus moves into each
 * overlay, stays there on Tab, and goes back to its opener on Escape; invalid fields point at
 * their error; the error summary is announced by a live region; every language name in the
 * switcher is marked with its own language.
 */

const HOME = buildPath('home', 'it');
const CAREERS = buildPath('careers', 'it');
const ACCOMMODATION_TYPE = `${buildPath('accommodations', 'it')}/maxicaravan`;
const POSITIONS = buildPath('positions', 'it');

let browser: Browser;
let unitPath = '';
let positionPath = '';

beforeAll(async () => {
  browser = await fileBrowser();
  const context = await browser.newContext(contextAt(1440));
  const page = await context.newPage();
  const siteUrl = inject('siteUrl');
  const list = async (path: string) => {
    const response = await page.goto(`${siteUrl}${path}`);
    if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}: ${(await page.content()).slice(0, 500)}`);
  };
  await list(ACCOMMODATION_TYPE);
  unitPath = await firstDetailLink(page, ACCOMMODATION_TYPE, { depth: 2 });
  await list(POSITIONS);
  positionPath = await firstDetailLink(page, POSITIONS);
  await context.close();
});

afterAll(async () => {
  await browser?.close();
});

/** A page at one width in its own context, the cookie choice made; closed by the returned function. */
async function open(path: string, width: Width): Promise<{ page: Page; close: () => Promise<void> }> {
  const context: BrowserContext = await browser.newContext(contextAt(width));
  await rememberConsent(context);
  const page = await context.newPage();
  const response = await page.goto(`${inject('siteUrl')}${path}`);
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
  return { page, close: () => context.close() };
}

/** Every axe violation on the page as it is now, one line per node. */
async function violations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await axeScan(page);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.impact ?? violation.impact} ${violation.id} at ${node.target.join(' ')}: ${violation.help}`),
  );
}

/** Waits until the animations inside `container` are done, so axe reads final colours and opacity. */
function settled(container: Locator): Promise<unknown> {
  return container.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
}

const isActive = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (then Shift+Tab) more times than `container` has focusable elements and returns
 * where the focus was after each press that left it: empty when focus stayed inside.
 * `allowBody`: a native modal dialog may hand the focus to the browser's own UI between laps.
 */
async function escapes(page: Page, container: Locator, allowBody = false): Promise<string[]> {
  const count = await container.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, summary, [tabindex="0"]')
        .length,
  );
  const left: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press <= count + 1; press++) {
      await page.keyboard.press(key);
      const where = await container.evaluate((element, body) => {
        const active = document.activeElement;
        if (active && element.contains(active)) return null;
        if (body && (active === null || active === document.body)) return null;
        return active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}.${active.className}` : 'nothing';
      }, allowBody);
      if (where) left.push(`${key} ${press + 1}: ${where}`);
    }
  }
  return left;
}

// Concurrent: each test has its own context, and most of its time is waiting on the browser.
describe.concurrent.each(WIDTHS)('at %i px', (width) => {
  it('menu open: no axe violation; focus moves in, is trapped, and returns to the toggle on Escape', async ({ expect }) => {
    const { page, close } = await open(HOME, width);
    try {
      const menu = page.locator('details.menu');
      const toggle = page.locator('summary.menu__toggle');
      // By keyboard only: focus (which starts the island) and Enter.
      await toggle.focus();
      await islandReady(page, 'details.menu');
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('true');
      await settled(menu);
      expect(await violations(page)).toEqual([]);

      // Tab moves from the toggle into the panel, and never out of the menu.
      await page.keyboard.press('Tab');
      expect(await page.locator('.menu__panel').evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
      expect(await escapes(page, menu)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('false');
      expect(await isActive(toggle), 'focus returns to the toggle').toBe(true);
    } finally {
      await close();
    }
  });

  it('gallery open: no axe violation; focus moves in, is trapped, and returns to the image link on Escape', async ({ expect }) => {
    const { page, close } = await open(unitPath, width);
    try {
      const link = page.locator('ul.gallery a.gallery__open').nth(1);
      await link.scrollIntoViewIfNeeded();
      await islandReady(page, 'ul.gallery');
      await islandReady(page, '.gallery-overlay');
      await link.focus();
      await page.keyboard.press('Enter');
      const overlay = page.locator('.gallery-overlay');
      await overlay.waitFor({ state: 'visible', timeout: 5000 });
      await expect.poll(() => overlay.evaluate((element) => element.contains(document.activeElement)), { timeout: 5000 }).toBe(true);
      await page.locator('.gallery-overlay__stage img').evaluate((image) => (image as HTMLImageElement).decode().catch(() => undefined));
      await settled(overlay);
      expect(await violations(page)).toEqual([]);
      expect(await escapes(page, overlay)).toEqual([]);

      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'hidden', timeout: 5000 });
      await expect.poll(() => isActive(link), { timeout: 5000 }).toBe(true);
    } finally {
      await close();
    }
  });

  it('job modal open: no axe violation; focus moves in, stays in the dialog, and returns to its button on Escape', async ({ expect }) => {
    const { page, close } = await open(CAREERS, width);
    try {
      const trigger = page.locator('[data-workmodal]');
      await trigger.waitFor({ state: 'visible', timeout: 5000 });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator('dialog.job-modal');
      await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog.job-modal')?.open, null, { timeout: 5000 });
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await settled(dialog);
      expect(await violations(page)).toEqual([]);
      expect(await escapes(page, dialog, true)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.evaluate((element) => (element as HTMLDialogElement).open), { timeout: 5000 }).toBe(false);
      await expect.poll(() => isActive(trigger), { timeout: 5000 }).toBe(true);
    } finally {
      await close();
    }
  });

  type FormCase = { form: string; path: () => string; field: string };
  const FORMS: FormCase[] = [
    { form: 'newsletter', path: () => HOME, field: 'email' },
    { form: 'availability', path: () => buildPath('booking', 'it'), field: 'firstname' },
    { form: 'application', path: () => buildPath('spontaneousApplication', 'it'), field: 'surname' },
    { form: 'position', path: () => positionPath, field: 'name' },
  ];

  // Each form at one width, the widths taking turns: what a form's errors tie together does not change with the width.
  const formsAt = FORMS.filter((_, index) => WIDTHS[index % WIDTHS.length] === width);
  it.for(formsAt)(
    '$form form submitted empty: no axe violation; errors tied to their fields and announced',
    async ({ form, path, field }, { expect }) => {
      const { page, close } = await open(path(), width);
      try {
        const root = page.locator(`#form-${form}`);
        // Focusing a field starts the island; React has hydrated once the form carries its fiber.
        await page.locator(`#form-${form}-${field}`).focus();
        await page.waitForFunction((selector) => {
          const element = document.querySelector(selector);
          return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
        }, `#form-${form} form`);
        // The live region must be in the page before the message arrives, or nothing is announced.
        const alert = page.locator(`#form-${form}-alert`);
        expect(await alert.getAttribute('role')).toBe('alert');
        expect((await alert.textContent())?.trim()).toBe('');
        await alert.evaluate((element) => Object.assign(element, { wasThere: true }));

        await root.locator('.form__actions button[type="submit"]').focus();
        await page.keyboard.press('Enter');
        await root.locator('.field__error').first().waitFor();

        expect((await alert.textContent())?.trim(), 'the summary is in the live region').not.toBe('');
        expect(await alert.evaluate((element) => (element as unknown as { wasThere?: boolean }).wasThere)).toBe(true);

        // Every invalid control names its error, and every error shown is named by a control.
        const ties = await root.evaluate((element) => {
          const described = (control: Element) =>
            (control.getAttribute('aria-describedby') ?? '')
              .split(/\s+/)
              .filter(Boolean)
              .map((id) => document.getElementById(id));
          const invalid = [...element.querySelectorAll('[aria-invalid="true"]')].map((control) => ({
            control: control.id,
            errors: described(control)
              .filter((target) => target?.classList.contains('field__error'))
              .map((target) => target?.textContent?.trim() ?? ''),
          }));
          const referenced = new Set(
            [...element.querySelectorAll('[aria-describedby]')].flatMap((control) =>
              control.getAttribute('aria-describedby')?.split(/\s+/),
            ),
          );
          const orphans = [...element.querySelectorAll('.field__error')]
            .filter((error) => !referenced.has(error.id))
            .map((error) => error.id);
          return { invalid, orphans };
        });
        expect(ties.invalid.length, 'at least one field is marked invalid').toBeGreaterThan(0);
        for (const { control, errors } of ties.invalid) {
          expect(errors.length, `${control} is described by its error`).toBe(1);
          expect(errors[0], `${control}'s error has text`).not.toBe('');
        }
        expect(ties.orphans, 'errors no control points at').toEqual([]);
        // The summary has the focus, and each of its links leads to an invalid field.
        expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
        const targets = await alert
          .locator('a')
          .evaluateAll((links) =>
            links.map((link) => document.querySelector(link.getAttribute('href') ?? '')?.closest('.field--invalid') !== null),
          );
        expect(targets.length).toBeGreaterThan(0);
        expect(targets.every(Boolean)).toBe(true);

        expect(await violations(page)).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe.concurrent('language switcher', () => {
  it('at 1440 px the open language box has no axe violation and closes to its button on Escape', async ({ expect }) => {
    const { page, close } = await open(HOME, 1440);
    try {
      const box = page.locator('.language-switcher--dropdown');
      const button = box.locator('.language-switcher__current');
      await button.focus();
      await page.waitForFunction(() => document.querySelector('.language-switcher--dropdown')?.hasAttribute('data-managed'));
      await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('true');
      await expect.poll(() => box.locator('ul').evaluate((list) => getComputedStyle(list).visibility), { timeout: 5000 }).toBe('visible');
      await settled(box);
      expect(await violations(page)).toEqual([]);
      // Tab goes on into the list.
      await page.keyboard.press('Tab');
      expect(await box.locator('ul').evaluate((list) => list.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('false');
      expect(await isActive(button)).toBe(true);
    } finally {
      await close();
    }
  });

  type MarkedText = { text: string; lang: string | null };

  /** Every text of the switchers inside `root` (a selector) with the language it is marked in. */
  const markedTexts = (page: Page, root: string) =>
    page.evaluate((selector) => {
      const texts: MarkedText[] = [];
      for (const container of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          if (text) texts.push({ text, lang: node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? null });
        }
      }
      return texts;
    }, root);

  /**
   * A language's own name must be marked with that language, alone in its element; the words
   * around it ("not available in …") with the page's language. Returns what is marked wrong.
   */
  function mislabelled(texts: MarkedText[], pageLanguage: string): string[] {
    return texts.flatMap(({ text, lang }) => {
      const named = LOCALES.find((locale) => text.includes(LOCALE_NAMES[locale]));
      if (named && text !== LOCALE_NAMES[named]) return [`"${text}" mixes a language name with other words`];
      if (named && lang !== named) return [`"${text}" is marked ${lang}, not ${named}`];
      const isCode = LOCALES.some((locale) => text === locale.toUpperCase());
      if (!named && !isCode && lang !== pageLanguage) return [`"${text}" is marked ${lang}, not the page's ${pageLanguage}`];
      return [];
    });
  }

  it('every language name carries its own lang, on the page and for a language without this page', async ({ expect }) => {
    const { page, close } = await open(HOME, 1440);
    try {
      // On the site: the header box and the menu's list.
      const texts = await markedTexts(page, '.language-switcher');
      for (const locale of LOCALES) expect(texts.map(({ text }) => text)).toContain(LOCALE_NAMES[locale]);
      expect(mislabelled(texts, 'it')).toEqual([]);

      // A detail page may miss a language: its entry is listed unlinked, and marked the same way.
      const links = LOCALES.map((locale: Locale) => ({ locale, href: locale === 'de' ? null : `/${locale}` }));
      const markup = renderToStaticMarkup(createElement(LanguageSwitcher, { locale: 'it', links, dropdown: true }));
      expect(markup).toContain('language-switcher__unavailable');
      await page.evaluate((html) => {
        const host = document.createElement('div');
        host.id = 'rendered-switcher';
        host.innerHTML = html;
        document.body.append(host);
      }, markup);
      const rendered = await markedTexts(page, '#rendered-switcher');
      expect(rendered.map(({ text }) => text)).toContain(LOCALE_NAMES.de);
      expect(mislabelled(rendered, 'it')).toEqual([]);
    } finally {
      await close();
    }
  });
});
