import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo } from '../../demo/server.ts';

/** Every stand-in's `reject` fault, over real HTTP: a refusal as the real service sends one, with its reason. */
let demo: Awaited<ReturnType<typeof startDemo>>;
let base: string;

beforeAll(async () => {
  demo = await startDemo(0);
  base = `http://127.0.0.1:${demo.port}`;
});
afterAll(() => demo.close());

let unique = 0;
const tag = (name: string) => `${name}-${Date.now()}-${++unique}`;

async function reject(service: string, match: string, reason?: string): Promise<void> {
  const query = new URLSearchParams({ mode: 'reject', match, ...(reason ? { reason } : {}) });
  expect((await fetch(`${base}/__faults/${service}?${query}`, { method: 'POST' })).status).toBe(200);
}

const dayMonthYear = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getUTCDate()}-${date.getUTCMonth() + 1}-${date.getUTCFullYear()}`;
};

describe('reject faults', () => {
  it('booking engine: 400 with the reason, and a retry with the same key once the fault is gone is processed', async () => {
    const email = `${tag('reject')}@example.com`;
    await reject('booking', encodeURIComponent(email), 'no pitches free');
    const query = new URLSearchParams({
      type: 'villaggio',
      hotel: '10231',
      layout: '4',
      channel: '1',
      widgetapikey: 'demo-village-key',
      checkin: dayMonthYear(30),
      checkout: dayMonthYear(33),
      guesttypes: '[{"id":"1","count":2}]',
      firstname: 'Anna',
      lastname: 'Rossi',
      email,
    });
    const send = () => fetch(`${base}/booking/customer-request?${query}`, { method: 'POST', headers: { 'Idempotency-Key': email } });
    const refused = await send();
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ ok: false, error: 'no pitches free' });
    await fetch(`${base}/__faults/booking?mode=ok&match=${encodeURIComponent(encodeURIComponent(email))}`, { method: 'POST' });
    expect((await send()).status).toBe(200);
  });

  it('mail endpoint: 400 JSON with its default reason', async () => {
    const name = tag('Rifiuto');
    await reject('mail', name);
    const response = await fetch(`${base}/mail/candidatura-spontanea/send?name=${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ form: 'candidatura-spontanea', attachments: [], htmlData: '<p>x</p>' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: 'message refused by the mail server' });
  });

  it('mailing service: its own page, 400, data-result "invalid" with the reason, and no subscription', async () => {
    const email = `${tag('reject')}@example.com`;
    await reject('mailing', encodeURIComponent(email), 'Indirizzo bloccato');
    const subscribe = () => fetch(`${base}/mailing/subscribe?list=26&group=sito-it&email=${encodeURIComponent(email)}&confirm=true`);
    const refused = await subscribe();
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toMatch(/<main[^>]*data-result="invalid"/);
    expect(page).toContain('Indirizzo bloccato');
    await fetch(`${base}/__faults/mailing?mode=ok&match=${encodeURIComponent(encodeURIComponent(email))}`, { method: 'POST' });
    expect(await (await subscribe()).text()).toMatch(/data-result="subscribed"/);
  });

  it('bot check: success false with the error code, as reCAPTCHA refuses, and the token is not used up', async () => {
    const token = `demo.newsletter.0.9.${Date.now()}-${tag('n').replaceAll('-', '')}`;
    await reject('botcheck', token, 'browser-error');
    const verify = () =>
      fetch(`${base}/botcheck/siteverify`, {
        method: 'POST',
        body: new URLSearchParams({ secret: 'demo-botcheck-secret', response: token }),
      });
    const refused = await verify();
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ success: false, 'error-codes': ['browser-error'] });
    await fetch(`${base}/__faults/botcheck?mode=ok&match=${encodeURIComponent(token)}`, { method: 'POST' });
    expect(await (await verify()).json()).toMatchObject({ success: true, action: 'newsletter' });
  });

  it('CMS and tag manager: 400 with the reason', async () => {
    await reject('cms', '/it/page/home', 'Invalid parameter(s): slug');
    const cms = await fetch(`${base}/cms/it/page/home`);
    expect(cms.status).toBe(400);
    expect(await cms.json()).toEqual({ code: 'rest_invalid_param', message: 'Invalid parameter(s): slug', data: { status: 400 } });
    await reject('tagmanager', 'GTM-REJECT');
    const tagmanager = await fetch(`${base}/tagmanager/gtm.js?id=GTM-REJECT`);
    expect(tagmanager.status).toBe(400);
    expect(await tagmanager.json()).toEqual({ error: 'invalid container id' });
  });

  it('GET /__faults lists the active faults of every stand-in, with their reasons', async () => {
    const match = tag('listed');
    await reject('booking', match, 'listed reason');
    const all = (await (await fetch(`${base}/__faults`)).json()) as Record<string, { mode: string; match: string; reason?: string }[]>;
    expect(Object.keys(all)).toEqual(['cms', 'booking', 'mailing', 'mail', 'botcheck', 'tagmanager']);
    expect(all.booking).toContainEqual({ mode: 'reject', delayMs: 0, match, reason: 'listed reason' });
    const one = (await (await fetch(`${base}/__faults/booking`)).json()) as unknown[];
    expect(one).toContainEqual({ mode: 'reject', delayMs: 0, match, reason: 'listed reason' });
  });
});
