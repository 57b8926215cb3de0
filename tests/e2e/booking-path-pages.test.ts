import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { addDays, hydrateForm, openAt, placement, recorded, unique } from '../support/booking-path.ts';
import { fileBrowser } from '../support/browser.ts';
import { firstDetailLink, WIDTHS } from '../support/pages.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('visits');

/**
 * The pages that lead to a request, in Chromium at 390 px and 1440 px: the home page's date
 * search, the call to action of accommodation and offer pages, the prices on the cards, the
 * honest booking copy in six languages, and contacts and prices that work on a phone.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await fileBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('date search on the home page', () => {
  it.for(WIDTHS)('at %i px: in the first screen; its second button opens the request with the stay filled in', async (width) => {
    const { page, problems, close } = await openAt(browser, width, true, '/');
    try {
      const search = page.getByRole('form', { name: 'Quando vorreste venire?' });
      expect(await search.count()).toBe(1);
      // Arrival, departure, guests and the button are all in the first screen, without scrolling.
      for (const selector of ['#date-search-checkin', '#date-search-children', '.date-search__submit']) {
        expect(await placement(page, selector), selector).toMatchObject({ found: true, visible: true });
      }
      const today = await page.locator('#date-search-checkin').getAttribute('min');
      expect(today).toBe(inject('siteToday'));
      const checkin = addDays(today ?? '', 60);
      const checkout = addDays(today ?? '', 67);
      await page.getByLabel('Arrivo').fill(checkin);
      await page.getByLabel('Partenza').fill(checkout);
      await page.getByLabel('Adulti').fill('2');
      await page.getByLabel('Bambini (sotto i 18 anni)').fill('1');
      await page.locator('#date-search-age-1').selectOption('6');
      // Online booking is open on the suite's day: booking online is the first choice, the request the second.
      expect(await search.getByRole('button').allTextContents()).toEqual(['Prenotate online', 'Oppure richiedete la disponibilità']);
      await page.getByRole('button', { name: 'Oppure richiedete la disponibilità' }).click();
      await page.waitForURL((url) => url.pathname === buildPath('booking', 'it'));
      expect(new URL(page.url()).hash).toBe('#form-availability');
      expect(await page.locator('#form-availability-checkin').inputValue()).toBe(checkin);
      expect(await page.locator('#form-availability-checkout').inputValue()).toBe(checkout);
      expect(await page.locator('#form-availability-guests-adults').inputValue()).toBe('2');
      expect(await page.locator('#form-availability-guests-children').inputValue()).toBe('1');
      expect(await page.locator('#form-availability-guests-childAge-1').inputValue()).toBe('6');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a request from where the visitor decides', () => {
  it.for(WIDTHS)(
    'at %i px: a mobile home card shows its price; its page opens the request named and with the site chosen, and the engine gets the name',
    async (width) => {
      const typePath = buildPath('accommodationType', 'it', { type: 'maxicaravan' });
      const { page, problems, close } = await openAt(browser, width, true, typePath);
      try {
        const card = page.locator('.card', { hasText: 'Maxicaravan Giulietta' });
        // The price list's lowest price for Giulietta (a night in low season).
        expect((await card.locator('.card__price').textContent())?.replace(/\s+/g, ' ')).toBe('da 79 € a notte');
        await card.getByRole('link', { name: 'Maxicaravan Giulietta' }).click();
        await page.waitForLoadState('load');
        await page.getByRole('button', { name: 'Oppure richiedete la disponibilità' }).click();
        await page.waitForURL((url) => url.pathname === buildPath('booking', 'it'));
        expect(await page.locator('#form-availability-subject').inputValue()).toBe('Maxicaravan Giulietta');
        expect(await page.locator('#form-availability input[name="site"][value="villaggio"]').isChecked()).toBe(true);

        await hydrateForm(page, 'availability', 'firstname');
        const today = (await page.locator('#form-availability-checkin').getAttribute('min')) ?? '';
        const email = `giulietta.${unique()}@example.com`;
        await page.locator('#form-availability-checkin').fill(addDays(today, 80));
        await page.locator('#form-availability-checkout').fill(addDays(today, 87));
        await page.locator('#form-availability-guests-adults').fill('2');
        await page.locator('#form-availability-firstname').fill('Luca');
        await page.locator('#form-availability-lastname').fill('Conti');
        await page.locator('#form-availability-email').fill(email);
        await page.locator('#form-availability button[type="submit"]').click();
        await page.locator('#form-availability-confirmation').waitFor();
        expect(await page.locator('#form-availability-confirmation').textContent()).toContain('Maxicaravan Giulietta');
        const mine = (await recorded('booking')).filter((request) => new URLSearchParams(request.search).get('email') === email);
        expect(mine).toHaveLength(1);
        expect(new URLSearchParams(mine[0]?.search).get('request')).toBe('La richiesta riguarda: Maxicaravan Giulietta');
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it.for(WIDTHS)('at %i px: an offer page asks for a request naming the offer', async (width) => {
    const list = buildPath('offers', 'it');
    const { page, close } = await openAt(browser, width, false, list);
    try {
      const detail = await firstDetailLink(page, list);
      await page.goto(new URL(detail, page.url()).href);
      const title = (await page.locator('h1').textContent())?.trim() ?? '';
      const cta = page.locator('#book-online').getByRole('button', { name: 'Oppure richiedete la disponibilità' });
      expect(await cta.count()).toBe(1);
      await cta.click();
      await page.waitForURL((url) => url.pathname === buildPath('booking', 'it'));
      expect(await page.locator('#form-availability-subject').inputValue()).toBe(title);
    } finally {
      await close();
    }
  });
});

describe('booking copy while online booking is open', () => {
  it.for(LOCALES.map((locale, index) => ({ locale, width: WIDTHS[index % 2] ?? 390 })))(
    '$locale at $width px: both ways to book, in that order, and how they differ',
    async ({ locale, width }) => {
      const { page, close } = await openAt(browser, width, false, buildPath('booking', locale));
      try {
        const b = getMessages(locale).booking;
        expect(await page.locator('#booking-ways').textContent()).toBe(b.openNotice.replace('{days}', '7'));
        const buttons = page.locator('#book-online').getByRole('button');
        expect(await buttons.allTextContents()).toEqual([b.searchBook, b.searchRequestInstead]);
        expect(await page.locator('#date-search-hint').textContent()).toBe(b.searchOpenHint.replace('{days}', '7'));
      } finally {
        await close();
      }
    },
  );
});

// Without JavaScript, so the markup is the server's, the same at any width: read on the phone.
describe('contacts and prices on a phone', () => {
  it('phone numbers call, addresses write, WhatsApp chats, on contacts, footer and restaurant', async () => {
    const { page, close } = await openAt(browser, 390, false, buildPath('contacts', 'it'));
    try {
      const main = page.locator('main');
      // The page's text and the address beside its map both name the phone and the e-mail: every one of them is a link.
      const hrefs = (name: string) =>
        main.getByRole('link', { name, exact: true }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const only = async (name: string, href: string) => {
        const found = await hrefs(name);
        expect(found.length, name).toBeGreaterThan(0);
        expect(new Set(found), name).toEqual(new Set([href]));
      };
      await only('+39 030 919 4521', 'tel:+390309194521');
      await only('+39 345 712 3380', 'https://wa.me/393457123380');
      await only('info@lagoserena.it', 'mailto:info@lagoserena.it');
      await only('booking@lagoserena.it', 'mailto:booking@lagoserena.it');
      const footer = page.locator('footer');
      expect(await footer.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
      expect(await footer.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
      await page.goto(new URL(buildPath('restaurantMenu', 'it'), page.url()).href);
      expect(await page.locator('main a[href^="tel:+39"]').count()).toBe(1);
      expect(await page.locator('main a[href^="mailto:"]').count()).toBe(1);
    } finally {
      await close();
    }
  });

  it('the price list is a table of seasons by accommodation with announced headers', async () => {
    const { page, close } = await openAt(browser, 390, false, buildPath('prices', 'it'));
    try {
      const table = page.getByRole('table', { name: /^Sistemazioni/ });
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([
        'Bassa stagione (A)',
        'Media stagione (B)',
        'Alta stagione (C)',
        'Altissima stagione (D)',
      ]);
      const giulietta = table.getByRole('row', { name: /Giulietta/ });
      expect(await giulietta.getByRole('rowheader').textContent()).toContain('Maxicaravan Giulietta');
      expect((await giulietta.getByRole('cell').allTextContents()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
        '79 €',
        '109 €',
        '149 €',
        '179 €',
      ]);
      expect(await page.getByRole('table', { name: /^Piazzole/ }).count()).toBe(1);
      // The wide table scrolls inside its own region, which the keyboard can reach.
      expect(await page.locator('.table-scroll').first().getAttribute('tabindex')).toBe('0');
    } finally {
      await close();
    }
  });

  it('work with us leads to the open positions and to the spontaneous application', async () => {
    const { page, close } = await openAt(browser, 390, false, buildPath('careers', 'it'));
    try {
      const main = page.locator('main');
      expect(await main.getByRole('link', { name: 'Posizioni aperte' }).first().getAttribute('href')).toBe(buildPath('positions', 'it'));
      expect(
        await main
          .getByRole('link', { name: getMessages('it').nav.spontaneousApplication })
          .first()
          .getAttribute('href'),
      ).toBe(buildPath('spontaneousApplication', 'it'));
    } finally {
      await close();
    }
  });
});
