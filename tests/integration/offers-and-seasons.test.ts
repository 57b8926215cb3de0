import { describe, expect, it } from 'vitest';
import type { Home, Offer, PricesPage } from '../../shared/cms/index.ts';
import { format, getMessages, longDate } from '../../shared/i18n/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { DEMO } from './fetch.ts';
import { getOn } from './on-day.ts';

/**
 * Offers and seasons follow the site's today (docs/product.md "Offers and seasons"): each case
 * asks the real worker on the last day and on the day after, moved there by `SITE_TODAY`
 * (worker/clock.ts). The config is read once per bindings object, so each day has its own.
 */

/** A page as the site answers it on `day` (on-day.ts). */
async function on(day: string, path: string): Promise<{ status: number; body: string }> {
  const response = await getOn(day, path);
  return { status: response.status, body: await response.text() };
}

async function cms<T>(path: string): Promise<T> {
  return (await (await fetch(`${DEMO}/cms${path}`)).json()) as T;
}

/** HTML-escaped as React writes text. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

const linksTo = (body: string, path: string) => body.includes(`href="${path}"`);
/** The floating promo, the home page's highlighted block, a call to book or request an item. */
const hasPromo = (body: string) => body.includes('data-island="floating-promo"');
const hasHighlight = (body: string) => body.includes('id="highlight-title"');
const hasBookingCall = (body: string) => /class="(booking|request)-cta"/.test(body);
const hasTable = (body: string) => body.includes('<table');

const nextDay = (isoDate: string): string => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The offer booked by a date, in one language, as the CMS stand-in serves it. */
async function bookedByDate(locale: Locale): Promise<Offer & { bookBy: string }> {
  const { data } = await cms<{ data: Offer[] }>(`/${locale}/offerte`);
  const offer = data.find((item) => item.bookBy !== undefined);
  if (!offer?.bookBy) throw new Error(`no offer with bookBy in ${locale}`);
  return { ...offer, bookBy: offer.bookBy };
}

/** Whether the home page's highlight promotes something until `day` (the demo's Danish home shows none). */
async function highlightUntil(locale: Locale, day: string): Promise<boolean> {
  const { contenuto_in_evidenza: highlight } = await cms<Home>(`/${locale}/page/home`);
  return highlight.mostrare_contenuto && highlight.until === day;
}

describe('an offer booked by a date', () => {
  it('is advertised on the list, on the home page and by the promo until and including its last day', async () => {
    let highlights = 0;
    for (const locale of LOCALES) {
      const offer = await bookedByDate(locale);
      const path = buildPath('offer', locale, { slug: offer.slug });
      const list = await on(offer.bookBy, buildPath('offers', locale));
      expect(linksTo(list.body, path), `${locale} list`).toBe(true);
      expect(hasPromo(list.body), `${locale} list`).toBe(true);
      const home = await on(offer.bookBy, buildPath('home', locale));
      expect(linksTo(home.body, path), `${locale} home`).toBe(true);
      expect(hasPromo(home.body), `${locale} home`).toBe(true);
      if (await highlightUntil(locale, offer.bookBy)) {
        highlights += 1;
        expect(hasHighlight(home.body), `${locale} home`).toBe(true);
      }
      const own = await on(offer.bookBy, path);
      expect(own.status).toBe(200);
      expect(hasBookingCall(own.body), `${locale} offer`).toBe(true);
      expect(own.body.includes('<p class="notice">'), `${locale} offer`).toBe(false);
    }
    expect(highlights).toBeGreaterThan(0);
  });

  it('is not advertised from the day after, and its own page says it ended, with no call to book it', async () => {
    for (const locale of LOCALES) {
      const m = getMessages(locale);
      const offer = await bookedByDate(locale);
      const after = nextDay(offer.bookBy);
      const path = buildPath('offer', locale, { slug: offer.slug });

      const list = await on(after, buildPath('offers', locale));
      expect(list.status).toBe(200);
      expect(linksTo(list.body, path), `${locale} list`).toBe(false);
      expect(list.body.includes(escaped(offer.title)), `${locale} list`).toBe(false);
      expect(hasPromo(list.body), `${locale} list`).toBe(false);
      // The offers still running stay listed.
      const { data } = await cms<{ data: Offer[] }>(`/${locale}/offerte`);
      const running = data.filter((item) => item.id !== offer.id && after <= (item.bookBy ?? item.validTo));
      expect(running.length).toBeGreaterThan(0);
      for (const item of running) {
        expect(linksTo(list.body, buildPath('offer', locale, { slug: item.slug })), `${locale} ${item.slug}`).toBe(true);
      }

      const home = await on(after, buildPath('home', locale));
      expect(linksTo(home.body, path), `${locale} home`).toBe(false);
      expect(hasHighlight(home.body), `${locale} home`).toBe(false);
      expect(hasPromo(home.body), `${locale} home`).toBe(false);

      const own = await on(after, path);
      expect(own.status, `${locale} offer`).toBe(200);
      const at = own.body.indexOf(`<p class="notice">${escaped(format(m.offers.ended, { date: longDate(offer.bookBy, locale) }))}`);
      expect(at, `${locale} offer`).toBeGreaterThan(-1);
      const notice = own.body.slice(at, own.body.indexOf('</p>', at));
      expect(notice.includes(`<a href="${buildPath('offers', locale)}">${escaped(m.offers.currentOffers)}</a>`), `${locale} offer`).toBe(
        true,
      );
      // Said at the top: right under the title, before the offer's own text.
      expect(own.body.indexOf(`<h1>${escaped(offer.title)}</h1>`)).toBeGreaterThan(-1);
      expect(own.body.indexOf(`<h1>${escaped(offer.title)}</h1>`)).toBeLessThan(at);
      expect(at).toBeLessThan(own.body.indexOf(`<p class="lead">${escaped(offer.excerpt)}</p>`));
      expect(hasBookingCall(own.body), `${locale} offer`).toBe(false);
      expect(hasPromo(own.body), `${locale} offer`).toBe(false);
    }
  });

  it('leaves the price list as it is on either side of its last day', async () => {
    const offer = await bookedByDate('en');
    const prices = await cms<PricesPage>('/en/page/prezzi');
    const byEnd = prices.seasons.toSorted((a, b) => a.validTo.localeCompare(b.validTo));
    for (const day of [offer.bookBy, nextDay(offer.bookBy)]) {
      const season = byEnd.find((candidate) => day <= candidate.validTo);
      if (!season) throw new Error(`no season bookable on ${day}`);
      const page = await on(day, buildPath('prices', 'en'));
      expect(page.status).toBe(200);
      expect(page.body.includes(`<h1>${escaped(season.title)}</h1>`), day).toBe(true);
      expect(hasTable(page.body), day).toBe(true);
      expect(page.body.includes('<p class="notice">'), day).toBe(false);
    }
  });
});

describe('the season the price list shows', () => {
  it('is the last season the content knows until its last day, then the next one, whose prices are not out yet', async () => {
    for (const locale of LOCALES) {
      const m = getMessages(locale);
      const prices = await cms<PricesPage>(`/${locale}/page/prezzi`);
      const last = prices.seasons.toSorted((a, b) => a.validTo.localeCompare(b.validTo)).at(-1);
      if (!last) throw new Error(`no season on the ${locale} price list`);
      const unpublished = `<p class="notice">${escaped(format(m.prices.unpublished, { year: Number(last.validTo.slice(0, 4)) + 1 }))}</p>`;

      const lastDay = await on(last.validTo, buildPath('prices', locale));
      expect(lastDay.status).toBe(200);
      expect(lastDay.body.includes(`<h1>${escaped(last.title)}</h1>`), `${locale} ${last.validTo}`).toBe(true);
      expect(hasTable(lastDay.body), `${locale} ${last.validTo}`).toBe(true);
      expect(lastDay.body.includes(unpublished), `${locale} ${last.validTo}`).toBe(false);

      const after = nextDay(last.validTo);
      const dayAfter = await on(after, buildPath('prices', locale));
      expect(dayAfter.status).toBe(200);
      expect(dayAfter.body.includes(`<h1>${escaped(prices.title)}</h1>`), `${locale} ${after}`).toBe(true);
      expect(dayAfter.body.includes(unpublished), `${locale} ${after}`).toBe(true);
      expect(dayAfter.body.includes(escaped(last.title)), `${locale} ${after}`).toBe(false);
      expect(hasTable(dayAfter.body), `${locale} ${after}`).toBe(false);
    }
  });

  it("gives the accommodation cards the season's prices until its last day, and none after", async () => {
    const prices = await cms<PricesPage>('/it/page/prezzi');
    const last =
      prices.seasons
        .map((season) => season.validTo)
        .toSorted()
        .at(-1) ?? '';
    expect((await on(last, buildPath('accommodations', 'it'))).body.includes('class="card__price"')).toBe(true);
    expect((await on(nextDay(last), buildPath('accommodations', 'it'))).body.includes('class="card__price"')).toBe(false);
  });
});
