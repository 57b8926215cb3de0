import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../shared/routes/index.ts';
import { submissionReference } from '../../worker/forms/reference.ts';
import { addDays, hydrateForm, NO_JS_MIN_FILL_MS, openAt, placement, recorded, unique } from '../support/booking-path.ts';
import { fileBrowser } from '../support/browser.ts';
import { WIDTHS } from '../support/pages.ts';
import { runInLane } from '../support/lanes.ts';
import { SUITE_TODAY } from '../support/site-days.ts';

runInLane('visits');

/**
 * The availability request as a family uses it in Chromium, at 390 px and 1440 px, with and
 * without JavaScript: two adults and two children reach the booking engine stand-in as four
 * guests in the village's categories (person 1, babies 3), and the confirmation takes the
 * form's place in view with the focus.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await fileBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const BOOKING = buildPath('booking', 'it');

/** The village's categories at the booking engine (demo/content/it/booking-settings.json). */
const VILLAGE = { person: '1', babies: '3' };

async function fillFamily(page: Page, email: string, lastname: string): Promise<{ checkin: string; checkout: string }> {
  const field = (name: string) => page.locator(`#form-availability-${name}`);
  const today = await field('checkin').getAttribute('min');
  if (!today) throw new Error('the check-in input has no min date');
  const checkin = addDays(today, 45);
  const checkout = addDays(today, 52);
  await page.locator('#form-availability input[name="site"][value="villaggio"]').check();
  await field('checkin').fill(checkin);
  await field('checkout').fill(checkout);
  await field('guests-adults').fill('2');
  await field('guests-children').fill('2');
  await field('firstname').fill('Sofia');
  await field('lastname').fill(lastname);
  await field('email').fill(email);
  return { checkin, checkout };
}

async function chooseAges(page: Page): Promise<void> {
  // A 2-year-old is a baby at the village (0–3); a 9-year-old counts as a person there (4+).
  await page.locator('#form-availability-guests-childAge-1').selectOption('2');
  await page.locator('#form-availability-guests-childAge-2').selectOption('9');
}

async function expectFourGuests(email: string): Promise<void> {
  const mine = (await recorded('booking')).filter((request) => new URLSearchParams(request.search).get('email') === email);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.status).toBe(200);
  const params = new URLSearchParams(mine[0]?.search);
  expect(params.get('type')).toBe('villaggio');
  const guests = JSON.parse(params.get('guesttypes') ?? '[]') as { id: string; count: number }[];
  expect(guests).toEqual([
    { id: VILLAGE.person, count: 3 },
    { id: VILLAGE.babies, count: 1 },
  ]);
  expect(guests.reduce((sum, guest) => sum + guest.count, 0)).toBe(4);
}

describe('a village request for 2 adults and 2 children', () => {
  it.for(WIDTHS)('with JavaScript at %i px: 4 guests in the right categories, the confirmation in view and focused', async (width) => {
    const { page, problems, close } = await openAt(browser, width, true, BOOKING);
    try {
      await hydrateForm(page, 'availability', 'firstname');
      const email = `family.${unique()}@example.com`;
      await fillFamily(page, email, `Ferrari${unique()}`);
      // One age field per child, as soon as the children are counted.
      await page.locator('#form-availability-guests-childAge-2').waitFor();
      expect(await page.locator('#form-availability select[name^="guests.childAge."]').count()).toBe(2);
      await chooseAges(page);

      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.locator('#form-availability button[type="submit"]').click();
      expect((await answer).status()).toBe(200);

      const confirmation = page.getByText('Grazie: la vostra richiesta è stata inviata');
      await confirmation.waitFor();
      await expect.poll(() => placement(page, '#form-availability-confirmation')).toEqual({ found: true, focused: true, visible: true });
      const text = (await page.locator('#form-availability-confirmation').textContent()) ?? '';
      expect(text).toContain('non vincolante');
      expect(text).toContain('7 giorni');
      expect(text).toContain('Villaggio');
      expect(text).toContain('adulti: 2, bambini: 2 (età 2, 9)');
      // The form is gone, so it cannot be sent twice.
      expect(await page.locator('#form-availability form').count()).toBe(0);
      await expectFourGuests(email);
      // The reference to quote: the one the engine's idempotency key works out to, taken whole by one click.
      const code = page.locator('#form-availability-confirmation .form__reference-code');
      const reference = (await code.textContent()) ?? '';
      expect(reference).toMatch(/^LS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      const sent = (await recorded('booking')).find((request) => new URLSearchParams(request.search).get('email') === email);
      expect(submissionReference((sent as { headers?: Record<string, string> } | undefined)?.headers?.['idempotency-key'] ?? '')).toBe(
        reference,
      );
      await code.click();
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(reference);

      // "Send another request" brings an empty form back, with the focus in it.
      await page.getByRole('link', { name: 'Inviate un’altra richiesta' }).click();
      await page.locator('#form-availability form').waitFor();
      expect(await page.evaluate(() => document.activeElement?.closest('#form-availability form') !== null)).toBe(true);
      expect(await page.locator('#form-availability-firstname').inputValue()).toBe('');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it.for(WIDTHS)(
    'without JavaScript at %i px: the ages are asked on the page that comes back, then the confirmation is in view and focused',
    async (width) => {
      const { page, close } = await openAt(browser, width, false, BOOKING);
      try {
        const email = `nojs.${unique()}@example.com`;
        let shownAt = Date.now();
        await fillFamily(page, email, `Greco${unique()}`);
        await page.waitForTimeout(Math.max(0, NO_JS_MIN_FILL_MS - (Date.now() - shownAt)));
        await page.locator('#form-availability button[type="submit"]').click();
        await page.waitForLoadState('load');

        // The page asks for each child's age: the summary links to both fields and has the focus.
        expect(
          await page.locator('#form-availability-alert a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        ).toEqual(['#form-availability-guests-childAge-1', '#form-availability-guests-childAge-2']);
        // Focus comes with the new page's first rendering, which a view transition can hold a few frames.
        await expect.poll(() => placement(page, '#form-availability-alert')).toMatchObject({ focused: true });
        expect(await page.locator('#form-availability-guests-adults').inputValue()).toBe('2');
        shownAt = Date.now();
        await chooseAges(page);
        await page.waitForTimeout(Math.max(0, NO_JS_MIN_FILL_MS - (Date.now() - shownAt)));
        await page.locator('#form-availability button[type="submit"]').click();
        await page.waitForLoadState('load');

        await expect.poll(() => placement(page, '#form-availability-confirmation')).toEqual({ found: true, focused: true, visible: true });
        expect(await page.locator('#form-availability-confirmation').textContent()).toContain('adulti: 2, bambini: 2 (età 2, 9)');
        expect(await page.locator('#form-availability form').count()).toBe(0);
        await expectFourGuests(email);
        // Without JavaScript "send another request" is a link to the empty form.
        expect(await page.getByRole('link', { name: 'Inviate un’altra richiesta' }).getAttribute('href')).toBe(
          `${BOOKING}#form-availability`,
        );
      } finally {
        await close();
      }
    },
  );
});

describe('a failed submit', () => {
  it.for(WIDTHS)('at %i px: the summary names each field to fix, has the focus, and each link leads to its field', async (width) => {
    const { page, problems, close } = await openAt(browser, width, true, BOOKING);
    try {
      await hydrateForm(page, 'availability', 'firstname');
      await page.locator('#form-availability-guests-children').fill('1');
      await page.locator('#form-availability button[type="submit"]').click();
      const summary = page.locator('#form-availability-alert');
      await summary.locator('a').first().waitFor();
      await expect.poll(() => placement(page, '#form-availability-alert')).toMatchObject({ focused: true });
      const links = await summary.locator('a').allTextContents();
      expect(links).toEqual(
        expect.arrayContaining([
          'Dove volete soggiornare?: Scegliete una delle opzioni',
          'Età del bambino 1: Scegliete l’età di questo bambino',
          'Nome: Il campo è obbligatorio',
        ]),
      );
      await summary.getByRole('link', { name: /^Nome:/ }).click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('form-availability-firstname');
      await summary.getByRole('link', { name: /^Dove volete soggiornare/ }).click();
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('site');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a birth date in the visitor’s format', () => {
  it.for(WIDTHS)(
    'German at %i px: the field shows TT.MM.JJJJ, takes 14.03.2001 and refuses a future date in its own words',
    async (width) => {
      const { page, problems, close } = await openAt(browser, width, true, buildPath('spontaneousApplication', 'de'));
      try {
        await hydrateForm(page, 'application', 'surname');
        expect(await page.locator('#form-application-birthDate-hint').textContent()).toContain('TT.MM.JJJJ');
        const field = page.locator('#form-application-birthDate');
        await field.fill('14.03.2001');
        await page.locator('#form-application-surname').focus();
        await page.waitForTimeout(300);
        expect(await page.locator('#form-application-birthDate-error').count()).toBe(0);
        // A year after the site's today (tests/support/site-days.ts), whatever the real date.
        const next = new Date(`${SUITE_TODAY}T00:00:00Z`);
        next.setUTCFullYear(next.getUTCFullYear() + 1);
        await field.fill(`${next.getUTCDate()}.${next.getUTCMonth() + 1}.${next.getUTCFullYear()}`);
        await page.locator('#form-application-surname').focus();
        await page.locator('#form-application-birthDate-error').waitFor();
        expect(await page.locator('#form-application-birthDate-error').textContent()).toBe(
          'Das Geburtsdatum darf nicht in der Zukunft liegen',
        );
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
