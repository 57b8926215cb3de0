import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type FormState, POSTED_FIELDS } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { demoList } from './fetch.ts';
import { botToken, FILES, form, pastStamp, post, requests, unique } from './forms-support.ts';
import { inDays } from '../support/site-days.ts';

/** Never jammed, bounded echo, one-line fields: what a hostile post gets. */

const state = async (response: Response) => (await response.json()) as FormState;
const octet = () => Math.floor(Math.random() * 254) + 1;
const clientIp = () => `10.${octet()}.${octet()}.${octet()}`;

async function freshWindow(neededMs: number): Promise<void> {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow + neededMs > 58_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 200));
}

describe('never jammed', () => {
  it('takes a real visitor’s post after a flood of 300 junk posts from many clients', async () => {
    const host = `https://${unique('flood')}.lagoserena.test`;
    await freshWindow(30_000);
    const send = (body: FormData, ip = clientIp()) =>
      exports.default.fetch(
        new Request(`${host}/en`, { method: 'POST', body, headers: { Origin: host, Accept: 'application/json', 'CF-Connecting-IP': ip } }),
      );
    const junk = [
      () => form({ form: 'newsletter' }),
      () => form({ form: 'newsletter', email: 'x@example.com', privacy: 'on' }),
      () => form({ form: 'newsletter', email: 'x@example.com', privacy: 'on', stamp: `${Date.now() - 10_000}.${'0'.repeat(64)}` }),
      () => form({ form: 'newsletter', email: 'x@example.com', privacy: 'on', 'botcheck-token': botToken('newsletter', 0.1) }),
    ];
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 30; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => send((junk[index % junk.length] as () => FormData)())));
      for (const response of answers) statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      await Promise.all(answers.map((response) => response.body?.cancel()));
    }
    // Refused for what they are, never for a full limit.
    expect(statuses.get(429)).toBeUndefined();
    expect((statuses.get(400) ?? 0) + (statuses.get(403) ?? 0)).toBe(300);

    const email = `${unique('after-flood')}@example.com`;
    const real = await send(form({ form: 'newsletter', email, privacy: 'on', stamp: await pastStamp('newsletter') }));
    expect(real.status).toBe(200);
    expect((await state(real)).status).toBe('sent');
    expect((await requests('mailing')).some((request) => new URLSearchParams(request.search).get('email') === email)).toBe(true);
  }, 120_000);
});

describe('bounded echo', () => {
  it('shows back only the form’s own fields, each cut to its length', async () => {
    const junk = 'J'.repeat(1024 * 1024);
    const data = form({
      form: 'availability',
      site: 'villaggio',
      firstname: `Anna${'a'.repeat(5000)}`,
      request: 'r'.repeat(20_000),
      notAField: junk,
      'guests.extra': junk,
    });
    for (let index = 0; index < 50; index++) data.append(`filler${index}`, 'f'.repeat(50_000));
    const json = await post(buildPath('booking', 'en'), data);
    expect(json.status).toBe(400);
    const result = await state(json);
    expect(Object.keys(result.values).every((name) => name in POSTED_FIELDS.availability)).toBe(true);
    expect(result.values.firstname).toHaveLength(100);
    expect(result.values.request).toHaveLength(5000);
    expect(result.errors.firstname).toBe(getMessages('en').forms.errors.tooLong);

    const page = await post(buildPath('booking', 'en'), data, { json: false });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).not.toContain('JJJJ');
    expect(html).not.toContain('fffff');
    // The page with its form filled in, not the 3.6 MB that was posted.
    expect(html.length).toBeLessThan(400_000);
  });

  it('shows back nothing of a post that names no form of the page', async () => {
    const response = await post('/', form({ form: 'nothing', email: 'E'.repeat(100_000) }));
    expect(response.status).toBe(400);
    expect((await state(response)).values).toEqual({});
  });
});

describe('one-line fields', () => {
  const crlf = (name: string) => `${name}\r\nBcc: victim@example.com`;

  it('refuses CR/LF and other control characters in names with a message on the field, and forwards nothing', async () => {
    const en = getMessages('en').forms.errors;
    const lastname = unique('Crlf');
    const availability = await post(
      buildPath('booking', 'en'),
      form({
        form: 'availability',
        site: 'villaggio',
        checkin: inDays(30),
        checkout: inDays(33),
        'guests.adults': '2',
        firstname: crlf('Anna'),
        lastname: `${lastname}\u0000Rossi`,
        email: 'anna@example.com',
        request: 'Two lines\r\nare fine here.',
        stamp: await pastStamp('availability'),
      }),
    );
    expect(availability.status).toBe(400);
    const result = await state(availability);
    expect(result.errors).toEqual({ firstname: en.controlCharacters, lastname: en.controlCharacters });

    const [position] = await demoList('de', 'positions');
    const surname = unique('Crlf');
    const application = await post(
      buildPath('position', 'de', { slug: position?.slug ?? '' }),
      form({
        form: 'position',
        name: crlf('Giulia'),
        surname: `${surname}\u2028Rossi`,
        email: 'giulia@example.com',
        document: FILES.pdf(),
        privacy: 'on',
        stamp: await pastStamp('position'),
      }),
    );
    const de = getMessages('de').forms.errors;
    expect(application.status).toBe(400);
    expect((await state(application)).errors).toEqual({ name: de.controlCharacters, surname: de.controlCharacters });

    const page = await post(buildPath('booking', 'en'), form({ form: 'availability', firstname: crlf('Anna') }), { json: false });
    expect(await page.text()).toContain(en.controlCharacters);

    expect((await requests('booking')).some((request) => request.search.includes(lastname))).toBe(false);
    expect((await requests('mail')).some((request) => request.search.includes(surname))).toBe(false);
  });

  it('keeps a name whose line break is only around it (trimmed away), and line breaks in the request', async () => {
    const lastname = unique('Trim');
    const response = await post(
      buildPath('booking', 'it'),
      form({
        form: 'availability',
        site: 'villaggio',
        checkin: inDays(40),
        checkout: inDays(44),
        'guests.adults': '2',
        firstname: 'Anna\r\n',
        lastname,
        email: 'anna@example.com',
        request: 'Prima riga\r\nseconda riga',
        'botcheck-token': botToken('availability'),
      }),
    );
    expect(response.status).toBe(200);
    const recorded = (await requests('booking')).find((request) => request.search.includes(lastname));
    const query = new URLSearchParams(recorded?.search);
    expect(query.get('firstname')).toBe('Anna');
    expect(query.get('lastname')).toBe(lastname);
  });
});

describe('invisible formatting in names', () => {
  /** A right-to-left override and a zero-width space: invisible, but they turn how a name reads around. */
  const hidden = (name: string) => `\u202e${name}\u200b\u2066x\u2069\ufeff`;
  const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

  it('strips bidirectional and zero-width controls from the names the booking engine gets', async () => {
    const lastname = unique('Bidi');
    const response = await post(
      buildPath('booking', 'en'),
      form({
        form: 'availability',
        site: 'villaggio',
        checkin: inDays(50),
        checkout: inDays(53),
        'guests.adults': '2',
        firstname: 'An\u200bna\u202e',
        lastname: hidden(lastname),
        email: 'anna@example.com',
        'botcheck-token': botToken('availability'),
      }),
    );
    expect(response.status).toBe(200);
    const recorded = (await requests('booking')).find((request) => request.search.includes(lastname));
    const query = new URLSearchParams(recorded?.search);
    expect(query.get('firstname')).toBe('Anna');
    expect(query.get('lastname')).toBe(`${lastname}x`);
    expect(recorded?.search).not.toMatch(INVISIBLE);
    expect(decodeURIComponent(recorded?.search ?? '')).not.toMatch(INVISIBLE);
  });

  it('strips them from the name the mail endpoint gets, in its address and its HTML', async () => {
    const [position] = await demoList('it', 'positions');
    const surname = unique('Bidi');
    const response = await post(
      buildPath('position', 'it', { slug: position?.slug ?? '' }),
      form({
        form: 'position',
        name: '\u202eGiulia\u200b',
        surname: hidden(surname),
        email: 'giulia@example.com',
        document: FILES.pdf(),
        privacy: 'on',
        'botcheck-token': botToken('position'),
      }),
    );
    expect(response.status).toBe(200);
    const recorded = (await requests('mail')).find((request) => new URLSearchParams(request.search).get('name')?.includes(surname));
    expect(new URLSearchParams(recorded?.search).get('name')).toBe(`Giulia ${surname}x`);
    // The stand-in keeps the first 2000 characters of the HTML: the whole of this short mail.
    const html = (recorded?.body as { htmlDataStart?: string } | undefined)?.htmlDataStart ?? '';
    expect(html).toContain(`${surname}x`);
    expect(html).not.toMatch(INVISIBLE);
    // Nor escaped as numeric references.
    expect(html).not.toMatch(/&#(x202e|8238|x200b|8203);/i);
  });

  it('refuses a name of nothing but invisible formatting as empty', async () => {
    const response = await post(buildPath('contacts', 'en'), form({ form: 'contact', name: '\u202e\u200b\ufeff' }));
    expect(response.status).toBe(400);
    expect((await state(response)).errors.name).toBe(getMessages('en').forms.errors.required);
  });
});
