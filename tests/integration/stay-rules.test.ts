import { describe, expect, it } from 'vitest';
import { pricesPageSchema } from '../../shared/cms/index.ts';
import { type FormState, type StayRule, stayRuleError, stayRulesOf, stayRuleValues, brokenStayRule } from '../../shared/forms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { DEMO, get, html } from './fetch.ts';
import { botToken, form, pastStamp, post, requests, unique } from './forms-support.ts';

/**
 * The price list's minimum stays and arrival days (docs/product.md "Booking path") through the
 * real worker and the demo CMS over HTTP: the request form (a plain post and the island's) and
 * `/book/{locale}` refuse a stay that breaks the rule with the rule, in the visitor's language,
 * on the date to change and the values kept; a stay that keeps it goes through; the price list
 * states the rule from the same data.
 */

/** The rules the demo CMS serves on its prices page in `locale`. */
async function demoRules(locale: Locale): Promise<StayRule[]> {
  const response = await fetch(`${DEMO}/cms/${locale}/page/prezzi`);
  return stayRulesOf(pricesPageSchema.parse(await response.json()).seasons);
}

/** The message the worker must give for a village stay, computed from the demo CMS's rules and the catalogue. */
async function expected(locale: Locale, site: string, checkin: string, checkout: string) {
  const broken = brokenStayRule(await demoRules(locale), { site, checkin, checkout });
  if (!broken) throw new Error(`${checkin}–${checkout} breaks no rule at ${site}`);
  const { field, code } = stayRuleError(broken);
  const [, key] = code.split('.') as [string, keyof ReturnType<typeof getMessages>['forms']['errors']];
  return { field, text: format(getMessages(locale).forms.errors[key], stayRuleValues(broken.rule, locale)) };
}

let visitor = 0;
const visitorHeaders = () => {
  visitor += 1;
  return { 'CF-Connecting-IP': `192.0.2.${visitor}` };
};

const stay = (site: string, checkin: string, checkout: string) => ({
  form: 'availability',
  site,
  checkin,
  checkout,
  'guests.adults': '2',
  'guests.children': '1',
  'guests.childAge.1': '6',
  firstname: 'Anna',
  lastname: 'Rossi',
  phone: '+39 045 123456',
  request: 'Vicino al lago, grazie.',
});

/** The value attribute of the request form's field `name` on a page. */
const shownValue = (body: string, prefix: string, name: string) =>
  body.match(new RegExp(`id="${prefix}-${name}"[^>]*value="([^"]*)"`))?.[1] ??
  body.match(new RegExp(`value="([^"]*)"[^>]*id="${prefix}-${name}"`))?.[1];

describe('a stay the price list does not take', () => {
  it('is refused by the request form without JavaScript: the page again, the rule on the departure, every value kept', async () => {
    for (const locale of ['en', 'de', 'pl'] as const) {
      const email = `${unique('short')}@example.com`;
      const fields = { ...stay('villaggio', '2027-07-03', '2027-07-06'), email, stamp: await pastStamp('availability') };
      const response = await post(buildPath('booking', locale), form(fields), { json: false, headers: visitorHeaders() });
      expect(response.status, locale).toBe(400);
      const body = await response.text();
      const { field, text } = await expected(locale, 'villaggio', '2027-07-03', '2027-07-06');
      expect(field).toBe('checkout');
      expect(body, locale).toContain(`id="form-availability-checkout-error" class="field__error">${text}</p>`);
      // The error summary names the departure and links to it.
      expect(body).toContain('href="#form-availability-checkout"');
      expect(shownValue(body, 'form-availability', 'checkin')).toBe('2027-07-03');
      expect(shownValue(body, 'form-availability', 'checkout')).toBe('2027-07-06');
      expect(shownValue(body, 'form-availability', 'email')).toBe(email);
      expect(shownValue(body, 'form-availability', 'lastname')).toBe('Rossi');
      expect((await requests('booking')).some((request) => request.search.includes(encodeURIComponent(email)))).toBe(false);
    }
    const english = await expected('en', 'villaggio', '2027-07-03', '2027-07-06');
    expect(english.text).toBe('From 26 June to 27 August stays are at least 7 nights, arriving on Saturday or Sunday.');
  });

  it('is refused by the request form’s island post, with the rule on the arrival for a Wednesday', async () => {
    const email = `${unique('wednesday')}@example.com`;
    const fields = { ...stay('villaggio', '2027-07-07', '2027-07-14'), email, 'botcheck-token': botToken('availability') };
    const response = await post(buildPath('booking', 'nl'), form(fields), { headers: visitorHeaders() });
    const result = (await response.json()) as FormState;
    expect(result.status).toBe('invalid');
    const { field, text } = await expected('nl', 'villaggio', '2027-07-07', '2027-07-14');
    expect(field).toBe('checkin');
    expect(result.errors).toEqual({ checkin: text });
    expect(text).toBe('Van 26 juni tot en met 27 augustus verblijf je minimaal 7 nachten, met aankomst op zaterdag of zondag.');
  });

  it('is refused by book online: the booking page (400) with the search as typed and the rule on its field', async () => {
    const cases = [
      { locale: 'it', site: 'villaggio', checkin: '2027-07-10', checkout: '2027-07-13' },
      { locale: 'da', site: 'villaggio', checkin: '2027-07-07', checkout: '2027-07-14' },
      { locale: 'de', site: 'campeggio', checkin: '2027-08-01', checkout: '2027-08-04' },
    ] as const;
    for (const { locale, site, checkin, checkout } of cases) {
      const response = await get(`/book/${locale}?site=${site}&checkin=${checkin}&checkout=${checkout}&adults=2&children=1&age1=6`);
      expect(response.status, locale).toBe(400);
      const body = await response.text();
      const { field, text } = await expected(locale, site, checkin, checkout);
      expect(body, locale).toContain(`id="date-search-${field}-error">${text}</span>`);
      expect(body).toContain(getMessages(locale).booking.searchProblem);
      expect(shownValue(body, 'date-search', 'checkin')).toBe(checkin);
      expect(shownValue(body, 'date-search', 'checkout')).toBe(checkout);
      expect(body).toMatch(new RegExp(`id="date-search-${field}"[^>]*aria-invalid="true"`));
    }
    // The pitches' rule names no arrival day: only the nights.
    const pitches = await expected('de', 'campeggio', '2027-08-01', '2027-08-04');
    expect(pitches.text).toBe('Vom 31. Juli bis 20. August beträgt der Mindestaufenthalt 5 Nächte.');
  });
});

describe('a stay the price list takes', () => {
  it('is sent by the request form: an August week from Saturday to Saturday', async () => {
    const email = `${unique('august')}@example.com`;
    const fields = { ...stay('villaggio', '2027-08-07', '2027-08-14'), email, 'botcheck-token': botToken('availability') };
    const response = await post(buildPath('booking', 'en'), form(fields), { headers: visitorHeaders() });
    expect(response.status).toBe(200);
    expect(((await response.json()) as FormState).status).toBe('sent');
    const recorded = (await requests('booking')).find((request) => request.search.includes(encodeURIComponent(email)));
    expect(new URLSearchParams(recorded?.search).get('checkin')).toBe('7-8-2027');
  });

  it('goes to the engine from book online', async () => {
    const response = await get('/book/en?site=villaggio&checkin=2027-08-07&checkout=2027-08-14&adults=2&children=1&age1=6');
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get('location') ?? '');
    expect(target.searchParams.get('checkin')).toBe('7-8-2027');
    expect(target.searchParams.get('checkout')).toBe('14-8-2027');
    // The stay before the high season keeps the rest of the season's 3 nights, on any day.
    const june = await get('/book/en?site=villaggio&checkin=2027-06-02&checkout=2027-06-05&adults=2');
    expect(june.status).toBe(303);
  });
});

describe('the rules in the page', () => {
  it('are the price list’s own lines, written from the same data the forms check', async () => {
    const { response, body } = await html(buildPath('prices', 'en'));
    expect(response.status).toBe(200);
    const list = body.match(/<ul class="stay-rules">(.*?)<\/ul>/)?.[1] ?? '';
    expect([...list.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1])).toEqual([
      'Accommodation, from 26 June to 27 August: at least 7 nights, arriving on Saturday or Sunday',
      'Accommodation, at other times: at least 3 nights',
      'Pitches, from 31 July to 20 August: at least 5 nights',
      'Pitches, at other times: at least 2 nights',
    ]);
  });

  it('go to the browser with the home page’s date search, for its check before sending', async () => {
    const { body } = await html(buildPath('home', 'de'));
    const attribute = body.match(/data-stay-rules="([^"]*)"/)?.[1] ?? '';
    const check = JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')) as {
      locale: string;
      rules: StayRule[];
    };
    expect(check.locale).toBe('de');
    expect(check.rules).toEqual(await demoRules('de'));
  });
});
