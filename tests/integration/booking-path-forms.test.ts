import { describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { html } from './fetch.ts';
import { getOn } from './on-day.ts';
import { botToken, FILES, form, pastStamp, post, requests, unique } from './forms-support.ts';
import { inDays, SUITE_TODAY } from '../support/site-days.ts';

/**
 * The booking path's forms through the real worker and the demo stand-ins: birth dates typed in
 * each language's own format, the dates refused (future, under 16), the availability request's
 * summary and subject, and the same outcomes without JavaScript (a plain post, the page again).
 */

const state = async (response: Response) => (await response.json()) as FormState;

/** 14 March 2001 as a visitor of each language types it. */
const TYPED: Record<Locale, string> = {
  it: '14/03/2001',
  en: '14/03/2001',
  de: '14.03.2001',
  nl: '14-03-2001',
  da: '14.03.2001',
  pl: '14.03.2001',
};

/** An ISO date `years` years and `days` days before the site's today (SUITE_TODAY, the worker's `SITE_TODAY`). */
function yearsAgo(years: number, days = 0): string {
  const [year, month, day] = SUITE_TODAY.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year - years, month - 1, day - days));
  return date.toISOString().slice(0, 10);
}

const dmy = (iso: string, separator = '/') => iso.split('-').reverse().join(separator);

const application = (fields: Record<string, string | File>) =>
  form({ form: 'application', surname: unique('Rossi'), name: 'Anna', birthplace: 'Brescia', privacy: 'on', ...fields });

describe('birth date of a spontaneous application', () => {
  it.for(Object.entries(TYPED) as [Locale, string][])(
    '%s: takes %s and the ISO date, and refuses another order in its own words',
    async ([locale, typed]) => {
      const path = buildPath('spontaneousApplication', locale);
      // No CV: the post stops at validation, and the birth date must not be among the problems.
      for (const birthDate of [typed, '2001-03-14']) {
        const result = await state(await post(path, application({ birthDate })));
        expect(result.status, birthDate).toBe('invalid');
        expect(Object.keys(result.errors), birthDate).not.toContain('birthDate');
        expect(Object.keys(result.errors)).toContain('cv');
      }
      const wrong = await state(await post(path, application({ birthDate: '2001/14/03' })));
      expect(wrong.errors.birthDate).toBe(getMessages(locale).forms.errors.invalidBirthDate);
    },
  );

  it('passes a German date on to the staff as dd/mm/yyyy', async () => {
    const surname = unique('Schmidt');
    const response = await post(
      buildPath('spontaneousApplication', 'de'),
      form({
        form: 'application',
        surname,
        name: 'Lena',
        birthplace: 'München',
        birthDate: '14.03.2001',
        privacy: 'on',
        cv: FILES.pdf(),
        'botcheck-token': botToken('application'),
      }),
    );
    expect((await state(response)).status).toBe('sent');
    const recorded = (await requests('mail')).find((request) => request.search.includes(encodeURIComponent(surname)));
    expect(JSON.stringify(recorded?.body)).toContain('14/03/2001');
  });

  it('refuses a birth date in the future and an applicant under 16, each with its own message', async () => {
    const path = buildPath('spontaneousApplication', 'it');
    const tomorrow = await state(await post(path, application({ birthDate: dmy(yearsAgo(0, -1)) })));
    expect(tomorrow.errors.birthDate).toBe('La data di nascita non può essere nel futuro');
    const fifteen = await state(await post(path, application({ birthDate: dmy(yearsAgo(16, -1)) })));
    expect(fifteen.errors.birthDate).toBe('Per candidarvi dovete avere almeno 16 anni');
    // Sixteen today is old enough.
    const sixteen = await state(await post(path, application({ birthDate: dmy(yearsAgo(16)) })));
    expect(Object.keys(sixteen.errors)).not.toContain('birthDate');
    const german = await state(await post(buildPath('spontaneousApplication', 'de'), application({ birthDate: dmy(yearsAgo(10), '.') })));
    expect(german.errors.birthDate).toBe('Für eine Bewerbung müssen Sie mindestens 16 Jahre alt sein');
  });

  it('requires only the starred fields: gender and marital status may be left out', async () => {
    const result = await state(await post(buildPath('spontaneousApplication', 'it'), application({ birthDate: '01/02/1990' })));
    // Everything starred but the CV is there: the CV is the only problem.
    expect(Object.keys(result.errors)).toEqual(['cv']);
  });
});

describe('availability request: what was sent, and without JavaScript', () => {
  const request = (email: string, extra: Record<string, string> = {}) => ({
    form: 'availability',
    site: 'villaggio',
    checkin: inDays(40),
    checkout: inDays(47),
    'guests.adults': '2',
    'guests.children': '2',
    'guests.childAge.1': '2',
    'guests.childAge.2': '9',
    firstname: 'Jan',
    lastname: 'Kowalski',
    email,
    ...extra,
  });

  it('sums up site, dates and guests, and names the accommodation in what the engine receives', async () => {
    const email = `${unique('subject')}@example.com`;
    const response = await post(
      buildPath('booking', 'pl'),
      form({ ...request(email, { subject: 'Bungalow Royal', request: 'Parter, proszę.' }), 'botcheck-token': botToken('availability') }),
    );
    const result = await state(response);
    expect(result.status).toBe('sent');
    expect(result.summary).toEqual([
      { label: 'Gdzie', value: 'Wioska wakacyjna' },
      { label: 'Termin', value: expect.stringMatching(/^od .+ do .+$/) },
      { label: 'Goście', value: 'dorośli: 2, dzieci: 2 (wiek 2, 9)' },
      { label: 'Zapytanie dotyczy', value: 'Bungalow Royal' },
    ]);
    const recorded = (await requests('booking')).find((entry) => entry.search.includes(encodeURIComponent(email)));
    const query = new URLSearchParams(recorded?.search);
    expect(query.get('request')).toBe('La richiesta riguarda: Bungalow Royal\n\nParter, proszę.');
    // Village: the 9-year-old and the adults are persons (4+), the 2-year-old a baby (0–3).
    expect(query.get('guesttypes')).toBe(
      JSON.stringify([
        { id: '1', count: 3 },
        { id: '3', count: 1 },
      ]),
    );
  });

  it('without JavaScript the page comes back at the confirmation, focused, with no form left to send twice', async () => {
    const email = `${unique('nojs')}@example.com`;
    const response = await post('/prenota', form({ ...request(email), stamp: await pastStamp('availability') }), { json: false });
    expect(response.status).toBe(200);
    const body = await response.text();
    const section = body.slice(body.indexOf('id="form-availability"'));
    expect(section).toMatch(/<div class="form__confirmation" id="form-availability-confirmation" tabindex="-1" autofocus="">/);
    expect(section).toContain('Grazie: la vostra richiesta è stata inviata');
    expect(section).toContain('adulti: 2, bambini: 2 (età 2, 9)');
    expect(section).toContain('href="/prenota#form-availability"');
    expect(section.slice(0, section.indexOf('</section>'))).not.toContain('<form');
  });

  it('without JavaScript a failed post lists each field to fix, linked, and the summary takes the focus', async () => {
    const response = await post(
      '/prenota',
      form({ ...request('x@', { 'guests.childAge.2': '' }), stamp: await pastStamp('availability') }),
      {
        json: false,
      },
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    const alert = body.slice(
      body.indexOf('id="form-availability-alert"'),
      body.indexOf('class="form__status"', body.indexOf('id="form-availability-alert"')),
    );
    expect(alert).toContain('autofocus=""');
    expect(alert).toContain('<a href="#form-availability-email">Email: Email non valida</a>');
    expect(alert).toContain('<a href="#form-availability-guests-childAge-2">Età del bambino 2: Scegliete l’età di questo bambino</a>');
    // Two children counted: two age fields, the first still chosen.
    expect(body).toContain('id="form-availability-guests-childAge-2"');
    expect(body).not.toContain('id="form-availability-guests-childAge-3"');
  });

  it('starts filled in from a link: site, dates, guests and what it is about; anything else is ignored', async () => {
    const query = new URLSearchParams({
      site: 'campeggio',
      checkin: '2031-07-05',
      checkout: '2031-07-12',
      adults: '2',
      children: '1',
      subject: 'Piazzola Deluxe',
      firstname: 'Mallory',
    });
    const { response, body } = await html(`/prenota?${query}`);
    expect(response.status).toBe(200);
    const section = body.slice(body.indexOf('id="form-availability"'));
    expect(section).toContain('name="site" checked="" value="campeggio"');
    expect(section).toContain('name="checkin" value="2031-07-05"');
    expect(section).toContain('name="guests.adults" value="2"');
    expect(section).toContain('name="subject" value="Piazzola Deluxe"');
    expect(section).toContain('id="form-availability-guests-childAge-1"');
    expect(section).not.toContain('Mallory');
  });
});

describe('request links', () => {
  const unit = buildPath('accommodation', 'it', { type: 'camping', group: 'top', unit: 'deluxe-zona-a' });

  it('before online booking opens, an accommodation page opens the request with its site and name, and the dates it was reached with', async () => {
    const body = await (await getOn('2026-11-30', `${unit}?checkin=2031-07-05&checkout=2031-07-12&tracking=x`)).text();
    const link = body.match(/<a class="button button--primary" href="([^"]+)">Richiedete questa sistemazione<\/a>/)?.[1] ?? '';
    const target = new URL(link.replaceAll('&amp;', '&'), 'https://www.lagoserena.test');
    expect(target.pathname).toBe('/prenota');
    expect(target.hash).toBe('#form-availability');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      site: 'campeggio',
      subject: expect.stringContaining('Deluxe'),
      checkin: '2031-07-05',
      checkout: '2031-07-12',
    });
  });

  it('once open, its stay search books it online with its site, slug and name, and starts from the dates it was reached with', async () => {
    const { body } = await html(`${unit}?checkin=2031-07-05&checkout=2031-07-12&tracking=x`);
    const search = body.slice(body.indexOf('id="book-online"'), body.indexOf('</form>', body.indexOf('id="book-online"')));
    expect(search).toContain('action="/book/it"');
    expect(search).toContain('<input type="hidden" name="site" value="campeggio"/>');
    expect(search).toContain('<input type="hidden" name="unit" value="deluxe-zona-a"/>');
    expect(search).toMatch(/<input type="hidden" name="subject" value="[^"]*Deluxe[^"]*"\/>/);
    expect(search).toMatch(/id="date-search-checkin"[^>]*value="2031-07-05"/);
    expect(search).toMatch(/id="date-search-checkout"[^>]*value="2031-07-12"/);
    // The request is the second choice: the same form, sent to the booking page's request form.
    expect(search).toMatch(/formAction="\/prenota#form-availability"/);
  });
});
