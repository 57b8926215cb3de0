import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../demo/recorder.ts';
import { startDemo } from '../../demo/server.ts';

/**
 * The booking engine's public booking page in the demo stand-in (`GET /booking/book`), where every
 * "book online" of the site leads, over real HTTP: what it shows, what it refuses, what it records,
 * and the `today` that moves the engine's past-date check.
 */
type Demo = Awaited<ReturnType<typeof startDemo>>;

/** The day at the lake the main stand-ins take as today, so the dates below never go stale. */
const TODAY = '2027-03-01';
let demo: Demo;
let base: string;
const others: Demo[] = [];

beforeAll(async () => {
  demo = await startDemo(0, '127.0.0.1', { today: TODAY });
  base = `http://127.0.0.1:${demo.port}`;
});
afterAll(async () => {
  await demo.close();
  await Promise.all(others.map((other) => other.close()));
});

/** More stand-ins, each with its own today, closed after the file. */
async function startOther(today?: string): Promise<string> {
  const other = await startDemo(0, '127.0.0.1', today === undefined ? {} : { today });
  others.push(other);
  return `http://127.0.0.1:${other.port}`;
}

let unique = 0;
/** A slug no other test uses, so tests never see each other's requests. */
const tag = (name: string) => `${name}-${Date.now()}-${++unique}`;

type Recorded = Omit<RecordedRequest, 'outcome'> & { outcome?: { error?: string; shown?: Record<string, unknown> } };

async function requests(origin = base): Promise<Recorded[]> {
  const answer = (await (await fetch(`${origin}/__requests/booking`)).json()) as { requests: Recorded[] };
  return answer.requests;
}

/** `d-m-yyyy` (no zero padding), `days` from the real today (UTC). */
function dayMonthYear(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getUTCDate()}-${date.getUTCMonth() + 1}-${date.getUTCFullYear()}`;
}

/** `YYYY-MM-DD`, `days` from the real today (UTC). */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function villageVisit(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    type: 'villaggio',
    hotel: '10231',
    layout: '4',
    channel: '1',
    checkin: '5-7-2027',
    checkout: '12-7-2027',
    guesttypes: JSON.stringify([
      { id: '1', count: 2 },
      { id: '3', count: 1 },
    ]),
    lang: 'de',
    ...overrides,
  });
}

function campsiteVisit(overrides: Record<string, string> = {}) {
  return villageVisit({
    type: 'campeggio',
    hotel: '10232',
    layout: '5',
    checkin: '28-2-2027',
    checkout: '1-3-2027',
    guesttypes: JSON.stringify([
      { id: '4', count: 2 },
      { id: '5', count: 1 },
      { id: '6', count: 0 },
    ]),
    lang: 'pl',
    ...overrides,
  });
}

const visit = (query: URLSearchParams, origin = base, init: RequestInit = {}) => fetch(`${origin}/booking/book?${query}`, init);

/** The text of `<dd data-field="name">`, tags stripped, entities of the page decoded. */
function field(page: string, name: string): string | undefined {
  const match = page.match(new RegExp(`<dd data-field="${name}">([\\s\\S]*?)</dd>`));
  return match?.[1] === undefined ? undefined : decode(match[1].replace(/<\/li><li/g, '</li>\n<li').replace(/<[^>]+>/g, ''));
}

function decode(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_all, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] as string,
  );
}

const errorText = (page: string) => decode(page.match(/<p id="error">([\s\S]*?)<\/p>/)?.[1] ?? '');

describe('booking engine: GET /booking/book', () => {
  it('shows every value a visit of the village brings, in plain words, and records the visit', async () => {
    const unit = tag('bilocale-vista-lago');
    const offer = tag('estate-lunga');
    const query = villageVisit({ unit, offer });
    const response = await visit(query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();

    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toContain('<h1>Book your stay at the village</h1>');
    expect(page).not.toContain('<script');
    expect(field(page, 'type')).toBe('the village (villaggio)');
    expect(field(page, 'hotel')).toBe('10231');
    expect(field(page, 'layout')).toBe('4');
    expect(field(page, 'channel')).toBe('1');
    expect(field(page, 'checkin')).toBe('5-7-2027');
    expect(field(page, 'checkout')).toBe('12-7-2027');
    expect(field(page, 'nights')).toBe('7');
    expect(field(page, 'guesttypes')).toBe('2 × person (id 1)\n1 × babies (id 3)');
    expect(field(page, 'lang')).toBe('de');
    expect(field(page, 'unit')).toBe(unit);
    expect(field(page, 'offer')).toBe(offer);
    expect(page).toContain(
      `A stay at the village (hotel 10231) in accommodation ${unit} with offer ${offer}: arrival Monday 5 July 2027, ` +
        'departure Monday 12 July 2027, 7 nights, 3 guests (2 × person (id 1), 1 × babies (id 3)), page language German (de).',
    );

    const entry = (await requests()).find((recorded) => recorded.query.unit === unit);
    expect(entry).toMatchObject({ method: 'GET', path: '/book', search: `?${query}`, status: 200 });
    expect(entry?.query).toMatchObject({ type: 'villaggio', checkin: '5-7-2027', guesttypes: query.get('guesttypes'), lang: 'de' });
    expect(entry?.outcome?.shown).toMatchObject({ type: 'villaggio', hotel: '10231', nights: 7, unit, offer });
  });

  it('shows the campsite with its own age categories, a zero count and no unit or offer', async () => {
    // 28 February is the day before today: the engine's one day of slack lets it through.
    const response = await visit(campsiteVisit());
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Book your stay at the campsite</h1>');
    expect(field(page, 'type')).toBe('the campsite (campeggio)');
    expect(field(page, 'hotel')).toBe('10232');
    expect(field(page, 'layout')).toBe('5');
    expect(field(page, 'checkin')).toBe('28-2-2027');
    expect(field(page, 'checkout')).toBe('1-3-2027');
    expect(field(page, 'nights')).toBe('1');
    expect(field(page, 'guesttypes')).toBe('2 × person (id 4)\n1 × children (id 5)\n0 × babies (id 6)');
    expect(field(page, 'lang')).toBe('pl');
    expect(field(page, 'unit')).toBeUndefined();
    expect(field(page, 'offer')).toBeUndefined();
    expect(page).toContain('1 night, 3 guests');
  });

  it('answers HEAD as GET, without a body, and records it', async () => {
    const unit = tag('head');
    const response = await visit(villageVisit({ unit }), base, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
    expect((await requests()).find((recorded) => recorded.query.unit === unit)).toMatchObject({ method: 'HEAD', status: 200 });
  });

  it.each([
    ['an unknown hotel', { hotel: '99999' }, "hotel 99999 is not the villaggio's (10231)"],
    ['a hotel that is not a number', { hotel: 'lago' }, 'hotel must be a number'],
    ['an unknown site', { type: 'hotel' }, 'type must be villaggio or campeggio'],
    ['a zero-padded checkin', { checkin: '05-07-2027' }, 'checkin must be a day-month-year date without zero padding, e.g. 5-7-2027'],
    [
      'a year-month-day checkout',
      { checkout: '2027-07-12' },
      'checkout must be a day-month-year date without zero padding, e.g. 12-7-2027',
    ],
    ['a day that does not exist', { checkin: '29-2-2027' }, 'checkin must be a day-month-year date'],
    ['a checkin two days before today', { checkin: '27-2-2027', checkout: '3-3-2027' }, 'checkin is in the past (today is 2027-03-01)'],
    ['checkout before checkin', { checkin: '12-7-2027', checkout: '5-7-2027' }, 'checkout must be after checkin'],
    ['checkout on the checkin day', { checkout: '5-7-2027' }, 'checkout must be after checkin'],
    ['an age category of the campsite', { guesttypes: '[{"id":"4","count":2}]' }, 'guesttypes: id 4 is not an age category of hotel 10231'],
    ['guesttypes that are not JSON', { guesttypes: 'two adults' }, 'guesttypes must be JSON text'],
    ['babies alone', { guesttypes: '[{"id":"3","count":1}]' }, 'guesttypes: at least one person (id 1)'],
    ['no lang', { lang: '' }, 'lang is required'],
    ['a language the site does not speak', { lang: 'fr' }, 'lang must be one of it, en, de, nl, da, pl'],
    [
      'a unit slug with capitals',
      { unit: 'Bilocale' },
      'unit must be a slug: lowercase letters, digits and dashes, at most 100 characters',
    ],
    ['a unit slug with a space', { unit: 'bilocale lago' }, 'unit must be a slug'],
    ['an empty unit', { unit: '' }, 'unit must be a slug'],
    ['a unit slug of 101 characters', { unit: 'a'.repeat(101) }, 'unit must be a slug'],
    ['an offer slug with markup', { offer: '<b>estate</b>' }, 'offer must be a slug'],
  ])('refuses %s with 400 and says why on the page', async (_name, overrides, reason) => {
    const marker = tag('refused');
    const query = villageVisit({ ...overrides, marker });
    const response = await visit(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toContain('<h1>This booking link cannot be used</h1>');
    expect(page).not.toContain('<script');
    expect(errorText(page)).toContain(reason);
    // The parameters it received are listed, escaped.
    expect(page).not.toContain('<b>');
    expect((await requests()).find((recorded) => recorded.query.marker === marker)).toMatchObject({
      path: '/book',
      status: 400,
      outcome: { error: expect.stringContaining(reason) },
    });
  });

  it('refuses a visit without lang, and one with none of the stay', async () => {
    const query = villageVisit();
    query.delete('lang');
    const missingLang = await visit(query);
    expect(missingLang.status).toBe(400);
    expect(errorText(await missingLang.text())).toBe('lang is required');

    const bare = await fetch(`${base}/booking/book`);
    expect(bare.status).toBe(400);
    expect(errorText(await bare.text())).toBe('type must be villaggio or campeggio');
  });

  it('escapes what it shows', async () => {
    const response = await visit(villageVisit({ note: '"><script>alert(1)</script>', lang: 'xx<i>' }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<i>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers another method with 405 and the methods it takes, and records it', async () => {
    const marker = tag('post');
    const response = await visit(villageVisit({ marker }), base, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.text()).toContain('method not allowed');
    expect((await requests()).find((recorded) => recorded.query.marker === marker)).toMatchObject({ method: 'POST', status: 405 });
  });

  it('keeps the engine’s 414 on a request target over 8192 bytes', async () => {
    const response = await visit(villageVisit({ padding: 'x'.repeat(8200) }));
    expect(response.status).toBe(414);
    expect(await response.text()).toContain('request target longer than 8192 bytes');
  });
});

describe('booking engine: its today', () => {
  it('takes the real clock without `today`: a week ago is past, yesterday is not', async () => {
    const origin = await startOther();
    const past = await visit(villageVisit({ checkin: dayMonthYear(-7), checkout: dayMonthYear(3) }), origin);
    expect(past.status).toBe(400);
    expect(errorText(await past.text())).toBe(`checkin is in the past (today is ${isoDay(0)})`);
    expect((await visit(villageVisit({ checkin: dayMonthYear(-1), checkout: dayMonthYear(3) }), origin)).status).toBe(200);
  });

  it('accepts a checkin past for the real clock when `today` is before it', async () => {
    const origin = await startOther(isoDay(-30));
    const query = villageVisit({ checkin: dayMonthYear(-7), checkout: dayMonthYear(3) });
    const response = await visit(query, origin);
    expect(response.status).toBe(200);
    expect(field(await response.text(), 'checkin')).toBe(dayMonthYear(-7));
  });

  it('refuses a checkin the real clock takes when `today` is after it, on both the page and the customer request', async () => {
    const origin = await startOther(isoDay(30));
    const stay = { checkin: dayMonthYear(10), checkout: dayMonthYear(17) };
    const page = await visit(villageVisit(stay), origin);
    expect(page.status).toBe(400);
    expect(errorText(await page.text())).toBe(`checkin is in the past (today is ${isoDay(30)})`);

    const request = villageVisit({ ...stay, widgetapikey: 'demo-village-key', firstname: 'Anna', lastname: 'Rossi' });
    request.delete('lang');
    request.set('email', `${tag('anna')}@example.com`);
    const answer = await fetch(`${origin}/booking/customer-request?${request}`, { method: 'POST' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ ok: false, error: `checkin is in the past (today is ${isoDay(30)})` });
  });

  it('refuses a `today` that is not a day as YYYY-MM-DD', () => {
    expect(() => startDemo(0, '127.0.0.1', { today: '1-3-2027' })).toThrow('today must be a day as YYYY-MM-DD, not "1-3-2027"');
    expect(() => startDemo(0, '127.0.0.1', { today: '2027-02-30' })).toThrow(/today must be a day/);
  });
});

describe('booking engine: the customer request after the split', () => {
  function customerRequest(overrides: Record<string, string> = {}) {
    return new URLSearchParams({
      type: 'villaggio',
      hotel: '10231',
      layout: '4',
      channel: '1',
      widgetapikey: 'demo-village-key',
      checkin: '5-7-2027',
      checkout: '12-7-2027',
      guesttypes: JSON.stringify([{ id: '1', count: 2 }]),
      firstname: 'Anna',
      lastname: 'Rossi',
      email: `${tag('anna')}@example.com`,
      phone: '+39 333 1234567',
      ...overrides,
    });
  }
  const post = (query: URLSearchParams) => fetch(`${base}/booking/customer-request?${query}`, { method: 'POST' });

  it('takes a valid request with the stand-ins’ today, and needs no lang', async () => {
    const response = await post(customerRequest());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, requestId: expect.any(String) });
  });

  it.each([
    ['an unknown hotel', { hotel: '99999' }, "hotel 99999 is not the villaggio's (10231)"],
    ['a checkin before today', { checkin: '27-2-2027' }, 'checkin is in the past (today is 2027-03-01)'],
    ['checkout before checkin', { checkout: '1-7-2027' }, 'checkout must be after checkin'],
    ['an unknown age category', { guesttypes: '[{"id":"9","count":2}]' }, 'guesttypes: id 9 is not an age category of hotel 10231'],
    ['a missing first name', { firstname: '' }, 'firstname is required'],
    ['a last name over 100 characters', { lastname: 'R'.repeat(101) }, 'lastname is longer than 100 characters'],
    ['a bad email', { email: 'anna.example.com' }, 'email is not a valid address'],
    ['a bad phone', { phone: 'call me' }, 'phone is not a valid number'],
    ['a request over 5000 characters', { request: 'x'.repeat(5001) }, 'request is longer than 5000 characters'],
  ])('still refuses %s with 400', async (_name, overrides, error) => {
    const response = await post(customerRequest(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error });
  });

  it('still checks the stay before the guest’s data', async () => {
    const response = await post(customerRequest({ checkin: '05-07-2027', email: 'not-an-address' }));
    expect(await response.json()).toEqual({ ok: false, error: expect.stringContaining('checkin must be') });
  });
});
