import { describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { DEMO, get, ORIGIN } from './fetch.ts';
import { botToken, fault, form, pastStamp, post, requests, unique, waitFor } from './forms-support.ts';

async function state(response: Response): Promise<FormState> {
  return (await response.json()) as FormState;
}

const contact = (name: string, extra: Record<string, string> = {}) => ({
  form: 'contact',
  name,
  email: 'anna@example.com',
  message: 'Do you have a pitch for a 7 m motorhome <b>in June</b>?\nWe arrive late & leave early.',
  privacy: 'on',
  ...extra,
});

describe('contact form', () => {
  it('sends a message through the mail endpoint as form "contatto", with the visitor’s fields escaped and no attachment', async () => {
    const name = unique('Anna');
    const response = await post(buildPath('contacts', 'en'), form(contact(name, { 'botcheck-token': botToken('contact') })));
    expect(response.status).toBe(200);
    expect(await state(response)).toMatchObject({ status: 'sent', message: getMessages('en').forms.contact.success });
    const recorded = (await requests('mail')).filter((request) => request.search.includes(encodeURIComponent(name)));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.path).toBe('/contatto/send');
    expect(new URLSearchParams(recorded[0]?.search).get('name')).toBe(name);
    const body = recorded[0]?.body as { form: string; attachments: unknown[] };
    expect(body.form).toBe('contatto');
    expect(body.attachments).toEqual([]);
    const text = JSON.stringify(body);
    expect(text).toContain('anna@example.com');
    expect(text).toContain('&lt;b&gt;in June&lt;/b&gt;');
    expect(text).toContain('We arrive late &amp; leave early.');
    expect(text).not.toContain('<b>in June');
    // Staff answer in the visitor's language: the mail names it.
    expect(text).toContain('<th align=\\"left\\" valign=\\"top\\">Lingua del visitatore</th><td>inglese</td>');
  });

  it('without JavaScript, comes back as the contacts page with the confirmation in view, and the stamp is used once', async () => {
    const name = unique('Piotr');
    const fields = contact(name, { stamp: await pastStamp('contact') });
    const response = await post(buildPath('contacts', 'pl'), form(fields), { json: false });
    expect(response.status).toBe(200);
    const body = await response.text();
    const m = getMessages('pl').forms.contact;
    expect(body).toMatch(/id="form-contact-confirmation"[^>]*autofocus/i);
    expect(body).toContain(m.success);
    expect(body).toContain(m.sendAnother);
    const replay = await post(buildPath('contacts', 'pl'), form(fields), { json: false });
    expect(replay.status).toBe(403);
    expect((await requests('mail')).filter((request) => request.search.includes(encodeURIComponent(name)))).toHaveLength(1);
  });

  it('explains each missing or wrong field in the visitor’s language, with the values kept, without JavaScript', async () => {
    const response = await post(
      buildPath('contacts', 'de'),
      form({ form: 'contact', name: 'Klaus', email: 'klaus@', message: '   ', stamp: await pastStamp('contact') }),
      { json: false },
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    const f = getMessages('de').forms;
    expect(body).toContain(`id="form-contact-email-error" class="field__error">${f.errors.invalidEmail}<`);
    expect(body).toContain(`id="form-contact-message-error" class="field__error">${f.errors.required}<`);
    expect(body).toContain(`id="form-contact-privacy-error" class="field__error">${f.errors.privacyRequired}<`);
    expect(body).toContain('value="Klaus"');
    expect(body).toContain('value="klaus@"');
  });

  it('gives each language its own messages, and refuses a message over its length', async () => {
    for (const locale of LOCALES) {
      const answer = await state(await post(buildPath('contacts', locale), form({ form: 'contact', email: 'x' })));
      const f = getMessages(locale).forms;
      expect(answer.errors, locale).toEqual({
        name: f.errors.required,
        email: f.errors.invalidEmail,
        message: f.errors.required,
        privacy: f.errors.privacyRequired,
      });
    }
    const long = await state(await post(buildPath('contacts', 'it'), form(contact('Lungo', { message: 'a'.repeat(3001) }))));
    expect(long.errors).toEqual({ message: getMessages('it').forms.errors.tooLong });
  });

  it('is received while the mail endpoint is down, and delivered once when it is back', async () => {
    const name = unique('Outage');
    await fault('mail', 'fail', encodeURIComponent(name));
    try {
      const response = await post(buildPath('contacts', 'nl'), form(contact(name, { 'botcheck-token': botToken('contact') })));
      expect(response.status).toBe(202);
      expect(await state(response)).toMatchObject({
        status: 'received',
        message: getMessages('nl').forms.status.received,
        detail: getMessages('nl').forms.contact.successDetail,
      });
    } finally {
      await fault('mail', 'ok', encodeURIComponent(name));
    }
    const mine = () => requests('mail').then((all) => all.filter((request) => request.search.includes(encodeURIComponent(name))));
    await waitFor(async () => ((await mine()).some((request) => request.status === 200) ? true : undefined), 20_000);
    const all = await mine();
    expect(all.filter((request) => request.status === 200)).toHaveLength(1);
    expect(all.every((request) => request.path === '/contatto/send')).toBe(true);
    expect(new Set(all.map((request) => request.headers['idempotency-key'])).size).toBe(1);
  });

  it('is a form of the contacts page only', async () => {
    const elsewhere = await post(buildPath('faq', 'en'), form(contact('Elsewhere', { 'botcheck-token': botToken('contact') })));
    expect(elsewhere.status).toBe(400);
    expect((await state(elsewhere)).message).toBe(getMessages('en').forms.errors.unknownForm);
  });
});

/** The village as the CMS stand-in gives it (the facts fill it in). */
async function village(): Promise<{ lat: number; lng: number }> {
  const response = await fetch(`${DEMO}/cms/it/company/default`);
  const body = (await response.json()) as { geo: { lat: number; lng: number } };
  return body.geo;
}

describe('route calculator', () => {
  it('sends a starting point on to Google Maps’ directions, the village as destination, the input only as an encoded value', async () => {
    const { lat, lng } = await village();
    expect(typeof lat).toBe('number');
    for (const origin of ['Piazza Brà 1, Verona', 'Kraków & okolice #2', 'https://evil.example/?x=1', '45.43850,10.99160']) {
      const response = await get(`/route/en?origin=${encodeURIComponent(origin)}`);
      expect(response.status, origin).toBe(302);
      const location = new URL(response.headers.get('Location') ?? '');
      expect(location.origin).toBe('https://www.google.com');
      expect(location.pathname).toBe('/maps/dir/');
      expect(Object.fromEntries(location.searchParams)).toEqual({ api: '1', origin, destination: `${lat},${lng}` });
      expect(response.headers.get('Cache-Control')).toContain('no-store');
    }
  });

  it('answers a missing, blank, over-long, multi-line or repeated starting point with the contacts page and a message, never a redirect', async () => {
    const cases: [Locale, string, keyof ReturnType<typeof getMessages>['forms']['errors']][] = [
      ['it', '', 'required'],
      ['en', '?origin=%20%20', 'required'],
      ['de', `?origin=${'x'.repeat(201)}`, 'tooLong'],
      ['nl', '?origin=Utrecht%0D%0ALocation:%20https://evil.example', 'controlCharacters'],
      ['da', '?origin=Aarhus&origin=https://evil.example', 'required'],
      ['pl', '?origin=%00', 'controlCharacters'],
    ];
    for (const [locale, query, code] of cases) {
      const response = await get(`/route/${locale}${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
      const body = await response.text();
      expect(body, query).toContain(`<html lang="${locale === 'it' ? 'it' : locale}"`);
      expect(body, query).toContain(`id="route-error" class="field__error">${getMessages(locale).forms.errors[code]}<`);
      expect(body).toContain('aria-invalid="true"');
      // The page is the contacts page: its own canonical address, its contact form posting to itself.
      expect(body).toContain(`rel="canonical" href="${ORIGIN}${buildPath('contacts', locale)}"`);
      expect(body.split('action="/route/').length - 1).toBe(1);
    }
  });

  it('is a plain GET form on the contacts page in every language, pointing at the worker', async () => {
    for (const locale of LOCALES) {
      const body = await (await get(buildPath('contacts', locale))).text();
      expect(body, locale).toContain(`<form action="/route/${locale}" method="get">`);
      expect(body).toContain('name="origin"');
      expect(body).toContain(getMessages(locale).contacts.mapTitle);
      expect(body).toContain('Via Lugana Vecchia 18');
      expect(body).not.toContain('google.com/maps');
    }
    expect((await get('/route/xx?origin=Roma')).status).toBe(404);
    expect(await (await get('/robots.txt')).text()).toContain('Disallow: /route/\n');
    // "My location" may ask this page's own visitors, and no frame of anyone else's.
    expect((await get(buildPath('contacts', 'en'))).headers.get('permissions-policy')).toContain('geolocation=(self)');
  });
});
