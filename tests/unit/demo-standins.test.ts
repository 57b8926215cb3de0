import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../demo/recorder.ts';
import { startDemo } from '../../demo/server.ts';

/** The stand-ins of demo/server.ts over real HTTP, on a free port. */
let demo: Awaited<ReturnType<typeof startDemo>>;
let base: string;

beforeAll(async () => {
  demo = await startDemo(0);
  base = `http://127.0.0.1:${demo.port}`;
});
afterAll(() => demo.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let unique = 0;
/** A value no other test uses, so tests never see each other's requests. */
const tag = (name: string) => `${name}-${Date.now()}-${++unique}`;

/** What `GET /__requests/{service}` sends, with the summaries the tests read into. */
type Recorded = Omit<RecordedRequest, 'body' | 'outcome'> & { body?: Record<string, unknown>; outcome?: Record<string, unknown> };

async function requests(service: string): Promise<Recorded[]> {
  const answer = (await (await fetch(`${base}/__requests/${service}`)).json()) as { requests: Recorded[] };
  return answer.requests;
}

async function setFault(service: string, mode: 'ok' | 'fail' | 'slow' | 'malformed', match: string, delayMs = 0) {
  const response = await fetch(`${base}/__faults/${service}?mode=${mode}&match=${encodeURIComponent(match)}&delayMs=${delayMs}`, {
    method: 'POST',
  });
  expect(response.status).toBe(200);
}

/** `d-m-yyyy` (no zero padding), `days` from today. */
function dayMonthYear(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getUTCDate()}-${date.getUTCMonth() + 1}-${date.getUTCFullYear()}`;
}

describe('booking engine: POST /booking/customer-request', () => {
  function villageRequest(overrides: Record<string, string> = {}) {
    return new URLSearchParams({
      type: 'villaggio',
      hotel: '10231',
      layout: '4',
      channel: '1',
      widgetapikey: 'demo-village-key',
      checkin: dayMonthYear(40),
      checkout: dayMonthYear(47),
      guesttypes: JSON.stringify([
        { id: '1', count: 2 },
        { id: '3', count: 1 },
      ]),
      firstname: 'Anna',
      lastname: 'Rossi',
      email: `${tag('anna')}@example.com`,
      phone: '+39 333 1234567',
      request: 'Vista lago, se possibile',
      ...overrides,
    });
  }

  const post = (query: URLSearchParams, headers: Record<string, string> = {}) =>
    fetch(`${base}/booking/customer-request?${query}`, { method: 'POST', headers });

  it('accepts a valid request with every field in the query and records it', async () => {
    const query = villageRequest();
    const response = await post(query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { ok: boolean; requestId: string };
    expect(body).toEqual({ ok: true, requestId: expect.stringMatching(UUID) });

    const entry = (await requests('booking')).find((recorded) => recorded.query.email === query.get('email'));
    expect(entry).toMatchObject({ method: 'POST', path: '/customer-request', status: 200, outcome: { requestId: body.requestId } });
    expect(entry?.query).toMatchObject({ type: 'villaggio', checkin: query.get('checkin'), guesttypes: query.get('guesttypes') });
  });

  it('accepts the campsite with its own identifiers and age categories', async () => {
    const query = villageRequest({
      type: 'campeggio',
      hotel: '10232',
      layout: '5',
      widgetapikey: 'demo-camping-key',
      guesttypes: JSON.stringify([
        { id: '4', count: 2 },
        { id: '5', count: 2 },
        { id: '6', count: 0 },
      ]),
    });
    expect((await post(query)).status).toBe(200);
  });

  it.each([
    ['zero-padded checkin', { checkin: '05-07-2030' }, /checkin/],
    ['year-month-day checkout', { checkout: '2030-07-12' }, /checkout/],
    ['a day that does not exist', { checkin: '31-2-2030' }, /checkin/],
    ['checkout before checkin', { checkin: dayMonthYear(50), checkout: dayMonthYear(45) }, /after checkin/],
    ['checkin in the past', { checkin: dayMonthYear(-10), checkout: dayMonthYear(-3) }, /past/],
    ['guesttypes not JSON', { guesttypes: 'two adults' }, /guesttypes/],
    ['numeric guest ids', { guesttypes: '[{"id":1,"count":2}]' }, /guesttypes/],
    ['campsite ids on the village', { guesttypes: '[{"id":"4","count":2}]' }, /age category/],
    ['no guests', { guesttypes: '[{"id":"1","count":0}]' }, /at least one/],
    ['unknown type', { type: 'hotel' }, /type/],
    ['the campsite hotel for the village', { hotel: '10232' }, /hotel/],
    ['bad email', { email: 'anna.example.com' }, /email/],
    ['missing last name', { lastname: '' }, /lastname/],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const response = await post(villageRequest(overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { ok: boolean; error: string };
    expect(body.ok).toBe(false);
    expect(body.error).toMatch(message);
  });

  it('refuses a wrong or missing widget key with 401', async () => {
    const wrong = await post(villageRequest({ widgetapikey: 'stolen-key' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ ok: false, error: 'invalid widgetapikey' });
    const query = villageRequest();
    query.delete('widgetapikey');
    expect((await post(query)).status).toBe(401);
  });

  it('answers a retry with the same Idempotency-Key with the first answer and records one request', async () => {
    const query = villageRequest();
    const key = tag('booking');
    const first = await post(query, { 'Idempotency-Key': key });
    const second = await post(query, { 'Idempotency-Key': key });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const firstBody = await first.json();
    expect(await second.json()).toEqual(firstBody);

    const recorded = (await requests('booking')).filter((entry) => entry.query.email === query.get('email'));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ headers: { 'idempotency-key': key }, replays: 1 });

    const other = await post(villageRequest(), { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
  });

  it('keeps no answer for a refused request: the corrected retry with the same key is accepted', async () => {
    const key = tag('booking-fix');
    const query = villageRequest({ checkin: '05-07-2030' });
    expect((await post(query, { 'Idempotency-Key': key })).status).toBe(400);
    query.set('checkin', dayMonthYear(40));
    // A new payload under a key whose first use was refused: nothing is stored for it.
    expect((await post(query, { 'Idempotency-Key': key })).status).toBe(200);
  });

  it('knows only its one endpoint and POST', async () => {
    expect((await fetch(`${base}/booking/customer-request?${villageRequest()}`)).status).toBe(405);
    expect((await fetch(`${base}/booking/other`, { method: 'POST' })).status).toBe(404);
  });
});

describe('mailing service: GET /mailing/subscribe', () => {
  const subscribe = (email: string, list = '26', group = 'it') =>
    fetch(`${base}/mailing/subscribe?${new URLSearchParams({ list, group, email, confirm: 'true' })}`);
  const result = (page: string) => /data-result="([\w-]+)"/.exec(page)?.[1];

  it('subscribes a new address, then says already registered, whatever the case', async () => {
    const email = `${tag('news')}@example.com`;
    const first = await subscribe(email);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    const page = await first.text();
    expect(result(page)).toBe('subscribed');
    expect(page).toContain('Inserimento avvenuto correttamente.');

    const again = await subscribe(email.toUpperCase());
    expect(again.status).toBe(200);
    const second = await again.text();
    expect(result(second)).toBe('already-registered');
    expect(second).toContain("L'indirizzo è già registrato");

    const recorded = (await requests('mailing')).filter((entry) => entry.query.email?.toLowerCase() === email);
    expect(recorded.map((entry) => entry.outcome?.result)).toEqual(['subscribed', 'already-registered']);
    expect(recorded[0]?.query).toMatchObject({ list: '26', group: 'it', confirm: 'true' });
  });

  it('answers 400 and data-result="invalid" for a bad email or an unknown list', async () => {
    const badEmail = await subscribe('not-an-address');
    expect(badEmail.status).toBe(400);
    expect(result(await badEmail.text())).toBe('invalid');
    const badList = await subscribe(`${tag('news')}@example.com`, '27');
    expect(badList.status).toBe(400);
    expect(result(await badList.text())).toBe('invalid');
  });
});

describe('mail endpoint: POST /mail/{form}/send?name=', () => {
  const message = (form: string, htmlData: string, attachments: unknown[] = []) => JSON.stringify({ form, attachments, htmlData });
  const sendMail = (form: string, name: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/mail/${form}/send?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });

  it('takes a message with attachments and records names, sizes and the start of the HTML', async () => {
    const name = tag('Mario Bianchi');
    const html = `<h1>Candidatura</h1>${'<p>esperienza</p>'.repeat(300)}`;
    const cv = Buffer.from('%PDF-1.7 demo curriculum');
    const response = await sendMail(
      'job',
      name,
      message('job', html, [{ filename: 'cv.pdf', contentType: 'application/pdf', contentBase64: cv.toString('base64') }]),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; messageId: string };
    expect(body).toEqual({ ok: true, messageId: expect.stringMatching(UUID) });

    const entry = (await requests('mail')).find((recorded) => recorded.query.name === name);
    expect(entry?.body).toEqual({
      form: 'job',
      name,
      attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', size: cv.length }],
      htmlDataLength: html.length,
      htmlDataStart: html.slice(0, 2000),
    });
    expect(entry?.outcome).toEqual({ messageId: body.messageId });
  });

  it.each([
    ['not JSON', '{"form": "contact", '],
    ['a form other than the path', message('job', '<p>x</p>')],
    ['no htmlData', JSON.stringify({ form: 'contact', attachments: [] })],
    ['attachments not an array', JSON.stringify({ form: 'contact', attachments: {}, htmlData: '<p>x</p>' })],
    [
      'an attachment that is not base64',
      message('contact', '<p>x</p>', [{ filename: 'a.pdf', contentType: 'application/pdf', contentBase64: '**' }]),
    ],
    [
      'a path in a file name',
      message('contact', '<p>x</p>', [{ filename: '../a.pdf', contentType: 'application/pdf', contentBase64: 'QQ==' }]),
    ],
  ])('refuses a body with %s with 400', async (_name, body) => {
    const response = await sendMail('contact', tag('x'), body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(false);
  });

  it('refuses a body over 12 MB with 413', async () => {
    const name = tag('big');
    const big = Buffer.alloc(12 * 1024 * 1024 + 1, 'A').toString('base64');
    const response = await sendMail(
      'job',
      name,
      message('job', '<p>cv</p>', [{ filename: 'cv.pdf', contentType: 'application/pdf', contentBase64: big }]),
    );
    expect(response.status).toBe(413);
    expect((await requests('mail')).find((entry) => entry.query.name === name)?.status).toBe(413);
  });

  it('answers a retry with the same Idempotency-Key with the first answer and records one message', async () => {
    const name = tag('retry');
    const key = tag('mail');
    const body = message('contact', '<p>Buongiorno</p>');
    const first = (await (await sendMail('contact', name, body, { 'Idempotency-Key': key })).json()) as { messageId: string };
    const retry = await sendMail('contact', name, body, { 'Idempotency-Key': key });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual({ ok: true, messageId: first.messageId });
    const recorded = (await requests('mail')).filter((entry) => entry.query.name === name);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.replays).toBe(1);
  });
});

describe('bot check: reCAPTCHA v3 contract at /botcheck', () => {
  const SECRET = 'demo-botcheck-secret';
  const verify = async (response: string, secret = SECRET, remoteip?: string) => {
    const form = new URLSearchParams({ secret, response });
    if (remoteip) form.set('remoteip', remoteip);
    const answer = await fetch(`${base}/botcheck/siteverify`, { method: 'POST', body: form });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Record<string, unknown>;
  };
  let issued = 1_763_700_000_000;
  /** A fresh token (tokens are single-use, so each test needs its own). */
  const token = (action: string, score: string) => `demo.${action}.${score}.${++issued}`;

  it('verifies a good token: action, score, challenge time and hostname come from it', async () => {
    const good = token('newsletter', '0.9');
    expect(await verify(good, SECRET, '203.0.113.7')).toEqual({
      success: true,
      score: 0.9,
      action: 'newsletter',
      challenge_ts: new Date(issued).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      hostname: 'localhost',
      'error-codes': [],
    });
    const entry = (await requests('botcheck')).find((recorded) => recorded.body?.response === good);
    expect(entry?.body).toEqual({ response: good, remoteip: '203.0.113.7', secret: 'valid' });
  });

  it('passes a low score through: the site decides what a bot is', async () => {
    expect(await verify(token('availability', '0.1'))).toMatchObject({ success: true, score: 0.1, action: 'availability' });
  });

  it('refuses a token verified before with timeout-or-duplicate', async () => {
    const once = token('job', '0.7');
    expect((await verify(once)).success).toBe(true);
    expect(await verify(once)).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('refuses a wrong secret without using the token up', async () => {
    const kept = token('newsletter', '0.9');
    expect(await verify(kept, 'guessed-secret')).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect((await verify(kept)).success).toBe(true);
  });

  it('refuses an unparseable or missing token', async () => {
    expect(await verify('03AFcWeA-real-looking-token')).toEqual({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await verify('demo.newsletter.1.5.1763700000000')).toEqual({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await verify('')).toEqual({ success: false, 'error-codes': ['missing-input-response'] });
  });

  it('serves api.js: grecaptcha.execute issues tokens that verify, and a badge is shown', async () => {
    const response = await fetch(`${base}/botcheck/api.js?render=demo-site-key`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    const source = await response.text();

    const appended: { className: string; textContent: string }[] = [];
    const window: Record<string, unknown> = {};
    const document = {
      body: { appendChild: (element: { className: string; textContent: string }) => appended.push(element) },
      querySelector: () => null,
      createElement: () => ({ className: '', textContent: '', style: {}, setAttribute() {} }),
      addEventListener() {},
    };
    runInNewContext(source, { window, document, setTimeout, Promise });
    const grecaptcha = window.grecaptcha as {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    const issuedToken = await grecaptcha.execute('demo-site-key', { action: 'newsletter' });
    expect(issuedToken).toMatch(/^demo\.newsletter\.0\.9\.\d{13}-[a-z0-9]+$/);
    await expect(grecaptcha.execute('another-key', { action: 'newsletter' })).rejects.toThrow(/site key/);
    expect(appended.map((element) => element.className)).toEqual(['grecaptcha-badge']);

    expect(await verify(issuedToken)).toMatchObject({ success: true, action: 'newsletter', score: 0.9 });
  });
});

describe('fault switch on every stand-in', () => {
  it('booking: fail → 503 and nothing kept, so the retry with the same key is taken', async () => {
    const email = `${tag('fault')}@example.com`;
    const query = new URLSearchParams({
      type: 'villaggio',
      hotel: '10231',
      layout: '4',
      channel: '1',
      widgetapikey: 'demo-village-key',
      checkin: dayMonthYear(30),
      checkout: dayMonthYear(33),
      guesttypes: '[{"id":"1","count":1}]',
      firstname: 'F',
      lastname: 'G',
      email,
    });
    const post = () => fetch(`${base}/booking/customer-request?${query}`, { method: 'POST', headers: { 'Idempotency-Key': email } });
    const match = encodeURIComponent(email);
    await setFault('booking', 'fail', match);
    expect((await post()).status).toBe(503);
    await setFault('booking', 'malformed', match);
    const broken = await post();
    expect(broken.status).toBe(200);
    await expect(broken.json()).rejects.toThrow();
    await setFault('booking', 'ok', match);
    // The malformed answer was for a processed request: the retry gets the real answer, not a second request.
    const retry = await post();
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toMatchObject({ ok: true });
    const recorded = (await requests('booking')).filter((entry) => entry.query.email === email);
    expect(recorded.map((entry) => [entry.status, entry.fault])).toEqual([
      [503, 'fail'],
      [200, 'malformed'],
    ]);
  });

  it('mailing: fail → 500 HTML, malformed → 200 without a result, slow → late but normal', async () => {
    const email = `${tag('fault')}@example.com`;
    const url = `${base}/mailing/subscribe?list=26&group=it&email=${encodeURIComponent(email)}&confirm=true`;
    await setFault('mailing', 'fail', encodeURIComponent(email));
    const failed = await fetch(url);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('content-type')).toContain('text/html');
    await setFault('mailing', 'malformed', encodeURIComponent(email));
    const broken = await fetch(url);
    expect(broken.status).toBe(200);
    expect(await broken.text()).not.toContain('data-result');
    await setFault('mailing', 'slow', encodeURIComponent(email), 300);
    const started = Date.now();
    const slow = await fetch(url);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    // The malformed answer hid a subscription that did happen.
    expect(await slow.text()).toContain('data-result="already-registered"');
    await setFault('mailing', 'ok', encodeURIComponent(email));
  });

  it('mail: fail → 503, malformed → 200 with a broken body', async () => {
    const name = tag('fault-mail');
    const send = () =>
      fetch(`${base}/mail/contact/send?name=${name}`, {
        method: 'POST',
        body: JSON.stringify({ form: 'contact', attachments: [], htmlData: '<p>x</p>' }),
      });
    await setFault('mail', 'fail', name);
    expect((await send()).status).toBe(503);
    await setFault('mail', 'malformed', name);
    const broken = await send();
    expect(broken.status).toBe(200);
    await expect(broken.json()).rejects.toThrow();
    await setFault('mail', 'ok', name);
    expect((await send()).status).toBe(200);
  });

  it('botcheck: a fault can target one token; api.js can fail or come back broken', async () => {
    const one = `demo.fault.0.9.${Date.now()}`;
    await setFault('botcheck', 'fail', one);
    const failed = await fetch(`${base}/botcheck/siteverify`, {
      method: 'POST',
      body: new URLSearchParams({ secret: 'demo-botcheck-secret', response: one }),
    });
    expect(failed.status).toBe(503);
    await setFault('botcheck', 'ok', one);

    const render = tag('broken-key');
    await setFault('botcheck', 'malformed', render);
    const broken = await (await fetch(`${base}/botcheck/api.js?render=${render}`)).text();
    let thrown: unknown;
    try {
      runInNewContext(broken, { window: {}, document: {} });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error | undefined)?.name).toBe('SyntaxError');
    await setFault('botcheck', 'fail', render);
    expect((await fetch(`${base}/botcheck/api.js?render=${render}`)).status).toBe(503);
    await setFault('botcheck', 'ok', render);
  });

  it('refuses an unknown service or mode', async () => {
    expect((await fetch(`${base}/__faults/payments?mode=fail`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/__faults/mail?mode=explode`, { method: 'POST' })).status).toBe(400);
  });
});

describe('request recorder: /__requests/{service}', () => {
  it('keeps the CMS shape: counts by path and query', async () => {
    const path = `/it/page/home?_t=${tag('cms')}`;
    await (await fetch(`${base}/cms${path}`)).text();
    await (await fetch(`${base}/cms${path}`)).text();
    const counts = (await (await fetch(`${base}/__requests/cms`)).json()) as Record<string, number>;
    expect(counts[path]).toBe(2);
  });

  it('lists what each other stand-in received, and DELETE clears one service only', async () => {
    await (await fetch(`${base}/mailing/subscribe?list=26&group=it&email=${tag('rec')}%40example.com`)).text();
    expect((await requests('mailing')).length).toBeGreaterThan(0);
    const cleared = await fetch(`${base}/__requests/mailing`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ requests: [] });
    expect(await requests('mailing')).toEqual([]);
    expect((await requests('botcheck')).length).toBeGreaterThan(0);
    expect((await fetch(`${base}/__requests/payments`)).status).toBe(404);
  });
});
