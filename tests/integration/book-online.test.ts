import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { DEMO } from './fetch.ts';
import { getOn } from './on-day.ts';

/**
 * The worker's door to the booking engine (`GET /book/{locale}`, worker/routes/book-online.ts)
 * on each side of the opening day (wrangler.toml's ONLINE_BOOKING_OPENS, 2026-12-01), and the
 * page policy that lets a form reach it and the engine after it.
 */

const OPEN = '2027-01-12';
const BEFORE = '2026-11-30';

/** The booking engine's settings of the demo content (demo/content/it/booking-settings.json). */
const SETTINGS = {
  villaggio: { hotel: '10231', layout: '4', channel: '1', person: '1', babies: '3' },
  campeggio: { hotel: '10232', layout: '5', channel: '1', person: '4', children: '5', babies: '6' },
};

const book = (locale: string, query: string, day = OPEN) => getOn(day, `/book/${locale}?${query}`);

describe('a stay to book online', () => {
  it('is a 303 to the engine with the site settings, the dates in its format, the guests per band, the language and the unit', async () => {
    const response = await book(
      'de',
      'site=campeggio&checkin=2027-07-03&checkout=2027-07-10&adults=2&children=3&age1=12&age2=5&age3=0&unit=deluxe-zona-a',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const target = new URL(response.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(env.BOOKING_ONLINE_URL);
    const { hotel, layout, channel, person, children, babies } = SETTINGS.campeggio;
    expect(Object.fromEntries(target.searchParams)).toEqual({
      type: 'campeggio',
      hotel,
      layout,
      channel,
      checkin: '3-7-2027',
      checkout: '10-7-2027',
      guesttypes: JSON.stringify([
        { id: person, count: 3 },
        { id: children, count: 1 },
        { id: babies, count: 1 },
      ]),
      lang: 'de',
      unit: 'deluxe-zona-a',
    });
    // The engine's page (the stand-in) takes what the link carries.
    const page = await fetch(target);
    expect(page.status).toBe(200);
    await page.body?.cancel();
  });

  it('carries the offer, and nothing the engine does not read', async () => {
    const response = await book(
      'pl',
      'site=villaggio&checkin=2027-06-05&checkout=2027-06-12&adults=2&children=1&age1=3&offer=prenota-prima&subject=X&utm_source=news&hotel=666',
    );
    const target = new URL(response.headers.get('location') ?? '');
    expect(target.searchParams.get('offer')).toBe('prenota-prima');
    expect(target.searchParams.get('hotel')).toBe(SETTINGS.villaggio.hotel);
    expect(target.searchParams.get('guesttypes')).toBe(
      JSON.stringify([
        { id: '1', count: 2 },
        { id: '3', count: 1 },
      ]),
    );
    expect([...target.searchParams.keys()].sort()).toEqual([
      'channel',
      'checkin',
      'checkout',
      'guesttypes',
      'hotel',
      'lang',
      'layout',
      'offer',
      'type',
    ]);
  });

  it('to correct is the booking page with the search as typed and a message on each field, in the language', async () => {
    const response = await book('nl', 'site=villaggio&checkin=2027-01-11&checkout=2027-01-10&adults=0&children=2&age1=4');
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await response.text();
    const errors = getMessages('nl').forms.errors;
    for (const text of [errors.dateInPast, errors.adultRequired, errors.childAgeRequired, getMessages('nl').booking.searchProblem]) {
      expect(body).toContain(text.replaceAll('’', '’'));
    }
    // Its own address: the canonical link is the booking page's, not /book/…
    expect(body).toContain(`<link rel="canonical" href="${env.SITE_URL}${buildPath('booking', 'nl')}"/>`);
    expect(body).toMatch(/id="date-search-checkin"[^>]*value="2027-01-11"/);
    expect(body).toMatch(/name="age1"[^>]*>/);
    expect(body).not.toMatch(/name="age3"(?![^>]*disabled)/);
  });

  it('with a site the engine has no settings for is refused as bad input, not sent', async () => {
    const response = await book('it', 'site=altrove&checkin=2027-07-03&checkout=2027-07-10&adults=2');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(getMessages('it').forms.errors.invalidChoice);
  });

  it('is the request form, filled in, before the opening day', async () => {
    const response = await book('en', 'site=campeggio&checkin=2027-07-03&checkout=2027-07-10&adults=2&children=1&age1=6', BEFORE);
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get('location') ?? '', 'https://x');
    expect(target.pathname).toBe(buildPath('booking', 'en'));
    expect(target.hash).toBe('#form-availability');
    const form = await getOn(BEFORE, `${target.pathname}${target.search}`);
    const body = await form.text();
    expect(body).toMatch(/id="form-availability-checkin"[^>]*value="2027-07-03"/);
    expect(body).toMatch(/id="form-availability-guests-childAge-1"/);
  });

  it('when the CMS cannot give the engine settings, is the booking page offering the request instead', async () => {
    const fault = (mode: string) =>
      fetch(`${DEMO}/__faults/cms?${new URLSearchParams({ mode, match: '/da/booking-settings' })}`, { method: 'POST' });
    expect((await fault('fail')).ok).toBe(true);
    try {
      const response = await book('da', 'site=villaggio&checkin=2027-07-03&checkout=2027-07-10&adults=2');
      expect(response.status).toBe(503);
      const body = await response.text();
      expect(body).toContain(getMessages('da').booking.bookingUnavailable.replace('{days}', '7'));
      expect(body).toMatch(/id="date-search-checkin"[^>]*value="2027-07-03"/);
    } finally {
      await fault('ok');
    }
  });

  it('an unknown language is the 404 page', async () => {
    expect((await book('fr', 'site=villaggio')).status).toBe(404);
  });
});

describe('the page policy', () => {
  it('lets forms go to the site, the maps service and the configured booking engine, and nowhere else', async () => {
    for (const path of ['/', buildPath('booking', 'en'), '/book/it?site=villaggio']) {
      const policy = (await getOn(OPEN, path)).headers.get('content-security-policy') ?? '';
      const formAction = policy.split('; ').find((directive) => directive.startsWith('form-action'));
      expect(formAction, path).toBe(`form-action 'self' https://www.google.com ${new URL(DEMO).origin}`);
    }
  });
});

describe('the earliest day the forms take', () => {
  it.for([BEFORE, OPEN])('is the site’s today at the lake (%s) on the home page and in the request', async (day) => {
    const home = await (await getOn(day, '/')).text();
    expect(home).toMatch(new RegExp(`id="date-search-checkin"[^>]*min="${day}"`));
    const booking = await (await getOn(day, buildPath('booking', 'it'))).text();
    expect(booking).toMatch(new RegExp(`id="form-availability-checkin"[^>]*min="${day}"`));
  });
});
