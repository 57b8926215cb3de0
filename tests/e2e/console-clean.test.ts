import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { newVisitor } from '../support/behaviours.ts';
import { BOOKING, CAREERS, HOME, hydrateForm, USEFUL_INFO } from '../support/behaviour-suite.ts';
import { fileBrowser } from '../support/browser.ts';
import { PAGE_TYPES, resolvePageType } from '../support/page-types.ts';
import { contextAt, WIDTHS } from '../support/pages.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('sweeps');

/**
 * The pages with forms, in every language, with their forms used, and the not-found page: no
 * console error or warning and no React hydration warning, in Chromium under reduced motion.
 */

let browser: Browser;

type PageCase = { name: string; path: () => string; status?: number; hasForms?: boolean };
/** Every page type of tests/support/page-types.ts that is not a fixed path, its page found in beforeAll. */
const pageTypePaths = new Map<string, string>();
/** The accommodation unit is the "accommodation" page type: the first unit of the maxicaravan list. */
const unitPath = () => pageTypePaths.get('accommodation') ?? '';
/** Pages whose forms must be there to be used (their React islands hydrate in the test). */
const FORM_PAGES: PageCase[] = [
  { name: 'home', path: () => HOME, hasForms: true },
  { name: 'accommodation unit (gallery)', path: unitPath, hasForms: true },
  { name: 'booking', path: () => BOOKING, hasForms: true },
  { name: 'careers', path: () => CAREERS, hasForms: true },
  { name: 'useful info', path: () => USEFUL_INFO, hasForms: true },
];
/**
 * Every other page type is loaded with its scripts by the crawl (tests/sweep/crawl.test.ts), one
 * page per screen, scrolled to its footer, failing on any console error or warning; the crawl
 * only follows links, so the not-found page is checked here.
 */
const OTHER_PAGE_TYPES = PAGE_TYPES.filter((pageType) => pageType.name === 'not found');
const OTHER_PAGES: PageCase[] = OTHER_PAGE_TYPES.map((pageType) => ({
  name: pageType.name,
  path: () => pageTypePaths.get(pageType.name) ?? '',
  status: 404,
}));
/** The form pages in every other language: dates and messages are written per language. */
const LANGUAGE_PAGES: PageCase[] = LOCALES.filter((locale) => locale !== 'it').flatMap((locale) => [
  { name: `booking (${locale})`, path: () => buildPath('booking', locale), hasForms: true },
  { name: `careers (${locale})`, path: () => buildPath('careers', locale), hasForms: true },
]);
/**
 * The pages whose islands take another mode on a desktop (the promo slides, the gallery opens
 * wide) at both widths; the other form pages at 1440 px, their other languages on the phone.
 * Otherwise a width changes CSS, not what hydrates.
 */
const BOTH_WIDTHS = new Set(['home', 'accommodation unit (gallery)']);
const CLEAN_CASES = [
  ...WIDTHS.flatMap((width) =>
    FORM_PAGES.filter((pageCase) => width === 1440 || BOTH_WIDTHS.has(pageCase.name)).map((pageCase) => ({ ...pageCase, width })),
  ),
  ...[...OTHER_PAGES, ...LANGUAGE_PAGES].map((pageCase) => ({ ...pageCase, width: 390 as const })),
];

/** The field of each form that a visitor fills first (an invalid value: nothing is sent). */
const FIRST_FIELD: Record<string, string> = {
  'form-newsletter': 'email',
  'form-availability': 'firstname',
  'form-application': 'surname',
  'form-position': 'name',
  'form-contact': 'name',
};

/** Whether the form shows a field as invalid and a control described by an error message with text. */
function toldWhatIsWrong(page: Page, island: string): Promise<boolean> {
  return page
    .locator(`[data-island="${island}"]`)
    .evaluate(
      (root) =>
        root.querySelector('[aria-invalid="true"]') !== null &&
        [...root.querySelectorAll('[aria-describedby]')].some((control) =>
          (control.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .some((id) => id.endsWith('-error') && Boolean(document.getElementById(id)?.textContent?.trim())),
        ),
    );
}

beforeAll(async () => {
  browser = await fileBrowser();
  const context = await browser.newContext(contextAt(1440));
  const page = await context.newPage();
  for (const pageType of [...OTHER_PAGE_TYPES, ...PAGE_TYPES.filter((pageType) => pageType.name === 'accommodation')]) {
    pageTypePaths.set(pageType.name, await resolvePageType(page, inject('siteUrl'), pageType));
  }
  await context.close();
});

afterAll(async () => {
  await browser?.close();
});

describe('no console error or warning, no hydration warning', () => {
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
          // By keyboard: at 390 px the unit page overflows (see layout-and-pointer.test.ts), which misleads pointer clicks.
          await page.locator(`[data-island="${island}"] .form__actions button[type="submit"]`).focus();
          await page.keyboard.press('Enter');
          // The form answers: a field marked invalid, described by a message with text.
          await expect.poll(() => toldWhatIsWrong(page, island), { timeout: 30_000 }).toBe(true);
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
