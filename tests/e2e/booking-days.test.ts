import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getMessages, longDate } from '../../shared/i18n/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { SITE_DAY_COOKIE } from '../../shared/site-day-cookie.ts';
import { addDays } from '../support/booking-path.ts';
import { fileBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';
import { PAGE_TYPES, resolvePageType } from '../support/page-types.ts';
import { contextAt, type Width } from '../support/pages.ts';
import { BOUNDARY_DAYS } from '../support/site-days.ts';

/**
 * The booking path, the offers and the seasons on each side of the days the site changes on, in
 * Chromium with the real headers (the page's CSP included), on the suite's site: each browser
 * context carries the `site-today` cookie (shared/site-day-cookie.ts), which moves the site and
 * its stand-ins to that day for its own requests outside production, as `SITE_TODAY=… npm start`
 * moves the whole stack. Before the opening day every stay search leads to the request form,
 * filled in; from that day the date search and every "book online" reach the booking engine's
 * page (the stand-in's) with the dates, the guests per age band and the language the visitor
 * chose. No CSP violation is reported on any page on either day.
 *
 * Each case runs at one width, the phone and the desktop taking turns: what a width changes is
 * the layout (tests/e2e/layout-*.test.ts), not what the day decides.
 */

const siteUrl = () => inject('siteUrl');

/** The same site on another day: what a request carrying the cookie gets. */
const onDay = (day: string) => ({ Cookie: `${SITE_DAY_COOKIE}=${day}` });

/** Every CSP violation a page of the context reports, and its console errors. */
async function watchedContext(browser: Browser, day: string, width: Width, javaScript = true) {
  const context = await browser.newContext({ ...contextAt(width), javaScriptEnabled: javaScript });
  // Each case loads several pages on a site the other files share two busy cores with.
  context.setDefaultTimeout(60_000);
  // A host's cookie, whatever its port: the stand-ins' pages (the booking engine's) take the day too.
  await context.addCookies([{ name: SITE_DAY_COOKIE, value: day, url: siteUrl() }]);
  await rememberConsent(context);
  const problems: string[] = [];
  // The browser logs each violation too; the event names the directive and the blocked address.
  await context.exposeBinding('__reportViolation', (_source, text: string) => problems.push(`CSP: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
    });
  };
  context.on('page', watch);
  return { context, problems };
}

async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  return page;
}

/** Fills the page's stay search as a visitor does: the site, two dates, adults, children and each child's age. */
async function fillSearch(
  page: Page,
  locale: Locale,
  stay: { site?: 'villaggio' | 'campeggio'; nightsFromToday: number; adults: number; ages: number[] },
  javaScript = true,
) {
  const b = getMessages(locale).booking;
  const search = page.locator('#book-online');
  const today = (await search.locator('#date-search-checkin').getAttribute('min')) ?? '';
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  if (stay.site) await search.getByRole('radio', { name: stay.site === 'villaggio' ? b.village : b.campsite }).check();
  const checkin = addDays(today, stay.nightsFromToday);
  const checkout = addDays(checkin, 7);
  await search.getByLabel(b.searchArrival).fill(checkin);
  await search.getByLabel(b.searchDeparture).fill(checkout);
  await search.getByLabel(b.searchAdults).fill(String(stay.adults));
  await search.getByLabel(b.searchChildren).fill(String(stay.ages.length));
  if (javaScript) {
    // Its listeners in place (client/islands/runtime.ts), or a click may send the form without them.
    await page.waitForFunction(() => document.querySelector('#book-online')?.closest('[data-island]')?.hasAttribute('data-island-ready'));
    // The island shows one age field per child as the count changes.
    for (const [index, age] of stay.ages.entries()) {
      await search.locator(`#date-search-age-${index + 1}`).selectOption(String(age));
    }
    expect(await search.locator(`#date-search-age-${stay.ages.length + 1}`).isVisible()).toBe(false);
  }
  return { today, checkin, checkout };
}

/** `2027-07-05` → `5-7-2027`, the engine's format. */
const engineDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}-${month}-${year}`;
};

/** What the engine's page (the stand-in) shows it received. */
async function received(page: Page): Promise<Record<string, string>> {
  await page.waitForURL((url) => url.pathname === '/booking/book');
  const fields = await page
    .locator('#received dd[data-field]')
    .evaluateAll((cells) =>
      Object.fromEntries(cells.map((cell) => [cell.getAttribute('data-field') ?? '', cell.textContent?.trim() ?? ''])),
    );
  const guests = await page
    .locator('#received [data-field="guesttypes"] li')
    .evaluateAll((items) => items.map((item) => `${item.getAttribute('data-id')}:${item.getAttribute('data-count')}`).join(','));
  // The site is shown in words with its code: "the campsite (campeggio)".
  return { ...fields, type: /\((\w+)\)/.exec(fields.type ?? '')?.[1] ?? '', guests };
}

let browser: Browser;

beforeAll(async () => {
  browser = await fileBrowser();
  // The pages the cases open first, one after another, as tests/sweep/a11y.test.ts does: on a
  // cold site a dozen first pages at once outrun the CMS time-out on two busy cores. What the CMS
  // answers is the same on every day: each day then only renders them anew.
  const maxicaravan = { type: 'maxicaravan' };
  const first = [
    ...(['it', 'de', 'da', 'en', 'pl'] as const).map((locale) => buildPath('home', locale)),
    buildPath('booking', 'nl'),
    ...(['pl', 'en'] as const).map((locale) => buildPath('offers', locale)),
    ...(['de', 'pl'] as const).map((locale) => buildPath('prices', locale)),
    ...(['de', 'en'] as const).map((locale) => buildPath('accommodationType', locale, maxicaravan)),
  ];
  for (const path of first) await (await fetch(`${siteUrl()}${path}`, { headers: { 'Accept-Language': 'it' } })).arrayBuffer();
});

afterAll(async () => {
  await browser?.close();
});

describe(`the day before online booking opens (${BOUNDARY_DAYS.beforeOpening})`, () => {
  const day = BOUNDARY_DAYS.beforeOpening;

  it('at 390 px: the date search says when online booking opens and opens the request, filled in', async () => {
    const { context, problems } = await watchedContext(browser, day, 390);
    try {
      const page = await open(context, `${siteUrl()}/`);
      const search = page.locator('#book-online');
      expect(await search.textContent()).toContain(longDate('2026-12-01', 'it'));
      expect(await search.getByRole('button', { name: getMessages('it').booking.searchBook }).count()).toBe(0);
      const { today, checkin, checkout } = await fillSearch(page, 'it', {
        site: 'campeggio',
        nightsFromToday: 60,
        adults: 2,
        ages: [5, 0],
      });
      expect(today).toBe(BOUNDARY_DAYS.beforeOpening);
      await search.getByRole('button', { name: getMessages('it').booking.searchRequest }).click();
      await page.waitForURL((url) => url.pathname === buildPath('booking', 'it'));
      expect(new URL(page.url()).hash).toBe('#form-availability');
      expect(await page.locator('#form-availability input[name="site"][value="campeggio"]').isChecked()).toBe(true);
      expect(await page.locator('#form-availability-checkin').inputValue()).toBe(checkin);
      expect(await page.locator('#form-availability-checkout').inputValue()).toBe(checkout);
      expect(await page.locator('#form-availability-guests-adults').inputValue()).toBe('2');
      expect(await page.locator('#form-availability-guests-children').inputValue()).toBe('2');
      expect(await page.locator('#form-availability-guests-childAge-1').inputValue()).toBe('5');
      expect(await page.locator('#form-availability-guests-childAge-2').inputValue()).toBe('0');
      // The booking page says the same: when online booking opens, and what a request is.
      const notice = (await page.locator('#booking-ways').textContent()) ?? '';
      expect(notice).toContain(longDate('2026-12-01', 'it'));
      expect(notice).toContain('7');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 1440 px: an accommodation asks for a request and says when online booking opens', async () => {
    const { context, problems } = await watchedContext(browser, day, 1440);
    try {
      const page = await open(context, `${siteUrl()}${buildPath('accommodationType', 'de', { type: 'maxicaravan' })}`);
      await page.locator('.card a').first().click();
      await page.waitForLoadState('load');
      const m = getMessages('de').booking;
      expect(await page.locator('.request-cta').textContent()).toContain(longDate('2026-12-01', 'de'));
      expect(await page.locator('#book-online').count()).toBe(0);
      await page.getByRole('link', { name: m.requestAccommodation }).click();
      await page.waitForURL((url) => url.pathname === buildPath('booking', 'de'));
      expect(await page.locator('#form-availability-subject').inputValue()).not.toBe('');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('in six languages the booking page promises nothing online yet, and says when it opens', async () => {
    const PROMISES =
      /tempo reale|immediat|real time|real-time|instant|echtzeit|sofortig|directe bevestiging|direct zien|med det samme|natychmiast|od razu/i;
    const { context, problems } = await watchedContext(browser, day, 390, false);
    try {
      for (const locale of LOCALES) {
        const page = await open(context, `${siteUrl()}${buildPath('booking', locale)}`);
        const b = getMessages(locale).booking;
        // The site's own words (the CMS's copy is the editors', published for the opening day).
        const notice = (await page.locator('#booking-ways').textContent()) ?? '';
        expect(`${notice} ${await page.locator('#book-online').textContent()}`).not.toMatch(PROMISES);
        expect(notice).toBe(b.closedNotice.replace('{date}', longDate('2026-12-01', locale)).replace('{days}', '7'));
        expect(await page.locator('#book-online').getByRole('button').allTextContents()).toEqual([b.searchRequest]);
        await page.close();
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the door to the engine sends a search to the request form while online booking is closed', async () => {
    const response = await fetch(`${siteUrl()}/book/en?site=villaggio&checkin=2027-07-03&checkout=2027-07-10&adults=2`, {
      redirect: 'manual',
      headers: onDay(day),
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', siteUrl());
    expect(location.pathname).toBe(buildPath('booking', 'en'));
    expect(location.searchParams.get('checkin')).toBe('2027-07-03');
  });
});

describe(`the day online booking opens (${BOUNDARY_DAYS.openingDay})`, () => {
  const day = BOUNDARY_DAYS.openingDay;

  it('at 390 px in de: the home page date search books online, with everything carried over', async () => {
    const locale = 'de';
    const { context, problems } = await watchedContext(browser, day, 390);
    try {
      const page = await open(context, `${siteUrl()}${buildPath('home', locale)}`);
      const { today, checkin, checkout } = await fillSearch(page, locale, {
        site: 'campeggio',
        nightsFromToday: 90,
        adults: 2,
        ages: [5, 0, 12],
      });
      expect(today).toBe(BOUNDARY_DAYS.openingDay);
      await page
        .locator('#book-online')
        .getByRole('button', { name: getMessages(locale).booking.searchBook })
        .click();
      const shown = await received(page);
      // The campsite's settings (demo/content/*/booking-settings.json): 12 counts as a person (10+), 5 as a child (1–9), 0 as a baby.
      expect(shown).toMatchObject({
        type: 'campeggio',
        hotel: '10232',
        layout: '5',
        channel: '1',
        checkin: engineDate(checkin),
        checkout: engineDate(checkout),
        lang: locale,
        guests: '4:3,5:1,6:1',
      });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 1440 px: the booking page offers both ways and its search books online', async () => {
    const { context, problems } = await watchedContext(browser, day, 1440);
    try {
      const page = await open(context, `${siteUrl()}${buildPath('booking', 'nl')}`);
      const m = getMessages('nl').booking;
      expect(await page.locator('#booking-ways').textContent()).toBe(m.openNotice.replace('{days}', '7'));
      const { checkin } = await fillSearch(page, 'nl', { site: 'villaggio', nightsFromToday: 120, adults: 3, ages: [2] });
      await page.locator('#book-online').getByRole('button', { name: m.searchBook }).click();
      expect(await received(page)).toMatchObject({
        type: 'villaggio',
        hotel: '10231',
        checkin: engineDate(checkin),
        lang: 'nl',
        guests: '1:3,3:1',
      });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 390 px: an accommodation books itself online, and its request is the second choice', async () => {
    const { context, problems } = await watchedContext(browser, day, 390);
    try {
      const typePath = buildPath('accommodationType', 'en', { type: 'maxicaravan' });
      const page = await open(context, `${siteUrl()}${typePath}`);
      await page.locator('.card a').first().click();
      await page.waitForLoadState('load');
      const unitSlug = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      const title = (await page.locator('h1').textContent())?.trim() ?? '';
      const m = getMessages('en').booking;
      const search = page.locator('#book-online');
      expect(await search.textContent()).toContain(m.searchFor.replace('{subject}', title));
      // The unit's site is fixed: no choice of site.
      expect(await search.getByRole('radio').count()).toBe(0);
      await fillSearch(page, 'en', { nightsFromToday: 70, adults: 2, ages: [] });
      await search.getByRole('button', { name: m.searchBook }).click();
      expect(await received(page)).toMatchObject({ type: 'villaggio', unit: unitSlug, lang: 'en', guests: '1:2,3:0' });

      // Back on the unit, the second button sends the same stay into the request, named after the unit.
      await page.goBack();
      await search.getByRole('button', { name: m.searchRequestInstead }).click();
      await page.waitForURL((url) => url.pathname === buildPath('booking', 'en'));
      expect(await page.locator('#form-availability-subject').inputValue()).toBe(title);
      expect(await page.locator('#form-availability-guests-adults').inputValue()).toBe('2');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 1440 px: an offer books online with the offer carried over', async () => {
    const { context, problems } = await watchedContext(browser, day, 1440);
    try {
      const page = await open(context, `${siteUrl()}${buildPath('offers', 'pl')}`);
      await page.locator('main .card a').first().click();
      await page.waitForLoadState('load');
      const offerSlug = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await fillSearch(page, 'pl', { site: 'villaggio', nightsFromToday: 150, adults: 2, ages: [7] });
      await page
        .locator('#book-online')
        .getByRole('button', { name: getMessages('pl').booking.searchBook })
        .click();
      expect(await received(page)).toMatchObject({ offer: offerSlug, lang: 'pl', guests: '1:3,3:0' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 390 px without JavaScript: the worker asks for the children’s ages, then opens the engine', async () => {
    const { context, problems } = await watchedContext(browser, day, 390, false);
    try {
      const page = await open(context, `${siteUrl()}${buildPath('home', 'da')}`);
      const m = getMessages('da');
      await fillSearch(page, 'da', { site: 'villaggio', nightsFromToday: 40, adults: 2, ages: [3, 9] }, false);
      await page.locator('#book-online').getByRole('button', { name: m.booking.searchBook }).click();
      // The booking page comes back with the search, one age field per child and a message on each.
      await page.waitForURL((url) => url.pathname === '/book/da');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${buildPath('booking', 'da')}$`));
      const search = page.locator('#book-online');
      expect(await search.getByRole('alert').textContent()).toBe(m.booking.searchProblem);
      expect(await search.locator('#date-search-age-1').isVisible()).toBe(true);
      expect(await search.locator('#date-search-age-2').isVisible()).toBe(true);
      expect(await search.locator('#date-search-age-3').isVisible()).toBe(false);
      expect(await search.locator('.field__error').first().textContent()).toBe(m.forms.errors.childAgeRequired);
      await search.locator('#date-search-age-1').selectOption('3');
      await search.locator('#date-search-age-2').selectOption('9');
      await search.getByRole('button', { name: m.booking.searchBook }).click();
      expect(await received(page)).toMatchObject({ type: 'villaggio', lang: 'da', guests: '1:3,3:1' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('no page type reports a CSP violation', async () => {
    const { context, problems } = await watchedContext(browser, day, 1440);
    try {
      const page = await context.newPage();
      for (const pageType of PAGE_TYPES) {
        const path = await resolvePageType(page, siteUrl(), pageType);
        await page.goto(`${siteUrl()}${path}`);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The offer that must be booked by a date (`bookBy`), as the CMS stand-in serves it. */
async function offerBookedBy(locale: Locale): Promise<{ slug: string; title: string; bookBy: string }> {
  const response = await fetch(`${inject('demoUrl')}/cms/${locale}/offerte`);
  const { data } = (await response.json()) as { data: { slug: string; title: string; bookBy?: string }[] };
  const offer = data.find((item) => item.bookBy);
  if (!offer?.bookBy) throw new Error(`no offer with bookBy in ${locale}`);
  return { slug: offer.slug, title: offer.title, bookBy: offer.bookBy };
}

/** From the home page's date search to the engine's page: it books online whatever the day's offers and season. */
async function homeBooksOnline(page: Page, locale: Locale, day: string): Promise<void> {
  await page.goto(`${siteUrl()}${buildPath('home', locale)}`);
  const { today, checkin } = await fillSearch(page, locale, { site: 'villaggio', nightsFromToday: 30, adults: 2, ages: [] });
  expect(today).toBe(day);
  await page
    .locator('#book-online')
    .getByRole('button', { name: getMessages(locale).booking.searchBook })
    .click();
  expect(await received(page)).toMatchObject({ type: 'villaggio', checkin: engineDate(checkin), lang: locale, guests: '1:2,3:0' });
}

describe.for([
  { day: BOUNDARY_DAYS.offerLastDay, over: false, width: 390 as const, locale: 'it' as const },
  { day: BOUNDARY_DAYS.offerOver, over: true, width: 1440 as const, locale: 'en' as const },
])('the early-booking offer on $day', ({ day, over, width, locale }) => {
  it(`at ${width} px in ${locale}: ${over ? 'no longer advertised, its page says it ended' : 'advertised, and booked online with the offer carried over'}`, async () => {
    const { context, problems } = await watchedContext(browser, day, width);
    try {
      const offer = await offerBookedBy(locale);
      const m = getMessages(locale);
      const page = await open(context, `${siteUrl()}${buildPath('home', locale)}`);
      // The floating promo promotes the offer until its last day.
      expect(await page.locator('aside.floating-promo').count()).toBe(over ? 0 : 1);
      await page.goto(`${siteUrl()}${buildPath('offers', locale)}`);
      const listed = page.locator(`main a[href$="/${offer.slug}"]`);
      expect(await listed.count()).toBe(over ? 0 : 1);
      const offerPage = await context.newPage();
      const response = await offerPage.goto(`${siteUrl()}${buildPath('offer', locale, { slug: offer.slug })}`);
      expect(response?.status()).toBe(200);
      if (over) {
        expect(await offerPage.locator('.notice').first().textContent()).toContain(
          m.offers.ended.replace('{date}', longDate(offer.bookBy, locale)).slice(0, -1),
        );
        expect(await offerPage.locator('#book-online').count()).toBe(0);
      } else {
        await fillSearch(offerPage, locale, { site: 'campeggio', nightsFromToday: 100, adults: 2, ages: [] });
        await offerPage.locator('#book-online').getByRole('button', { name: m.booking.searchBook }).click();
        expect(await received(offerPage)).toMatchObject({ type: 'campeggio', offer: offer.slug, lang: locale });
      }
      await homeBooksOnline(page, locale, day);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.for([
  { day: BOUNDARY_DAYS.seasonLastDay, published: true, width: 390 as const, locale: 'de' as const },
  { day: BOUNDARY_DAYS.nextSeason, published: false, width: 1440 as const, locale: 'pl' as const },
])('the season on $day', ({ day, published, width, locale }) => {
  it(`at ${width} px in ${locale}: the price list ${published ? 'shows the 2027 season' : 'says the 2028 prices are not out yet'}, and the date search books online`, async () => {
    const { context, problems } = await watchedContext(browser, day, width);
    try {
      const page = await open(context, `${siteUrl()}${buildPath('prices', locale)}`);
      const main = (await page.locator('main').textContent()) ?? '';
      const unpublished = getMessages(locale).prices.unpublished.replace('{year}', '2028');
      if (published) {
        expect(await page.locator('main table').count()).toBeGreaterThan(0);
        expect(main).not.toContain(unpublished);
      } else {
        expect(await page.locator('main table').count()).toBe(0);
        expect(main).toContain(unpublished);
      }
      await homeBooksOnline(page, locale, day);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
