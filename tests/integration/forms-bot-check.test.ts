import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { verifyBotToken } from '../../worker/forms/bot-check.ts';
import { MAX_FORM_AGE_MS } from '../../worker/forms/form-stamp.ts';
import worker from '../../worker/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { DEMO, demoList } from './fetch.ts';
import { botToken, fault, form, pastStamp, post, requests, unique } from './forms-support.ts';

/** The bot check cannot be skipped: single-use stamps, one token field, a token checked or refused. */

const it_ = getMessages('it').forms.errors;
const state = async (response: Response) => (await response.json()) as FormState;

const subscribed = async (email: string) =>
  (await requests('mailing')).filter((request) => new URLSearchParams(request.search).get('email') === email).length;

describe('the no-JavaScript stamp', () => {
  it('carries one submission: the same stamp posted again is refused with a message, and nothing is forwarded', async () => {
    const stamp = await pastStamp('newsletter');
    const first = `${unique('stamp-first')}@example.com`;
    const accepted = await post('/', form({ form: 'newsletter', email: first, privacy: 'on', stamp }));
    expect(accepted.status).toBe(200);
    expect((await state(accepted)).status).toBe('sent');

    const replayed = `${unique('stamp-replay')}@example.com`;
    const clients: Record<string, string>[] = [{}, { 'CF-Connecting-IP': '10.9.8.7' }];
    for (const headers of clients) {
      const again = await post('/', form({ form: 'newsletter', email: replayed, privacy: 'on', stamp }), { headers });
      expect(again.status).toBe(403);
      expect(await state(again)).toMatchObject({ status: 'refused', message: it_.stampUsed, values: { email: replayed } });
    }
    // Without JavaScript: the page again, with the message.
    const page = await post('/', form({ form: 'newsletter', email: replayed, privacy: 'on', stamp }), { json: false });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain(it_.stampUsed);
    expect(await subscribed(first)).toBe(1);
    expect(await subscribed(replayed)).toBe(0);
  });

  it('is not used up by a post that was refused for its fields, so the corrected form still goes through', async () => {
    const stamp = await pastStamp('newsletter');
    const email = `${unique('stamp-fix')}@example.com`;
    const invalid = await post('/', form({ form: 'newsletter', email: 'no-at-sign', privacy: 'on', stamp }));
    expect(invalid.status).toBe(400);
    const corrected = await post('/', form({ form: 'newsletter', email, privacy: 'on', stamp }));
    expect(corrected.status).toBe(200);
    expect(await subscribed(email)).toBe(1);
  });
});

describe('the no-JavaScript stamp under concurrency', () => {
  it('carries exactly one of 20 posts sent at once with it, from 20 clients', async () => {
    const stamp = await pastStamp('newsletter');
    const emails = Array.from({ length: 20 }, (_, index) => `${unique(`stamp-race-${index}`)}@example.com`);
    const answers = await Promise.all(
      emails.map((email, index) =>
        post('/', form({ form: 'newsletter', email, privacy: 'on', stamp }), {
          headers: { 'CF-Connecting-IP': `10.77.${index}.${index + 1}` },
        }),
      ),
    );
    const states = await Promise.all(answers.map(state));
    const taken = answers.flatMap((response, index) => (response.status === 200 || response.status === 202 ? [index] : []));
    expect(taken).toHaveLength(1);
    const refused = answers.filter((response) => response.status === 403);
    expect(refused).toHaveLength(19);
    expect(states.filter((result) => result.message === it_.stampUsed)).toHaveLength(19);
    // Only the one taken reached the mailing service.
    const reached = await Promise.all(emails.map(subscribed));
    expect(reached.filter((count) => count > 0)).toEqual([1]);
    expect(reached[taken[0] as number]).toBe(1);
  });

  it('keeps a used stamp until it would be refused as expired anyway, then the cron deletes it', async () => {
    const now = Date.now();
    const rows = [
      ['newsletter', `test-expired-${unique('row')}`, now - 2 * 60_000],
      ['newsletter', `test-fresh-${unique('row')}`, now + MAX_FORM_AGE_MS],
    ] as const;
    for (const [form, stamp, expiresAt] of rows) {
      await env.MONITOR.prepare('INSERT INTO used_stamps (form, stamp, expires_at) VALUES (?1, ?2, ?3)').bind(form, stamp, expiresAt).run();
    }
    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/15 * * * *', scheduledTime: now }), env, context);
    await waitOnExecutionContext(context);
    const left = async (stamp: string) =>
      (await env.MONITOR.prepare('SELECT COUNT(*) AS n FROM used_stamps WHERE stamp = ?1').bind(stamp).first<{ n: number }>())?.n;
    expect(await left(rows[0][1])).toBe(0);
    expect(await left(rows[1][1])).toBe(1);
  });
});

describe('posts with a repeated or oversized field', () => {
  it('answers 400 to a low-score token beside an empty duplicate token field, and never falls back to the stamp', async () => {
    const email = `${unique('dup-token')}@example.com`;
    const data = form({ form: 'newsletter', email, privacy: 'on', stamp: await pastStamp('newsletter') });
    data.append('botcheck-token', botToken('newsletter', 0.1));
    data.append('botcheck-token', '');
    const response = await post('/', data);
    expect(response.status).toBe(400);
    expect(await state(response)).toMatchObject({ status: 'refused', message: it_.malformedPost, values: { email } });
    // The other order too, and without a token the low score would have been refused anyway.
    const reversed = form({ form: 'newsletter', email, privacy: 'on', stamp: await pastStamp('newsletter') });
    reversed.append('botcheck-token', '');
    reversed.append('botcheck-token', botToken('newsletter', 0.1));
    expect((await post('/', reversed)).status).toBe(400);
    expect(await subscribed(email)).toBe(0);
  });

  it('answers 400 to an oversized token, a repeated stamp, form name or text field, and a second file', async () => {
    const email = `${unique('malformed')}@example.com`;
    const base = async () => ({ form: 'newsletter', email, privacy: 'on', stamp: await pastStamp('newsletter') });
    const cases: Record<string, FormData> = {
      oversizedToken: form({ ...(await base()), 'botcheck-token': `demo.newsletter.0.1.${Date.now()}-${'a'.repeat(5000)}` }),
      repeatedStamp: form({ ...(await base()), stamp: [await pastStamp('newsletter'), await pastStamp('newsletter')] }),
      repeatedEmail: form({ ...(await base()), email: [email, 'other@example.com'] }),
    };
    for (const [label, data] of Object.entries(cases)) {
      const response = await post('/', data);
      expect(response.status, label).toBe(400);
      expect((await state(response)).message, label).toBe(getMessages('it').forms.errors.malformedPost);
    }
    // A form named twice names no form: refused as one the page does not have.
    const repeatedForm = await post('/', form({ ...(await base()), form: ['newsletter', 'newsletter'] }));
    expect(repeatedForm.status).toBe(400);
    expect((await state(repeatedForm)).message).toBe(it_.unknownForm);
    const twoFiles = form({ form: 'position', name: 'Anna', surname: 'Rossi', email, privacy: 'on', stamp: await pastStamp('position') });
    twoFiles.append('document', new File(['%PDF-1.7'], 'a.pdf'));
    twoFiles.append('document', new File(['%PDF-1.7'], 'b.pdf'));
    const [position] = await demoList('it', 'positions');
    const response = await post(buildPath('position', 'it', { slug: position?.slug ?? '' }), twoFiles);
    expect(response.status).toBe(400);
    expect((await state(response)).message).toBe(it_.malformedPost);
    expect(await subscribed(email)).toBe(0);
  });

  it('takes a checkbox group posted as several fields: groups repeat by nature', async () => {
    const response = await post(
      '/lavora-con-noi/candidatura-spontanea',
      form({ form: 'application', roles: ['reception', 'market'], documents: ['identity', 'taxCode'] }),
    );
    expect(response.status).toBe(400);
    const result = await state(response);
    expect(result.status).toBe('invalid');
    expect(result.values.roles).toEqual(['reception', 'market']);
  });
});

describe('the token', () => {
  it('refuses a token issued in the future, with no fallback to the stamp', async () => {
    const email = `${unique('future')}@example.com`;
    const token = botToken('newsletter', 0.9, Date.now() + 10 * 60_000);
    const response = await post(
      '/',
      form({ form: 'newsletter', email, privacy: 'on', stamp: await pastStamp('newsletter'), 'botcheck-token': token }),
    );
    expect(response.status).toBe(403);
    expect((await state(response)).message).toBe(it_.botCheckFailed);
    expect(await subscribed(email)).toBe(0);
  });

  it('refuses a low score even beside a valid stamp', async () => {
    const email = `${unique('low')}@example.com`;
    const response = await post(
      '/',
      form({
        form: 'newsletter',
        email,
        privacy: 'on',
        stamp: await pastStamp('newsletter'),
        'botcheck-token': botToken('newsletter', 0.2),
      }),
    );
    expect(response.status).toBe(403);
    expect(await subscribed(email)).toBe(0);
  });

  it('treats a siteverify 4xx as a refusal and only a 5xx as an outage', async () => {
    const check = (verifyUrl: string, token = botToken('newsletter')) =>
      verifyBotToken({
        token,
        action: 'newsletter',
        hostname: 'www.lagoserena.test',
        remoteIp: undefined,
        verifyUrl,
        secret: env.BOTCHECK_SECRET as string,
        timeoutMs: 1500,
        now: Date.now(),
      });
    // The stand-in's own 4xx answers: an unknown path (404) and the script's address, which takes no POST (405).
    for (const path of ['/botcheck/no-such-endpoint', '/botcheck/api.js']) {
      const verdict = await check(`${DEMO}${path}`);
      expect(verdict, path).toMatchObject({ ok: false });
      expect(verdict, path).not.toHaveProperty('unavailable');
    }
    // siteverify down (503): an outage, where the stamp decides.
    const token = botToken('newsletter');
    await fault('botcheck', 'fail', token.split('-')[1]);
    try {
      expect(await check(`${DEMO}/botcheck/siteverify`, token)).toMatchObject({ ok: false, unavailable: true });
    } finally {
      await fault('botcheck', 'ok', token.split('-')[1]);
    }
    expect(await check(`${DEMO}/botcheck/siteverify`)).toEqual({ ok: true });
  });

  it('during a siteverify outage, a stamp still carries only one submission', async () => {
    const token = botToken('newsletter');
    const nonce = token.split('-')[1] as string;
    const stamp = await pastStamp('newsletter');
    const email = `${unique('outage')}@example.com`;
    await fault('botcheck', 'fail', nonce);
    try {
      const first = await post('/', form({ form: 'newsletter', email, privacy: 'on', stamp, 'botcheck-token': token }));
      expect(first.status).toBe(200);
      const again = await post('/', form({ form: 'newsletter', email: `x${email}`, privacy: 'on', stamp, 'botcheck-token': token }));
      expect(again.status).toBe(403);
      expect((await state(again)).message).toBe(it_.stampUsed);
    } finally {
      await fault('botcheck', 'ok', nonce);
    }
    expect(await subscribed(email)).toBe(1);
    expect(await subscribed(`x${email}`)).toBe(0);
  });
});
