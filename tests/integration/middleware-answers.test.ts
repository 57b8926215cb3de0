import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../shared/constants.ts';
import { type FormState, MAX_FORM_BODY_BYTES, MAX_UPLOAD_MB } from '../../shared/forms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { createApp } from '../../worker/app.ts';
import { forgetRedirectTables } from '../../worker/redirects/lookup.ts';
import { MAX_HEADER_BYTES } from '../../worker/request-size.ts';
import { ORIGIN } from './fetch.ts';
import { form, pastStamp } from './forms-support.ts';

/**
 * What the app's middleware (worker/app.ts) does to every answer, with the page cache answering
 * from inside the chain: the security headers on each kind of answer, kept pages and 304s
 * included; cross-site posts refused; an oversized post refused in the page's language; the
 * language detected on `/` only. The Observatory's grading of the headers is headers.test.ts's;
 * every cross-site variant and every form's limit are abuse-limits.test.ts's.
 */

const app = createApp();

async function ask(path: string, init: RequestInit = {}): Promise<{ response: Response; body: string }> {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), env, context);
  const body = await response.text();
  await waitOnExecutionContext(context);
  return { response, body };
}

/** The headers Hono's secureHeaders sets with this site's policy (worker/middleware/security-headers.ts). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const securityOf = (response: Response) => SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]);
const rendered = (response: Response) => /\b(load|render);/.test(response.headers.get('server-timing') ?? '');

const newsletterPost = async (headers: Record<string, string>): Promise<RequestInit> => ({
  method: 'POST',
  body: form({ form: 'newsletter', email: 'not-an-email', stamp: await pastStamp('newsletter') }),
  headers,
});

const oversized = () => form({ form: 'application', cv: new File([new Uint8Array(MAX_FORM_BODY_BYTES + 1)], 'big.pdf') });

describe('security headers on every answer', () => {
  beforeAll(async () => {
    await env.REDIRECTS.put('it:/sistemazioni.html', '/sistemazioni');
    forgetRedirectTables();
  });

  it('sends the page’s list, value for value, on every kind of answer', async () => {
    const page = await ask('/sistemazioni');
    expect(page.response.status).toBe(200);
    const expected = securityOf(page.response);
    expect(expected.every(([, value]) => value)).toBe(true);

    const kept = await ask('/sistemazioni');
    expect(rendered(kept.response)).toBe(false);
    const answers: [string, Response, number][] = [
      ['a kept page', kept.response, 200],
      ['a 304', (await ask('/sistemazioni', { headers: { 'If-None-Match': page.response.headers.get('etag') as string } })).response, 304],
      ['the 404 page', (await ask('/questa-pagina-non-esiste')).response, 404],
      ['the kept 404 page', (await ask('/neanche-questa')).response, 404],
      ['a legacy redirect', (await ask('/sistemazioni.html')).response, 301],
      ['the language detection', (await ask('/', { headers: { 'Accept-Language': 'nl' } })).response, 302],
      ['a form answer', (await ask('/', await newsletterPost({ Origin: ORIGIN }))).response, 400],
      ['a form answer in JSON', (await ask('/', await newsletterPost({ Origin: ORIGIN, Accept: 'application/json' }))).response, 400],
      ['a cross-site post', (await ask('/', await newsletterPost({ Origin: 'https://evil.example' }))).response, 403],
      [
        'an oversized post',
        (await ask(buildPath('spontaneousApplication', 'it'), { method: 'POST', body: oversized(), headers: { Origin: ORIGIN } })).response,
        413,
      ],
      ['a refused method', (await ask('/', { method: 'DELETE' })).response, 405],
    ];
    for (const [name, response, status] of answers) {
      expect(response.status, name).toBe(status);
      expect(securityOf(response), name).toEqual(expected);
    }
  });
});

describe('a kept page behind the middleware', () => {
  it('is refused, redirected or detected as any page is: the middleware runs before the page cache', async () => {
    for (const path of ['/', '/sistemazioni', '/menu-ristorante-catullo']) {
      await ask(path);
      expect(rendered((await ask(path)).response), path).toBe(false);
    }
    const oversizedHeaders = await ask('/sistemazioni', { headers: { 'X-Big': 'x'.repeat(MAX_HEADER_BYTES + 1) } });
    expect(oversizedHeaders.response.status).toBe(431);
    expect((await ask('/sistemazioni', { method: 'PUT' })).response.status).toBe(405);
    const qr = await ask('/menu-ristorante-catullo?fq=1', { headers: { 'Accept-Language': 'de-DE' } });
    expect(qr.response.status).toBe(302);
    expect(qr.response.headers.get('location')).toMatch(/^\/de\//);
    const detected = await ask('/', { headers: { 'Accept-Language': 'de' } });
    expect(detected.response.status).toBe(302);
    const italian = await ask('/', { headers: { 'Accept-Language': 'it' } });
    expect(italian.response.status).toBe(200);
    expect(rendered(italian.response)).toBe(false);
  });
});

describe('posts', () => {
  it('refuses a cross-site post with 403, a private page in the page’s language', async () => {
    const path = buildPath('contacts', 'de');
    const refused = await ask(path, await newsletterPost({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }));
    expect(refused.response.status).toBe(403);
    expect(refused.body).toMatch(/<html lang="de"/);
    expect(refused.response.headers.get('cache-control')).toBe('private, no-store');
    // The same post from the site's own page is read (and found invalid).
    const own = await ask(path, await newsletterPost({ Origin: ORIGIN }));
    expect(own.response.status).toBe(400);
  });

  it.each(['de', 'pl'] as const)('refuses an oversized post before reading it, in the page’s language (%s)', async (locale) => {
    const path = buildPath('spontaneousApplication', locale);
    const message = format(getMessages(locale).forms.errors.bodyTooLarge, { size: MAX_UPLOAD_MB });
    const json = await ask(path, { method: 'POST', body: oversized(), headers: { Origin: ORIGIN, Accept: 'application/json' } });
    expect(json.response.status).toBe(413);
    expect((JSON.parse(json.body) as FormState).message).toBe(message);
    expect(json.response.headers.get('cache-control')).toBe('private, no-store');
    const page = await ask(path, { method: 'POST', body: oversized(), headers: { Origin: ORIGIN } });
    expect(page.response.status).toBe(413);
    expect(page.body).toMatch(new RegExp(`<html lang="${locale}"`));
    expect(page.body).toContain(message.split(':')[0]);
    expect(page.response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('language detection', () => {
  const german = { 'Accept-Language': 'de-DE,de;q=0.9', Cookie: `${LANGUAGE_COOKIE}=de` };

  it('detects on `/` only, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const root = await ask('/', { method, headers: german });
      expect(root.response.status, method).toBe(302);
      expect(root.response.headers.get('location')).toBe(buildPath('home', 'de'));
      expect(root.response.headers.get('cache-control')).toBe('private, no-store');
    }
    // Any other address is the language its path says, and does not vary by these headers.
    for (const path of ['/sistemazioni', buildPath('home', 'en'), buildPath('faq', 'pl')]) {
      const page = await ask(path, { headers: german });
      expect(page.response.status, path).toBe(200);
      expect(page.response.headers.get('vary'), path).toBe('Accept-Encoding');
    }
    // A post to `/` is the home page's form, answered on the home page, not sent elsewhere.
    const posted = await ask('/', await newsletterPost({ Origin: ORIGIN, ...german }));
    expect(posted.response.status).toBe(400);
    expect(posted.body).toMatch(/<html lang="it"/);
  });
});
