import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { MAX_FORM_BODY_BYTES } from '../../shared/forms/index.ts';
import { demoList, get, ORIGIN } from './fetch.ts';
import { captureLogs } from './faults-support.ts';
import { botToken, fault, form, pastStamp, post, requests, unique, waitFor } from './forms-support.ts';

/** Each form's page. The position page is the first one the CMS lists. */
const pages: Record<string, string> = {
  newsletter: '/',
  availability: buildPath('booking', 'it'),
  application: buildPath('spontaneousApplication', 'it'),
};

beforeAll(async () => {
  const [position] = await demoList('it', 'positions');
  pages.position = buildPath('position', 'it', { slug: position?.slug ?? '' });
});

const state = async (response: Response) => (await response.json()) as FormState;

/** A random private address, so no other test shares this client's count. */
const octet = () => Math.floor(Math.random() * 254) + 1;
const clientIp = () => `10.${octet()}.${octet()}.${octet()}`;

/**
 * The limiters count in windows aligned to the wall clock's minutes: a test that must see
 * the count reach its limit starts early enough in a window to finish inside it.
 */
async function freshWindow(neededMs: number): Promise<void> {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow + neededMs > 58_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 200));
}

describe('cross-site posts', () => {
  it.for(['newsletter', 'availability', 'application', 'position'])(
    '%s: refused from another site, whatever the browser says',
    async (name) => {
      const path = pages[name] as string;
      const email = `${unique('csrf')}@example.com`;
      const fields = () => form({ form: name, email, privacy: 'on' });
      const refused: Record<string, string>[] = [
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        { Origin: 'https://booking.lagoserena.test' },
        { Origin: 'http://www.lagoserena.test' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
        {},
      ];
      for (const headers of refused) {
        const response = await post(path, fields(), { origin: null, headers });
        expect(response.status, JSON.stringify(headers)).toBe(403);
        await response.body?.cancel();
      }
      // text/plain is what a cross-site <form enctype="text/plain"> sends.
      const plain = await exports.default.fetch(
        new Request(`${ORIGIN}${path}`, {
          method: 'POST',
          body: `form=${name}`,
          headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
        }),
      );
      expect(plain.status).toBe(403);
      await plain.body?.cancel();
      expect((await requests('mailing')).some((request) => request.search.includes(encodeURIComponent(email)))).toBe(false);

      // A post from the site's own page is read (and here found incomplete).
      const own = await post(path, form({ form: name }), { origin: null, headers: { 'Sec-Fetch-Site': 'same-origin' } });
      expect(own.status).toBe(400);
    },
  );
});

describe('body size', () => {
  it.for(['newsletter', 'availability', 'application', 'position'])(
    '%s: a post over the limit is answered 413 with the limit in words',
    async (name) => {
      const body = form({ form: name, cv: new File([new Uint8Array(MAX_FORM_BODY_BYTES + 1)], 'big.pdf') });
      const response = await post(pages[name] as string, body);
      expect(response.status).toBe(413);
      expect((await state(response)).message).toBe(getMessages('it').forms.errors.bodyTooLarge.replace('{size}', '5'));
    },
  );

  /** A form's body sent as a stream of our own, with no length the runtime knows: the limit counts the bytes as they come. */
  async function streamed(path: string, body: FormData): Promise<Response> {
    const encoded = new Response(body);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.slice(at, at + 64 * 1024));
        controller.close();
      },
    });
    const headers = { 'Content-Type': encoded.headers.get('Content-Type') ?? '', Origin: ORIGIN, Accept: 'application/json' };
    return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: 'POST', body: stream, headers }));
  }

  it('counts a body sent without its length: over the limit 413, under it read as sent', async () => {
    const path = pages.application as string;
    const over = await streamed(path, form({ form: 'application', cv: new File([new Uint8Array(MAX_FORM_BODY_BYTES + 1)], 'big.pdf') }));
    expect(over.status).toBe(413);
    expect((await state(over)).message).toBe(getMessages('it').forms.errors.bodyTooLarge.replace('{size}', '5'));

    const under = await streamed(path, form({ form: 'application', surname: 'Rossi' }));
    expect(under.status).toBe(400);
    const read = await state(under);
    expect(read.status).toBe('invalid');
    expect(read.values.surname).toBe('Rossi');
  });
});

describe('rate limits', () => {
  const newsletter = (path: string, email: string, headers: Record<string, string>, json = true) =>
    post(path, form({ form: 'newsletter', email, privacy: 'on' }), { json, headers });

  it('takes 5 posts of a form from one client a minute, then answers 429 in the page’s language with what was typed', async () => {
    await freshWindow(5_000);
    const ip = clientIp();
    const path = buildPath('news', 'de');
    for (let i = 0; i < 5; i++) {
      const response = await newsletter(path, `not-an-email-${i}`, { 'CF-Connecting-IP': ip });
      expect(response.status, `post ${i + 1}`).toBe(400);
      await response.body?.cancel();
    }
    const refused = await newsletter(path, 'anna@example', { 'CF-Connecting-IP': ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await state(refused)).toMatchObject({
      form: 'newsletter',
      status: 'refused',
      message: getMessages('de').forms.errors.tooManyRequests,
      values: { email: 'anna@example', privacy: 'on' },
    });

    // Without JavaScript: the page again, the message shown and the address still in its field.
    const page = await newsletter(path, 'anna@example', { 'CF-Connecting-IP': ip }, false);
    expect(page.status).toBe(429);
    const html = await page.text();
    expect(html).toContain(getMessages('de').forms.errors.tooManyRequests);
    expect(html).toContain('value="anna@example"');

    // Another client, and the same client's other forms, are not affected.
    const other = await newsletter(path, 'x', { 'CF-Connecting-IP': clientIp() });
    expect(other.status).toBe(400);
    const availability = await post(pages.availability as string, form({ form: 'availability' }), { headers: { 'CF-Connecting-IP': ip } });
    expect(availability.status).toBe(400);
  });

  it('counts an IPv6 client by its /64', async () => {
    await freshWindow(5_000);
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const addresses = [`${prefix}::1`, `${prefix}:0:0:0:ffff`, `${prefix}:abcd::2`, `${prefix.toUpperCase()}::3`, `${prefix}::4`];
    for (const address of addresses) {
      const response = await newsletter('/', 'x', { 'CF-Connecting-IP': address });
      expect(response.status, address).toBe(400);
      await response.body?.cancel();
    }
    const sixth = await newsletter('/', 'x', { 'CF-Connecting-IP': `${prefix}:1:2:3:4` });
    expect(sixth.status).toBe(429);
    expect((await state(sixth)).message).toBe(getMessages('it').forms.errors.tooManyRequests);
  });

  it('never refuses a valid post for the count of everyone together: after 105 valid posts from 21 clients a new visitor is taken', async () => {
    // A host of its own: the count is per host, so this does not spend the other tests' budget.
    const host = `https://${unique('limits')}.lagoserena.test`;
    await freshWindow(40_000);
    const send = async (ip: string, email: string, extra: Record<string, string> = {}) =>
      exports.default.fetch(
        new Request(`${host}/en`, {
          method: 'POST',
          body: form({ form: 'newsletter', email, privacy: 'on', stamp: await pastStamp('newsletter'), ...extra }),
          headers: { Origin: host, Accept: 'application/json', 'CF-Connecting-IP': ip },
        }),
      );
    // 21 clients, 5 correctly stamped posts each: every one within its own client's limit.
    const clients = Array.from({ length: 21 }, clientIp);
    const statuses: number[] = [];
    // Seven at a time: the count is the point, not the concurrency, and 21 writes at once to the
    // local KV were refused (503) now and then on a loaded machine running other files beside it.
    for (let round = 0; round < 5; round++) {
      for (let first = 0; first < clients.length; first += 7) {
        const answers = await Promise.all(clients.slice(first, first + 7).map((ip) => send(ip, `${unique('pace')}@example.com`)));
        statuses.push(...answers.map((response) => response.status));
        await Promise.all(answers.map((response) => response.body?.cancel()));
      }
    }
    // Each answer other than delivered (200) or taken for the queue (202) is listed with its place.
    expect(statuses.flatMap((status, index) => (status === 200 || status === 202 ? [] : [`post ${index + 1}: ${status}`]))).toEqual([]);
    expect(statuses).toHaveLength(105);
    // Past the pace of 100 delivered at once in a minute, posts wait for the queue instead.
    expect(statuses.filter((status) => status === 202).length).toBeGreaterThanOrEqual(5);

    // A new visitor, fresh stamp and a good bot-check token: taken, not refused, and it reaches the mailing service.
    const email = `${unique('new-visitor')}@example.com`;
    const visitor = await send(clientIp(), email, { 'botcheck-token': botToken('newsletter') });
    expect(visitor.status).toBe(202);
    expect(await state(visitor)).toMatchObject({
      form: 'newsletter',
      status: 'received',
      message: getMessages('en').forms.status.received,
    });
    await waitFor(async () =>
      (await requests('mailing')).some((request) => new URLSearchParams(request.search).get('email') === email) ? true : undefined,
    );
  }, 120_000);

  it('has the message in every language', () => {
    const texts = new Set(LOCALES.map((locale) => getMessages(locale).forms.errors.tooManyRequests));
    expect(texts.size).toBe(LOCALES.length);
  });
});

describe('log levels', () => {
  it('logs the refusals the site means to give at info, and a fault at error', async () => {
    const logs = captureLogs();
    try {
      // Cross-site post: 403.
      const crossSite = await post('/', form({ form: 'newsletter', email: 'a@example.com', privacy: 'on' }), {
        origin: null,
        headers: { Origin: 'https://evil.example' },
      });
      expect(crossSite.status).toBe(403);
      await crossSite.body?.cancel();
      // Over the client's limit: 429.
      const ip = clientIp();
      let last = 0;
      for (let i = 0; i < 7 && last !== 429; i++) {
        const response = await post('/', form({ form: 'newsletter', email: 'x' }), { headers: { 'CF-Connecting-IP': ip } });
        last = response.status;
        await response.body?.cancel();
      }
      expect(last).toBe(429);
      // The bot check: a low score, a replayed stamp, a filled honeypot.
      const lowScore = await post(
        '/',
        form({ form: 'newsletter', email: `${unique('low')}@example.com`, privacy: 'on', 'botcheck-token': botToken('newsletter', 0.1) }),
      );
      expect(lowScore.status).toBe(403);
      const stamp = await pastStamp('newsletter');
      for (const expected of [200, 403]) {
        const response = await post('/', form({ form: 'newsletter', email: `${unique('once')}@example.com`, privacy: 'on', stamp }));
        expect(response.status).toBe(expected);
      }
      const honeypot = await post(
        '/',
        form({
          form: 'newsletter',
          email: `${unique('pot')}@example.com`,
          privacy: 'on',
          stamp: await pastStamp('newsletter'),
          website: 'x',
        }),
      );
      expect(honeypot.status).toBe(403);

      expect(logs.events('request.refused').find((line) => line.status === 403)).toMatchObject({ level: 'info' });
      expect(logs.events('forms.rate_limited').map((line) => line.level)).toEqual(['info']);
      const refusals = logs.events('forms.bot_refused');
      expect(refusals.map((line) => line.reason)).toEqual([expect.stringMatching(/^score 0\.1/), 'stamp used', 'honeypot']);
      expect(refusals.every((line) => line.level === 'info')).toBe(true);
      expect(logs.lines.filter((line) => line.level === 'error')).toEqual([]);

      // A real fault stays an error: siteverify down (the stamp decides, and the post goes through).
      const token = botToken('newsletter');
      const nonce = token.split('-')[1] as string;
      await fault('botcheck', 'fail', nonce);
      try {
        const outage = await post(
          '/',
          form({
            form: 'newsletter',
            email: `${unique('outage')}@example.com`,
            privacy: 'on',
            stamp: await pastStamp('newsletter'),
            'botcheck-token': token,
          }),
        );
        expect(outage.status).toBe(200);
      } finally {
        await fault('botcheck', 'ok', nonce);
      }
      expect(logs.events('botcheck.unavailable').map((line) => line.level)).toEqual(['error']);
    } finally {
      logs.restore();
    }
  });
});

describe('methods', () => {
  it('answers other methods with 405, the methods allowed, and a page in the address’s language', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const response = await exports.default.fetch(new Request(`${ORIGIN}/de/ueber-uns`, { method }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
      const body = await response.text();
      expect(body).toContain('<html lang="de"');
      expect(body).toContain(getMessages('de').errors.methodNotAllowedTitle);
      // A page without islands ships no JavaScript at all: no island marker, no script, no preload.
      expect(body).not.toMatch(/data-island|<script|modulepreload/);
    }
    const switchPost = await exports.default.fetch(new Request(`${ORIGIN}/lang/en`, { method: 'POST', headers: { Origin: ORIGIN } }));
    expect(switchPost.status).toBe(405);
    expect(switchPost.headers.get('allow')).toBe('GET, HEAD');
    await switchPost.body?.cancel();
    const head = await exports.default.fetch(new Request(`${ORIGIN}/en/about-us`, { method: 'HEAD' }));
    expect(head.status).toBe(200);
  });
});

describe('sizes of the request line and headers', () => {
  it('answers an overlong path or query with 414 in the path’s language', async () => {
    const longPath = await get(`/en/${'a'.repeat(2100)}`);
    expect(longPath.status).toBe(414);
    const body = await longPath.text();
    expect(body).toContain('<html lang="en"');
    expect(body).toContain(getMessages('en').errors.uriTooLongTitle);
    const longQuery = await get(`/pl/zarezerwuj?q=${'x'.repeat(8200)}`);
    expect(longQuery.status).toBe(414);
    expect(await longQuery.text()).toContain(getMessages('pl').errors.uriTooLongTitle);
    // A long but honest campaign link still opens the page.
    const campaign = await get(`/en/about-us?utm_source=newsletter&gclid=${'A'.repeat(1500)}`);
    expect(campaign.status).toBe(200);
    await campaign.body?.cancel();
  });

  it('answers oversized cookies or headers with 431, and takes ordinary ones', async () => {
    const cookies = await get('/nl', { Cookie: `big=${'c'.repeat(9000)}` });
    expect(cookies.status).toBe(431);
    expect(await cookies.text()).toContain(getMessages('nl').errors.headersTooLargeText);
    const long = await get('/', { 'Accept-Language': 'de,'.repeat(6000) });
    expect(long.status).toBe(431);
    await long.body?.cancel();
    const many: Record<string, string> = {};
    for (let i = 0; i < 6; i++) many[`X-Filler-${i}`] = 'h'.repeat(6000);
    const headers = await get('/', many);
    expect(headers.status).toBe(431);
    await headers.body?.cancel();
    const ordinary = await get('/en', { Cookie: `i18n_redirected=en; _ga=GA1.1.${'1'.repeat(40)}`, 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(ordinary.status).toBe(200);
    await ordinary.body?.cancel();
  });
});
