import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_ANSWER_DAYS } from '../../shared/constants.ts';
import type { FormState } from '../../shared/forms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { submissionReference } from '../../worker/forms/reference.ts';
import { type StoredSubmission, submissionKey } from '../../worker/forms/submission-record.ts';
import { demoList } from './fetch.ts';
import { botToken, FILES, fault, form, pastStamp, post, requests, unique, waitFor } from './forms-support.ts';

/**
 * The confirmation a visitor can keep (docs/product.md "Forms"): after an availability request,
 * a spontaneous application and an application for a position, with JavaScript (the island's
 * JSON) and without (the page again), it carries the reference to quote, what was sent and
 * what happens next; the reference is the one in the staff mail, in the stored record of a
 * submission kept for later, and the one the upstream's idempotency key works out to.
 */

const REFERENCE = /^LS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

async function state(response: Response): Promise<FormState> {
  return (await response.json()) as FormState;
}

/** The confirmation of a page that came back from a plain post: inside the form's live region, focused. */
function confirmationOf(body: string, form: string): string {
  const start = body.indexOf(`id="form-${form}-confirmation"`);
  expect(start, 'the confirmation is on the page').toBeGreaterThan(0);
  const status = body.lastIndexOf('<div class="form__status" role="status">', start);
  expect(status, 'inside the live region').toBeGreaterThan(body.lastIndexOf(`id="form-${form}"`, start));
  const section = body.slice(status, body.indexOf('</section>', start));
  expect(section).toMatch(new RegExp(`id="form-${form}-confirmation" tabindex="-1" autofocus=""`));
  return section;
}

/** The reference as the page shows it: plain text, never translated by the browser. */
function referenceIn(section: string): string {
  const reference = /<strong class="form__reference-code" translate="no">([^<]+)<\/strong>/.exec(section)?.[1] ?? '';
  expect(reference).toMatch(REFERENCE);
  return reference;
}

/** The reference line and its hint, in the page's language. */
function expectReferenceText(section: string, locale: Locale, reference: string) {
  const common = getMessages(locale).forms.common;
  const [before = '', after = ''] = common.reference.split('{reference}');
  expect(section).toContain(
    `<p class="form__reference">${escaped(before)}<strong class="form__reference-code" translate="no">${reference}</strong>${escaped(after)}</p>`,
  );
  expect(section).toContain(escaped(common.referenceHint));
}

function expectSummaryShown(section: string, summary: { label: string; value: string }[]) {
  for (const { label, value } of summary) expect(section).toContain(`<dt>${escaped(label)}</dt><dd>${escaped(value)}</dd>`);
}

/** The one request a stand-in recorded for this submission, found by a value only it carries. */
async function recordedFor(service: 'booking' | 'mail', marker: string, status = 200) {
  return waitFor(async () =>
    (await requests(service)).find((request) => request.search.includes(encodeURIComponent(marker)) && request.status === status),
  );
}

const availability = (lastname: string, email: string, extra: Record<string, string> = {}) => ({
  form: 'availability',
  site: 'campeggio',
  checkin: inDays(60),
  checkout: inDays(67),
  'guests.adults': '2',
  'guests.children': '1',
  'guests.childAge.1': '6',
  subject: 'Piazzola Deluxe',
  firstname: 'Anna',
  lastname,
  email,
  ...extra,
});

const availabilityNext = (locale: Locale) => format(getMessages(locale).forms.availability.success, { days: AVAILABILITY_ANSWER_DAYS });

describe('availability request: the confirmation a visitor can keep', () => {
  it('with JavaScript: the reference the engine’s idempotency key works out to, the summary, and that it is not yet a booking', async () => {
    const lastname = unique('Conferma');
    const email = `${lastname.toLowerCase()}@example.com`;
    const response = await post(
      buildPath('booking', 'it'),
      form({ ...availability(lastname, email), 'botcheck-token': botToken('availability') }),
    );
    expect(response.status).toBe(200);
    const result = await state(response);
    expect(result.status).toBe('sent');
    expect(result.reference).toMatch(REFERENCE);
    expect(result.detail).toBe(availabilityNext('it'));
    expect(result.detail).toContain('non ancora una prenotazione');
    expect(result.detail).toContain(`Entro ${AVAILABILITY_ANSWER_DAYS} giorni`);
    expect(result.detail).toContain('accettate la nostra proposta');
    const a = getMessages('it').forms.availability;
    expect(result.summary).toEqual([
      { label: a.summarySite, value: a.campsite },
      { label: a.summaryDates, value: expect.any(String) },
      { label: a.summaryGuests, value: 'adulti: 2, bambini: 1 (età 6)' },
      { label: a.subject, value: 'Piazzola Deluxe' },
    ]);
    const recorded = await recordedFor('booking', email);
    expect(submissionReference(recorded.headers['idempotency-key'] ?? '')).toBe(result.reference);
  });

  it('without JavaScript: the page comes back with the same confirmation, in the page’s language', async () => {
    const lastname = unique('Bestaetigung');
    const email = `${lastname.toLowerCase()}@example.com`;
    const response = await post(
      buildPath('booking', 'de'),
      form({ ...availability(lastname, email), stamp: await pastStamp('availability') }),
      { json: false },
    );
    expect(response.status).toBe(200);
    const section = confirmationOf(await response.text(), 'availability');
    const reference = referenceIn(section);
    expectReferenceText(section, 'de', reference);
    expect(section).toContain(escaped(getMessages('de').forms.availability.successTitle));
    expect(section).toContain(escaped(availabilityNext('de')));
    const a = getMessages('de').forms.availability;
    expectSummaryShown(section, [
      { label: a.summarySite, value: a.campsite },
      { label: a.subject, value: 'Piazzola Deluxe' },
    ]);
    const recorded = await recordedFor('booking', email);
    expect(submissionReference(recorded.headers['idempotency-key'] ?? '')).toBe(reference);
  });

  it('kept for later while the engine is down: says so honestly, with the reference of the stored record', async () => {
    const lastname = unique('Attesa');
    const email = `${lastname.toLowerCase()}@example.com`;
    await fault('booking', 'fail', encodeURIComponent(email));
    try {
      const response = await post(
        buildPath('booking', 'en'),
        form({ ...availability(lastname, email), 'botcheck-token': botToken('availability') }),
      );
      expect(response.status).toBe(202);
      const result = await state(response);
      const f = getMessages('en').forms;
      expect(result).toMatchObject({ status: 'received', message: f.status.received, detail: availabilityNext('en') });
      expect(result.reference).toMatch(REFERENCE);
      expect(result.summary?.length).toBe(4);
      const attempt = await recordedFor('booking', email, 503);
      const id = attempt.headers['idempotency-key'] ?? '';
      const stored = await env.SUBMISSIONS.get<StoredSubmission>(submissionKey(id), 'json');
      expect(stored?.reference).toBe(result.reference);
      expect(submissionReference(id)).toBe(result.reference);
    } finally {
      await fault('booking', 'ok', encodeURIComponent(email));
    }
  });
});

describe('a submission that reaches staff by hand-off', () => {
  it('a request the engine refuses: the visitor keeps the reference, and the staff mail carries it', async () => {
    const lastname = unique('Rifiutata');
    const email = `${lastname.toLowerCase()}@example.com`;
    await fault('booking', 'reject', encodeURIComponent(email));
    try {
      const response = await post(
        buildPath('booking', 'it'),
        form({ ...availability(lastname, email), 'botcheck-token': botToken('availability') }),
      );
      expect(response.status).toBe(202);
      const result = await state(response);
      expect(result).toMatchObject({ status: 'received', detail: availabilityNext('it') });
      expect(result.reference).toMatch(REFERENCE);
      const mail = await waitFor(async () =>
        (await requests('mail')).find(
          (request) =>
            request.path === '/inoltro-staff/send' && request.search.includes(encodeURIComponent(lastname)) && request.status === 200,
        ),
      );
      expect((mail.body as { htmlDataStart: string }).htmlDataStart).toContain(
        `<tr><th align="left" valign="top">Riferimento</th><td>${result.reference}</td></tr>`,
      );
    } finally {
      await fault('booking', 'ok', encodeURIComponent(email));
    }
  });
});

const spontaneous = (surname: string, extra: Record<string, string | string[] | File> = {}) => ({
  form: 'application',
  surname,
  name: 'Giulia',
  birthplace: 'Verona',
  birthDate: '03/04/1998',
  roles: ['reception', 'restaurant'],
  cv: new File([FILES.pdf()], 'Curriculum Giulia 2025.pdf', { type: 'application/pdf' }),
  privacy: 'on',
  ...extra,
});

/** The staff mail carries the reference right under its heading, and its idempotency key works out to it. */
async function expectStaffMail(marker: string, path: string, reference: string | undefined) {
  const mail = await recordedFor('mail', marker);
  expect(mail.path).toBe(path);
  expect((mail.body as { htmlDataStart: string }).htmlDataStart).toContain(`<p>Riferimento: <strong>${reference}</strong></p>`);
  expect(submissionReference(mail.headers['idempotency-key'] ?? '')).toBe(reference);
}

describe('spontaneous application: the confirmation a visitor can keep', () => {
  it('with JavaScript: the reference in the staff mail, name, roles and CV, and what happens next', async () => {
    const surname = unique('Bianchi');
    const response = await post(
      buildPath('spontaneousApplication', 'it'),
      form({ ...spontaneous(surname), 'botcheck-token': botToken('application') }),
    );
    expect(response.status).toBe(200);
    const result = await state(response);
    const a = getMessages('it').forms.application;
    // The product's fixed message stays word for word; what happens next follows it.
    expect(result).toMatchObject({ status: 'sent', message: 'Grazie, candidatura inviata correttamente', detail: a.successDetail });
    expect(result.summary).toEqual([
      { label: a.summaryName, value: `Giulia ${surname}` },
      { label: a.summaryRoles, value: `${a.roles.reception}, ${a.roles.restaurant}` },
      { label: a.summaryCv, value: 'Curriculum Giulia 2025.pdf' },
    ]);
    expect(result.reference).toMatch(REFERENCE);
    await expectStaffMail(surname, '/candidatura-spontanea/send', result.reference);
  });

  it('without JavaScript: the same confirmation on the page that comes back', async () => {
    const surname = unique('Jansen');
    const response = await post(
      buildPath('spontaneousApplication', 'nl'),
      form({ ...spontaneous(surname, { roles: 'cleaning' }), stamp: await pastStamp('application') }),
      { json: false },
    );
    expect(response.status).toBe(200);
    const section = confirmationOf(await response.text(), 'application');
    const reference = referenceIn(section);
    expectReferenceText(section, 'nl', reference);
    const a = getMessages('nl').forms.application;
    expect(section).toContain(escaped(a.success));
    expect(section).toContain(escaped(a.successDetail));
    expectSummaryShown(section, [
      { label: a.summaryName, value: `Giulia ${surname}` },
      { label: a.summaryRoles, value: a.roles.cleaning },
      { label: a.summaryCv, value: 'Curriculum Giulia 2025.pdf' },
    ]);
    await expectStaffMail(surname, '/candidatura-spontanea/send', reference);
  });
});

describe('application for a position: the confirmation a visitor can keep', () => {
  const position = (surname: string, extra: Record<string, string | File> = {}) => ({
    form: 'position',
    name: 'Luca',
    surname,
    email: 'luca@example.com',
    document: new File([FILES.pdf()], 'Lettera.pdf', { type: 'application/pdf' }),
    privacy: 'on',
    ...extra,
  });

  it('with JavaScript: the reference in the staff mail, name, the position and the file, and what happens next', async () => {
    const [open] = await demoList('it', 'positions');
    const surname = unique('Verdi');
    const response = await post(
      buildPath('position', 'it', { slug: open?.slug ?? '' }),
      form({ ...position(surname), 'botcheck-token': botToken('position') }),
    );
    expect(response.status).toBe(200);
    const result = await state(response);
    const f = getMessages('it').forms;
    expect(result).toMatchObject({ status: 'sent', message: f.application.success, detail: f.application.successDetail });
    expect(result.summary).toEqual([
      { label: f.application.summaryName, value: `Luca ${surname}` },
      { label: f.position.summaryPosition, value: open?.title },
      { label: f.position.summaryDocument, value: 'Lettera.pdf' },
    ]);
    expect(result.reference).toMatch(REFERENCE);
    await expectStaffMail(surname, '/candidatura-posizione/send', result.reference);
  });

  it('without JavaScript: the same confirmation on the page that comes back', async () => {
    const [open] = await demoList('da', 'positions');
    const surname = unique('Hansen');
    const response = await post(
      buildPath('position', 'da', { slug: open?.slug ?? '' }),
      form({ ...position(surname), stamp: await pastStamp('position') }),
      { json: false },
    );
    expect(response.status).toBe(200);
    const section = confirmationOf(await response.text(), 'position');
    const reference = referenceIn(section);
    expectReferenceText(section, 'da', reference);
    const f = getMessages('da').forms;
    expect(section).toContain(escaped(f.application.successDetail));
    expectSummaryShown(section, [
      { label: f.application.summaryName, value: `Luca ${surname}` },
      { label: f.position.summaryPosition, value: open?.title ?? 'missing' },
      { label: f.position.summaryDocument, value: 'Lettera.pdf' },
    ]);
    await expectStaffMail(surname, '/candidatura-posizione/send', reference);
  });

  it('kept for later while the mail endpoint is down: received, with the reference of the stored record', async () => {
    const [open] = await demoList('pl', 'positions');
    const surname = unique('Nowak');
    await fault('mail', 'fail', encodeURIComponent(surname));
    try {
      const response = await post(
        buildPath('position', 'pl', { slug: open?.slug ?? '' }),
        form({ ...position(surname), 'botcheck-token': botToken('position') }),
      );
      expect(response.status).toBe(202);
      const result = await state(response);
      const f = getMessages('pl').forms;
      expect(result).toMatchObject({ status: 'received', message: f.status.received, detail: f.application.successDetail });
      expect(result.reference).toMatch(REFERENCE);
      const attempt = await recordedFor('mail', surname, 503);
      const stored = await env.SUBMISSIONS.get<StoredSubmission>(submissionKey(attempt.headers['idempotency-key'] ?? ''), 'json');
      expect(stored?.reference).toBe(result.reference);
      expect(stored?.job?.service === 'mail' && stored.job.body.htmlData).toContain(`<strong>${result.reference}</strong>`);
    } finally {
      await fault('mail', 'ok', encodeURIComponent(surname));
    }
  });
});
