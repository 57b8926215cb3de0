import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pricesPageSchema } from '../../shared/cms/index.ts';
import { brokenStayRule, stayRuleError, stayRulesOf, stayRuleValues } from '../../shared/forms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { hydrateForm, openAt, placement } from '../support/booking-path.ts';
import { fileBrowser } from '../support/browser.ts';
import { islandReady } from '../support/pages.ts';

/**
 * The price list's minimum stays and arrival days on the home page's date search, in Chromium
 * at 390 px and 1440 px (docs/product.md "Booking path"): a Wednesday arrival in July is
 * stopped in the page, before anything is sent, with the rule next to the arrival and announced
 * above the search; corrected to a Saturday, the search reaches the booking engine's page. The
 * request form's island says the same in its error summary before it posts anything.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await fileBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The message for a village stay, from the rules the demo CMS serves and the catalogue. */
async function expectedMessage(locale: Locale, checkin: string, checkout: string): Promise<string> {
  const response = await fetch(`${inject('demoUrl')}/cms/${locale}/page/prezzi`);
  const rules = stayRulesOf(pricesPageSchema.parse(await response.json()).seasons);
  const broken = brokenStayRule(rules, { site: 'villaggio', checkin, checkout });
  if (!broken) throw new Error(`${checkin}–${checkout} breaks no rule`);
  const [, key] = stayRuleError(broken).code.split('.') as [string, keyof ReturnType<typeof getMessages>['forms']['errors']];
  return format(getMessages(locale).forms.errors[key], stayRuleValues(broken.rule, locale));
}

describe('the date search and the price list’s stay rules', () => {
  it.for([
    { width: 390 as const, locale: 'en' as const },
    { width: 1440 as const, locale: 'pl' as const },
  ])(
    'at $width px in $locale: a Wednesday arrival in July is stopped before it is sent, a Saturday reaches the engine',
    async ({ width, locale }) => {
      const home = buildPath('home', locale);
      const { page, problems, close } = await openAt(browser, width, true, home);
      try {
        const b = getMessages(locale).booking;
        const search = page.locator('#book-online');
        await islandReady(page, '#book-online');
        // Every request the page makes from here on: nothing may leave for the engine's door while the rule is broken.
        const sent: string[] = [];
        page.on('request', (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) sent.push(request.url());
        });

        await search.locator('input[name="site"][value="villaggio"]').check();
        await search.locator('#date-search-checkin').fill('2027-07-07');
        await search.locator('#date-search-checkout').fill('2027-07-14');
        await search.locator('#date-search-adults').fill('2');
        await search.getByRole('button', { name: b.searchBook }).click();

        const message = search.locator('#date-search-checkin-error');
        await message.waitFor();
        const expected = await expectedMessage(locale, '2027-07-07', '2027-07-14');
        if (locale === 'en')
          expect(expected).toBe('From 26 June to 27 August stays are at least 7 nights, arriving on Saturday or Sunday.');
        expect(await message.textContent()).toBe(expected);
        expect(await message.isVisible()).toBe(true);
        // Announced above the search, the arrival marked and described by it, and the focus on it.
        expect(await search.locator('.date-search__problem[role="alert"]').textContent()).toBe(b.searchProblem);
        const arrival = search.locator('#date-search-checkin');
        expect(await arrival.getAttribute('aria-invalid')).toBe('true');
        expect(await arrival.getAttribute('aria-describedby')).toContain('date-search-checkin-error');
        expect(await placement(page, '#date-search-checkin')).toMatchObject({ found: true, focused: true });
        // Nothing was sent: the page is the home page still.
        expect(sent).toEqual([]);
        expect(new URL(page.url()).pathname).toBe(home);

        // The request instead is held to the same rule: the village would refuse it too.
        await search.getByRole('button', { name: b.searchRequestInstead }).click();
        expect(await message.textContent()).toBe(expected);
        expect(sent).toEqual([]);

        // Corrected to a Saturday to Saturday week: the message goes as the date changes.
        await arrival.fill('2027-07-10');
        await search.locator('#date-search-checkout').fill('2027-07-17');
        await message.waitFor({ state: 'detached' });
        expect(await search.locator('.date-search__problem').count()).toBe(0);
        expect(await arrival.getAttribute('aria-invalid')).toBeNull();

        await search.getByRole('button', { name: b.searchBook }).click();
        await page.waitForURL((url) => url.pathname === '/booking/book');
        expect(await page.locator('#received dd[data-field="checkin"]').textContent()).toBe('10-7-2027');
        expect(await page.locator('#received dd[data-field="checkout"]').textContent()).toBe('17-7-2027');
        expect(sent.some((url) => new URL(url).pathname === `/book/${locale}`)).toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe('the request form and the price list’s stay rules', () => {
  it('at 1440 px in de: a stay too short in July is in the error summary and on the departure, and nothing is posted', async () => {
    const { page, problems, close } = await openAt(browser, 1440, true, buildPath('booking', 'de'));
    try {
      await hydrateForm(page, 'availability', 'firstname');
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.locator('#form-availability input[name="site"][value="villaggio"]').check();
      await page.locator('#form-availability-checkin').fill('2027-07-03');
      await page.locator('#form-availability-checkout').fill('2027-07-06');
      await page.locator('#form-availability-guests-adults').fill('2');
      await page.locator('#form-availability-firstname').fill('Jonas');
      await page.locator('#form-availability-lastname').fill('Weber');
      await page.locator('#form-availability-email').fill('jonas.weber@example.com');
      await page.locator('#form-availability button[type="submit"]').click();

      const summary = page.locator('#form-availability-alert');
      await summary.locator('a').first().waitFor();
      const expected = await expectedMessage('de', '2027-07-03', '2027-07-06');
      expect(expected).toBe('Vom 26. Juni bis 27. August beträgt der Mindestaufenthalt 7 Nächte, Anreise am Samstag oder Sonntag.');
      expect(await summary.locator('a').allTextContents()).toEqual([`${getMessages('de').forms.availability.checkout}: ${expected}`]);
      expect(await page.locator('#form-availability-checkout-error').textContent()).toBe(expected);
      await expect.poll(() => placement(page, '#form-availability-alert')).toMatchObject({ focused: true });
      expect(posts).toEqual([]);

      // A week from Saturday to Saturday: the message goes once the departure is right.
      await page.locator('#form-availability-checkout').fill('2027-07-10');
      await page.locator('#form-availability-checkout').blur();
      await page.locator('#form-availability-checkout-error').waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
