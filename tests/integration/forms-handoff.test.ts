import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { HANDOFF_REDRIVES, UPSTREAM_REDRIVES } from '../../worker/forms/deliveries.ts';
import { STAFF_HANDOFF_FORM } from '../../worker/forms/handoff.ts';
import type { StoredSubmission } from '../../worker/forms/outbox.ts';
import worker from '../../worker/index.ts';
import { captureLogs, sleep, submissionFor } from './faults-support.ts';
import { botToken, FILES, fault, form, post, requests, unique, waitFor } from './forms-support.ts';
import { inDays } from '../support/site-days.ts';

/**
 * Every accepted submission ends delivered or handed to staff through the mail endpoint, with
 * all its data, its attachment and the upstream's reason (docs/product.md "Forms: nothing
 * accepted is lost"). The stand-ins refuse with their `reject` fault, as the real services do.
 */
const it_ = getMessages('it').forms;
const logs = captureLogs();
afterAll(() => logs.restore());

const bookingDate = (iso: string) => iso.split('-').map(Number).reverse().join('-');

function availability(lastname: string, email: string) {
  return form({
    form: 'availability',
    site: 'campeggio',
    checkin: inDays(60),
    checkout: inDays(67),
    'guests.adults': '2',
    'guests.children': '1',
    'guests.childAge.1': '6',
    firstname: 'Refused',
    lastname,
    email,
    phone: '+39 030 1234567',
    request: 'Piazzola vicino al lago, grazie',
    'botcheck-token': botToken('availability'),
  });
}

type MailBody = {
  form: string;
  name: string;
  attachments: { filename: string; contentType: string; size: number }[];
  htmlDataStart: string;
};

/** The staff mails that mention `text`, as the mail stand-in received them. */
async function staffMails(text: string) {
  return (await requests('mail')).filter(
    (request) => request.path === `/${STAFF_HANDOFF_FORM}/send` && JSON.stringify(request.body ?? {}).includes(text),
  );
}

async function stored(id: string): Promise<StoredSubmission | null> {
  return env.SUBMISSIONS.get<StoredSubmission>(`submission:${id}`, 'json');
}

async function handedOff(id: string, timeoutMs = 20_000): Promise<StoredSubmission> {
  return waitFor(async () => {
    const record = await stored(id);
    return record?.status === 'handed-off' ? record : undefined;
  }, timeoutMs);
}

async function runCron(): Promise<void> {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env, context);
  await waitOnExecutionContext(context);
}

describe.concurrent('a submission its upstream refuses reaches staff', () => {
  it('availability request accepted while the booking engine was down, refused on the retry: one staff mail with every field and the reason', async () => {
    const lastname = unique('Rifiutata');
    const email = `${lastname.toLowerCase()}@example.com`;
    const match = encodeURIComponent(email);
    await fault('booking', 'fail', match);
    let id = '';
    try {
      const response = await post('/prenota', availability(lastname, email));
      expect(response.status).toBe(202);
      expect(((await response.json()) as FormState).message).toBe(it_.status.received);
      id = (await submissionFor(email))?.id ?? '';
      expect(id).not.toBe('');
      // The engine comes back and refuses the request, as it refuses one: 400 and a reason.
      await fault('booking', 'reject', match, undefined, 'no pitches free for these dates');
      const record = await handedOff(id);
      expect(record.handoff).toMatchObject({ reason: 'refused', error: expect.stringContaining('no pitches free for these dates') });
    } finally {
      await fault('booking', 'ok', match);
    }
    const mails = await staffMails(lastname);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.status).toBe(200);
    const body = mails[0]?.body as MailBody;
    expect(body.form).toBe(STAFF_HANDOFF_FORM);
    expect(body.name).toBe(`Refused ${lastname}`);
    for (const value of [
      'Rifiutata dal motore di prenotazione',
      '400',
      'no pitches free for these dates',
      id,
      bookingDate(inDays(60)),
      bookingDate(inDays(67)),
      email,
      '+39 030 1234567',
      'Piazzola vicino al lago, grazie',
      'campeggio',
    ]) {
      expect(body.htmlDataStart).toContain(value);
    }
    // A refusal is not an outage: the booking engine was asked once more after the outage, not again.
    await sleep(2500);
    const booking = (await requests('booking')).filter((request) => request.search.includes(match));
    expect(booking.filter((request) => request.status === 400)).toHaveLength(1);
    expect(await staffMails(lastname)).toHaveLength(1);
    expect(logs.events('delivery.refused', id)).toHaveLength(1);
    expect(logs.events('delivery.handed_off', id)).toHaveLength(1);
  });

  it('a refusal on the first attempt: the visitor is told it was received, and staff get it', async () => {
    const lastname = unique('SubitoRifiutata');
    const email = `${lastname.toLowerCase()}@example.com`;
    const match = encodeURIComponent(email);
    await fault('booking', 'reject', match);
    try {
      const response = await post('/prenota', availability(lastname, email));
      expect(response.status).toBe(202);
      const id = (await submissionFor(email))?.id ?? '';
      await handedOff(id);
      const mails = await staffMails(lastname);
      expect(mails).toHaveLength(1);
      expect(String((mails[0]?.body as MailBody | undefined)?.htmlDataStart)).toContain('the hotel takes no requests for these dates');
    } finally {
      await fault('booking', 'ok', match);
    }
  });

  it('a job application the mail endpoint refuses: staff get the original mail and the CV', async () => {
    const surname = unique('Respinta');
    const match = `/candidatura-spontanea/send?name=Nina+${surname}`;
    await fault('mail', 'reject', match, undefined, 'mailbox full');
    try {
      const response = await post(
        '/lavora-con-noi/candidatura-spontanea',
        form({
          form: 'application',
          surname,
          name: 'Nina',
          birthplace: 'Riva',
          birthDate: '2/3/2001',
          cv: FILES.pdf(),
          privacy: 'on',
          'botcheck-token': botToken('application'),
        }),
      );
      expect(response.status).toBe(202);
      const id = (await submissionFor(surname))?.id ?? '';
      await handedOff(id);
      const mails = await staffMails(surname);
      expect(mails).toHaveLength(1);
      const body = mails[0]?.body as MailBody;
      expect(body.attachments).toEqual([
        { filename: expect.stringMatching(/^cv-.*\.pdf$/), contentType: 'application/pdf', size: FILES.pdf().size },
      ]);
      expect(body.htmlDataStart).toContain('mailbox full');
      expect(body.htmlDataStart).toContain('Riva');
    } finally {
      await fault('mail', 'ok', match);
    }
  });
});

describe('bounded redrive', () => {
  it(`a submission still undelivered after ${UPSTREAM_REDRIVES} redrives goes to staff, once, and its upstream is left alone`, async () => {
    const lastname = unique('Esaurita');
    const email = `${lastname.toLowerCase()}@example.com`;
    const match = encodeURIComponent(email);
    await fault('booking', 'fail', match);
    try {
      expect((await post('/prenota', availability(lastname, email))).status).toBe(202);
      const id = (await submissionFor(email))?.id ?? '';
      const parked = await waitFor(async () => ((await env.SUBMISSIONS.get(`parked:${id}`)) !== null ? stored(id) : undefined), 30_000);
      // As after the earlier rounds: the record has used every redrive it had.
      await env.SUBMISSIONS.put(`submission:${id}`, JSON.stringify({ ...parked, redrives: UPSTREAM_REDRIVES }));
      const before = (await requests('booking')).filter((request) => request.search.includes(match)).length;
      await runCron();
      const record = await handedOff(id);
      expect(record.handoff).toMatchObject({ reason: 'exhausted', error: expect.stringContaining('503') });
      const mails = await staffMails(lastname);
      expect(mails).toHaveLength(1);
      expect(String((mails[0]?.body as MailBody | undefined)?.htmlDataStart)).toContain('tentativi');
      await runCron();
      await sleep(1500);
      expect(await staffMails(lastname)).toHaveLength(1);
      expect((await requests('booking')).filter((request) => request.search.includes(match))).toHaveLength(before);
    } finally {
      await fault('booking', 'ok', match);
    }
  }, 60_000);

  it(`a hand-off still failing after ${HANDOFF_REDRIVES} redrives is stuck: kept, no longer redriven, logged`, async () => {
    const id = crypto.randomUUID();
    const record: StoredSubmission = {
      id,
      form: 'newsletter',
      locale: 'it',
      receivedAt: new Date().toISOString(),
      status: 'parked',
      attempts: 7,
      redrives: HANDOFF_REDRIVES,
      lastError: 'hand-off: 503 service unavailable',
      handoff: { reason: 'exhausted', error: '500 Errore interno del servizio', since: new Date().toISOString(), round: 1, attempts: 28 },
      job: { service: 'mailing', email: `${id}@example.com`, group: 'sito-it' },
    };
    await env.SUBMISSIONS.put(`submission:${id}`, JSON.stringify(record));
    await env.SUBMISSIONS.put(`parked:${id}`, record.receivedAt);
    await runCron();
    expect((await stored(id))?.status).toBe('stuck');
    expect((await stored(id))?.job).toEqual(record.job);
    expect(await env.SUBMISSIONS.get(`parked:${id}`)).toBeNull();
    expect(logs.events('delivery.stuck', id)).toHaveLength(1);
  });
});
