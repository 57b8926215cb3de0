import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { demoList } from './fetch.ts';
import { botToken, FILES, fault, form, pastStamp, post, requests, unique, waitFor } from './forms-support.ts';
import { inDays } from '../support/site-days.ts';

async function state(response: Response): Promise<FormState> {
  return (await response.json()) as FormState;
}

async function newsletter(email: string, extra: Record<string, string> = {}) {
  return post('/', form({ form: 'newsletter', email, privacy: 'on', stamp: await pastStamp('newsletter'), ...extra }));
}

describe('newsletter', () => {
  it('subscribes a new address at the mailing service, then says it is already registered', async () => {
    const email = `${unique('nl')}@example.com`;
    const first = await newsletter(email, { 'botcheck-token': botToken('newsletter') });
    expect(first.status).toBe(200);
    expect(await state(first)).toMatchObject({ status: 'sent', message: 'Inserimento avvenuto correttamente.' });
    const recorded = (await requests('mailing')).filter((request) => request.search.includes(encodeURIComponent(email)));
    expect(recorded).toHaveLength(1);
    const query = new URLSearchParams(recorded[0]?.search);
    expect(Object.fromEntries(query)).toMatchObject({ list: '26', group: 'sito-it', email, confirm: 'true' });

    const second = await newsletter(email, { 'botcheck-token': botToken('newsletter') });
    expect(await state(second)).toMatchObject({ status: 'sent', message: 'Indirizzo già registrato' });
  });

  it('gives the spec’s messages for a missing or invalid email and a missing consent, in the page’s language', async () => {
    const missing = await state(await post('/', form({ form: 'newsletter', stamp: await pastStamp('newsletter') })));
    expect(missing.status).toBe('invalid');
    expect(missing.errors).toEqual({ email: '*Il campo è obbligatorio', privacy: 'Privacy obbligatoria' });
    const invalid = await state(await post('/', form({ form: 'newsletter', email: 'not-an-email', privacy: 'on' })));
    expect(invalid.errors).toEqual({ email: 'Email non valida' });
    const german = await state(await post(buildPath('news', 'de'), form({ form: 'newsletter', email: 'x' })));
    expect(german.errors.email).not.toBe('Email non valida');
    expect(german.errors.email).toBe((await import('../../shared/i18n/index.ts')).getMessages('de').forms.newsletter.invalidEmail);
  });

  it('re-renders the page with the messages and the values when posted without JavaScript', async () => {
    const response = await post(
      buildPath('home', 'en'),
      form({ form: 'newsletter', email: 'someone@', stamp: await pastStamp('newsletter') }),
      { json: false },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const body = await response.text();
    expect(body).toContain('value="someone@"');
    expect(body).toMatch(/aria-describedby="form-newsletter-email-error"/);
    expect(body).toContain('id="form-newsletter-email-error" class="field__error">Invalid email<');
  });
});

describe('bot check', () => {
  it('refuses a low score, a replayed token, a stale token and a token for another action, forwarding nothing', async () => {
    const email = `${unique('bot')}@example.com`;
    const replayed = botToken('newsletter');
    expect((await newsletter(`${unique('ok')}@example.com`, { 'botcheck-token': replayed })).status).toBe(200);
    const cases = {
      low: botToken('newsletter', 0.1),
      replayed,
      stale: botToken('newsletter', 0.9, Date.now() - 121_000),
      otherAction: botToken('availability'),
    };
    for (const [label, token] of Object.entries(cases)) {
      const response = await newsletter(email, { 'botcheck-token': token });
      expect(response.status, label).toBe(403);
      expect((await state(response)).message, label).toBe('Non siamo riusciti a verificare che l’invio non venga da un robot. Riprovate.');
    }
    expect((await requests('mailing')).some((request) => request.search.includes(encodeURIComponent(email)))).toBe(false);
  });

  it('without a token, refuses a filled honeypot, a form posted too fast and a forged stamp', async () => {
    const email = `${unique('nojs')}@example.com`;
    const base = { form: 'newsletter', email, privacy: 'on' };
    const cases = [
      { ...base, stamp: await pastStamp('newsletter'), website: 'http://spam.example' },
      { ...base, stamp: await pastStamp('newsletter', 100) },
      { ...base, stamp: `${Date.now() - 10_000}.${'0'.repeat(64)}` },
      { ...base, stamp: await pastStamp('availability') },
    ];
    for (const fields of cases) expect((await post('/', form(fields))).status).toBe(403);
    expect((await requests('mailing')).some((request) => request.search.includes(encodeURIComponent(email)))).toBe(false);
  });
});

describe('availability request', () => {
  const valid = (site: 'villaggio' | 'campeggio', email: string) => ({
    form: 'availability',
    site,
    checkin: inDays(30),
    checkout: inDays(37),
    'guests.adults': '2',
    'guests.children': '2',
    'guests.childAge.1': '7',
    'guests.childAge.2': '0',
    firstname: 'Anna',
    lastname: 'Rossi',
    email,
    phone: '+39 045 123456',
    request: 'Vorremmo una casa mobile vicino al lago.',
  });

  it('forwards every field as query parameters with the site’s identifiers, then tells the visitor it is non-binding', async () => {
    const email = `${unique('avail')}@example.com`;
    const response = await post('/prenota', form({ ...valid('campeggio', email), 'botcheck-token': botToken('availability') }));
    const result = await state(response);
    expect(response.status).toBe(200);
    expect(result.status).toBe('sent');
    expect(result.detail).toContain('non vincolante');
    expect(result.detail).toContain('7 giorni');
    const recorded = (await requests('booking')).find((request) => request.search.includes(encodeURIComponent(email)));
    const query = Object.fromEntries(new URLSearchParams(recorded?.search));
    const checkin = new Date(`${inDays(30)}T00:00:00Z`);
    expect(query).toMatchObject({
      type: 'campeggio',
      hotel: '10232',
      layout: '5',
      channel: '1',
      widgetapikey: 'demo-camping-key',
      checkin: `${checkin.getUTCDate()}-${checkin.getUTCMonth() + 1}-${checkin.getUTCFullYear()}`,
      guesttypes: JSON.stringify([
        { id: '4', count: 2 },
        { id: '5', count: 1 },
        { id: '6', count: 1 },
      ]),
      firstname: 'Anna',
      lastname: 'Rossi',
      email,
    });
    expect(recorded?.status).toBe(200);
  });

  it('sends only the village’s age bands for the village, every guest entered counted in one', async () => {
    const email = `${unique('village')}@example.com`;
    expect(
      (await post(buildPath('booking', 'en'), form({ ...valid('villaggio', email), 'botcheck-token': botToken('availability') }))).status,
    ).toBe(200);
    const recorded = (await requests('booking')).find((request) => request.search.includes(encodeURIComponent(email)));
    // Two adults and the 7-year-old are village "persons" (4+), the baby is in the 0–3 band: nobody is dropped.
    expect(new URLSearchParams(recorded?.search).get('guesttypes')).toBe(
      JSON.stringify([
        { id: '1', count: 3 },
        { id: '3', count: 1 },
      ]),
    );
  });

  it('explains each problem with the dates, the guests and the contact fields', async () => {
    const response = await post(
      '/prenota',
      form({
        form: 'availability',
        site: 'lago',
        checkin: inDays(-2),
        checkout: inDays(-3),
        'guests.adults': '0',
        'guests.children': '25',
        email: 'x@',
      }),
    );
    const result = await state(response);
    expect(response.status).toBe(400);
    expect(result.errors).toMatchObject({
      site: 'Scegliete una delle opzioni',
      checkin: 'La data è già passata',
      checkout: 'La partenza deve essere successiva all’arrivo',
      'guests.children': 'Inserite un numero intero da 0 a 20',
      firstname: 'Il campo è obbligatorio',
      lastname: 'Il campo è obbligatorio',
      email: 'Email non valida',
    });
    const noAdult = await state(await post('/prenota', form({ ...valid('campeggio', 'a@example.com'), 'guests.adults': '0' })));
    expect(noAdult.errors['guests.adults']).toBe('Serve almeno un adulto (dai 18 anni in su)');
    const noAge = await state(await post('/prenota', form({ ...valid('campeggio', 'a@example.com'), 'guests.childAge.2': '' })));
    expect(noAge.errors).toEqual({ 'guests.childAge.2': 'Scegliete l’età di questo bambino' });
  });

  it('refuses another page’s form and a form the page does not have', async () => {
    const response = await post('/chi-siamo', form({ form: 'availability' }));
    expect(response.status).toBe(400);
    expect((await state(response)).message).toBe('Questo modulo non può essere inviato da questa pagina.');
  });
});

describe('job applications', () => {
  const application = (surname: string) => ({
    form: 'application',
    surname,
    name: 'Giulia',
    birthplace: 'Verona',
    birthDate: '03/04/1998',
    email: 'giulia@example.com',
    'experience.0.place': 'abroad',
    'experience.0.workplace': 'Hotel <b>Bellevue</b> & Spa',
    roles: ['reception', 'restaurant'],
    'language.de': 'good',
    documents: ['identity', 'taxCode'],
    privacy: 'on',
  });

  it('sends a spontaneous application with its CV to the mail endpoint, every value escaped', async () => {
    const surname = unique('Bianchi');
    const response = await post(
      '/lavora-con-noi/candidatura-spontanea',
      form({ ...application(surname), cv: FILES.pdf(), 'botcheck-token': botToken('application') }),
    );
    expect(await state(response)).toMatchObject({ status: 'sent', message: 'Grazie, candidatura inviata correttamente' });
    const recorded = (await requests('mail')).find((request) => request.search.includes(encodeURIComponent(surname)));
    expect(recorded?.path).toBe('/candidatura-spontanea/send');
    const body = recorded?.body as {
      form: string;
      attachments: { filename: string; contentType: string }[];
      htmlPreview: string;
      [key: string]: unknown;
    };
    expect(body.form).toBe('candidatura-spontanea');
    expect(body.attachments).toEqual([
      expect.objectContaining({ filename: `cv-${surname.toLowerCase()}-giulia.pdf`, contentType: 'application/pdf' }),
    ]);
    const html = JSON.stringify(body);
    expect(html).toContain('Hotel &lt;b&gt;Bellevue&lt;/b&gt; &amp; Spa');
    expect(html).not.toContain('<b>Bellevue');
  });

  it('says which fields are missing with the spec’s message, and refuses a disguised or oversized file', async () => {
    const missing = await state(await post('/lavora-con-noi/candidatura-spontanea', form({ form: 'application', name: 'Giulia' })));
    expect(missing.message).toBe('Compilare tutti i campi obbligatori.');
    expect(Object.keys(missing.errors).sort()).toEqual(['birthDate', 'birthplace', 'cv', 'privacy', 'surname']);
    const badDate = await state(
      await post('/lavora-con-noi/candidatura-spontanea', form({ ...application('X'), birthDate: '31/02/1998', cv: FILES.pdf() })),
    );
    expect(badDate.errors.birthDate).toBe('Inserite la data nel formato gg/mm/aaaa, per esempio 14/03/2001');

    const disguised = await post(
      '/lavora-con-noi/candidatura-spontanea',
      form({ ...application(unique('Html')), cv: FILES.disguisedHtml(), stamp: await pastStamp('application') }),
    );
    expect(disguised.status).toBe(400);
    // An HTML page called cv.pdf: not what its name says.
    expect((await state(disguised)).errors.cv).toBe(getMessages('it').forms.errors.fileDamaged);
    const large = await post('/lavora-con-noi/candidatura-spontanea', form({ ...application(unique('Big')), cv: FILES.large() }));
    expect((await state(large)).errors.cv).toBe('Il file supera i 5 MB');
  });

  it('answers 413 with the limit in words when the whole post is too large', async () => {
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.pdf');
    const response = await post('/lavora-con-noi/candidatura-spontanea', form({ ...application('Huge'), cv: huge }));
    expect(response.status).toBe(413);
    expect((await state(response)).message).toBe('L’invio è troppo grande: i file possono pesare al massimo 5 MB');
  });

  it('sends a position application with the position’s title', async () => {
    const [position] = await demoList('it', 'positions');
    const surname = unique('Verdi');
    const response = await post(
      buildPath('position', 'it', { slug: position?.slug ?? '' }),
      form({
        form: 'position',
        name: 'Luca',
        surname,
        email: 'luca@example.com',
        document: FILES.pdf(),
        privacy: 'on',
        'botcheck-token': botToken('position'),
      }),
    );
    expect((await state(response)).status).toBe('sent');
    const recorded = (await requests('mail')).find((request) => request.search.includes(encodeURIComponent(surname)));
    expect(recorded?.path).toBe('/candidatura-posizione/send');
    expect(JSON.stringify(recorded?.body)).toContain(position?.title.replaceAll('&', '&amp;') ?? 'missing');
  });
});

describe('cross-site posts', () => {
  it('refuses a post from another site and one without any origin information from a browser', async () => {
    const fields = form({ form: 'newsletter', email: 'x@example.com', privacy: 'on' });
    expect((await post('/', fields, { origin: 'https://evil.example' })).status).toBe(403);
    const crossSite = await post('/', form({ form: 'newsletter' }), { origin: null, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
  });
});

describe('never lost', () => {
  it('accepts submissions while the mail endpoint is down, then delivers each exactly once when it is back', async () => {
    const surname = unique('Outage');
    await fault('mail', 'fail', encodeURIComponent(surname));
    try {
      const response = await post(
        '/lavora-con-noi/candidatura-spontanea',
        form({
          form: 'application',
          surname,
          name: 'Marta',
          birthplace: 'Trento',
          birthDate: '1/2/2000',
          cv: FILES.pdf(),
          privacy: 'on',
          'botcheck-token': botToken('application'),
        }),
      );
      expect(response.status).toBe(202);
      expect((await state(response)).message).toBe(
        'Abbiamo ricevuto la vostra richiesta e la stiamo elaborando: non serve inviarla di nuovo.',
      );
      const stored = await env.SUBMISSIONS.list({ prefix: 'submission:' });
      expect(stored.keys.length).toBeGreaterThan(0);
      // At least one retry fails while the endpoint is still down.
      await waitFor(async () =>
        (await requests('mail')).filter((r) => r.search.includes(encodeURIComponent(surname))).length >= 2 ? true : undefined,
      );
    } finally {
      await fault('mail', 'ok', encodeURIComponent(surname));
    }
    const delivered = await waitFor(async () => {
      const mine = (await requests('mail')).filter((r) => r.search.includes(encodeURIComponent(surname)) && r.status === 200);
      return mine.length > 0 ? mine : undefined;
    }, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const all = (await requests('mail')).filter((r) => r.search.includes(encodeURIComponent(surname)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(delivered[0]?.headers['idempotency-key']).toBeTruthy();
    expect(new Set(all.map((r) => r.headers['idempotency-key'])).size).toBe(1);
  });
});
