import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../shared/constants.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { createApp } from '../../worker/app.ts';
import { DEMO, demoList, ORIGIN } from './fetch.ts';
import { form, pastStamp } from './forms-support.ts';
import { post, signed } from './publish-support.ts';

/**
 * How pages say they may be cached (docs/product.md "Caching in browsers"): a public page is
 * `public, max-age=0, must-revalidate` with a weak ETag and a Last-Modified, the same whether
 * it was just rendered or kept (worker/screens/page-cache.ts computes both from the page), and a
 * browser's copy that still matches gets a 304; previews, form answers and error pages are
 * `private, no-store` and carry no validators. Each test asks a new app, which has kept nothing.
 */

type Answer = { response: Response; body: string };

function client() {
  const app = createApp();
  return async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const context = createExecutionContext();
    const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), env, context);
    const body = await response.text();
    await waitOnExecutionContext(context);
    return { response, body };
  };
}

/** A render writes `load` or `render` into Server-Timing; a kept page's answer only `total`. */
const rendered = (response: Response) => /\b(load|render);/.test(response.headers.get('server-timing') ?? '');
const PER_ANSWER = new Set(['server-timing', 'date', 'content-length']);
const headersOf = (response: Response) => [...response.headers].filter(([name]) => !PER_ANSWER.has(name));
/** A stamp is `{shown at ms}.{hex HMAC}` (worker/forms/form-stamp.ts). */
const STAMP = /\b\d{13}\.[0-9a-f]{64}\b/;

const PUBLIC = 'public, max-age=0, must-revalidate';
const PRIVATE = 'private, no-store';

describe('caching headers of a public page', () => {
  it.each(['/sistemazioni', '/en/catullo-restaurant-menu', buildPath('faq', 'de')])(
    '%s: the same policy and validators rendered and kept',
    async (path) => {
      const ask = client();
      const fresh = await ask(path);
      // workerd's clock moves on I/O: a moment later, so the next answer's stamps are signed at a later time.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const kept = await ask(path);
      expect(fresh.response.status).toBe(200);
      expect(rendered(fresh.response)).toBe(true);
      expect(rendered(kept.response)).toBe(false);
      expect(fresh.response.headers.get('cache-control')).toBe(PUBLIC);
      expect(fresh.response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]{32}-[0-9a-z]+"$/);
      const lastModified = Date.parse(fresh.response.headers.get('last-modified') ?? '');
      expect(lastModified).toBeLessThanOrEqual(Date.now());
      expect(fresh.response.headers.get('vary')).toBe('Accept-Encoding');
      // Every header but the per-answer ones is the same, security headers and validators included.
      expect(headersOf(kept.response)).toEqual(headersOf(fresh.response));
      expect(headersOf(kept.response).map(([name]) => name)).toContain('content-security-policy');
      // The stamps differ per answer; the validators do not.
      expect(kept.body).toMatch(STAMP);
      expect(kept.body.match(STAMP)?.[0]).not.toBe(fresh.body.match(STAMP)?.[0] ?? '');
    },
  );

  it('names what `/` varies by: the language detection reads the cookie and Accept-Language', async () => {
    const ask = client();
    const home = await ask('/', { headers: { 'Accept-Language': 'it-IT,it;q=0.9' } });
    expect(home.response.status).toBe(200);
    expect(home.response.headers.get('vary')).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(home.response.headers.get('cache-control')).toBe(PUBLIC);
    const other = await ask('/sistemazioni', { headers: { 'Accept-Language': 'de-DE', Cookie: `${LANGUAGE_COOKIE}=de` } });
    expect(other.response.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('tells pages apart, and one page alike across answers', async () => {
    const ask = client();
    const a = await ask('/sistemazioni');
    const b = await ask('/contatti');
    const again = await ask('/sistemazioni');
    expect(a.response.headers.get('etag')).not.toBe(b.response.headers.get('etag'));
    expect(again.response.headers.get('etag')).toBe(a.response.headers.get('etag'));
    // A new app renders the same bytes again: the same ETag, as another isolate would give.
    const elsewhere = await client()('/sistemazioni');
    expect(rendered(elsewhere.response)).toBe(true);
    expect(elsewhere.response.headers.get('etag')).toBe(a.response.headers.get('etag'));
  });
});

describe('conditional requests', () => {
  it('answers a matching If-None-Match with 304, no body, the same validators and every header of the page', async () => {
    const ask = client();
    const page = await ask('/sistemazioni');
    const etag = page.response.headers.get('etag') as string;
    for (const ifNoneMatch of [etag, etag.slice(2), `W/"other", ${etag}`, '*']) {
      const again = await ask('/sistemazioni', { headers: { 'If-None-Match': ifNoneMatch } });
      expect(again.response.status, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.response.headers.get('etag')).toBe(etag);
      expect(again.response.headers.get('last-modified')).toBe(page.response.headers.get('last-modified'));
      expect(again.response.headers.get('cache-control')).toBe(PUBLIC);
      expect(again.response.headers.get('vary')).toBe('Accept-Encoding');
      expect(again.response.headers.get('content-security-policy')).toBe(page.response.headers.get('content-security-policy'));
      expect(again.response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    }
    const changed = await ask('/sistemazioni', { headers: { 'If-None-Match': 'W/"0123456789abcdef0123456789abcdef-0"' } });
    expect(changed.response.status).toBe(200);
    expect(changed.body).toMatch(STAMP);
    // A HEAD is answered as its GET.
    const head = await ask('/sistemazioni', { method: 'HEAD', headers: { 'If-None-Match': etag } });
    expect(head.response.status).toBe(304);
  });

  it('answers If-Modified-Since with 304 from Last-Modified on, unless If-None-Match says the copy is another', async () => {
    const ask = client();
    const page = await ask('/en/catullo-restaurant-menu');
    const lastModified = page.response.headers.get('last-modified') as string;
    const since = await ask('/en/catullo-restaurant-menu', { headers: { 'If-Modified-Since': lastModified } });
    expect(since.response.status).toBe(304);
    expect(since.response.headers.get('etag')).toBe(page.response.headers.get('etag'));
    const later = new Date(Date.parse(lastModified) + 60_000).toUTCString();
    expect((await ask('/en/catullo-restaurant-menu', { headers: { 'If-Modified-Since': later } })).response.status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const older = await ask('/en/catullo-restaurant-menu', { headers: { 'If-Modified-Since': earlier } });
    expect(older.response.status).toBe(200);
    expect(older.body).toMatch(STAMP);
    expect((await ask('/en/catullo-restaurant-menu', { headers: { 'If-Modified-Since': 'yesterday' } })).response.status).toBe(200);
    // If-None-Match decides when both are sent (RFC 9110 13.2.2).
    const both = await ask('/en/catullo-restaurant-menu', {
      headers: { 'If-None-Match': 'W/"another"', 'If-Modified-Since': lastModified },
    });
    expect(both.response.status).toBe(200);
  });

  it('never answers 304 for a page that is not public: the 404 page', async () => {
    const ask = client();
    for (let time = 0; time < 2; time += 1) {
      const missing = await ask('/questa-pagina-non-esiste', {
        headers: { 'If-None-Match': '*', 'If-Modified-Since': new Date().toUTCString() },
      });
      expect(missing.response.status).toBe(404);
      expect(missing.response.headers.get('cache-control')).toBe(PRIVATE);
      expect(missing.response.headers.has('etag')).toBe(false);
      expect(missing.response.headers.has('last-modified')).toBe(false);
    }
  });
});

describe('answers no one may keep', () => {
  it('a draft preview: private, no validators, never a 304 of the public page, and HEAD keeps nothing', async () => {
    const [article] = await demoList('de', 'post');
    const slug = article?.slug as string;
    const stored = await fetch(`${DEMO}/cms/de/post/${slug}/draft`, { method: 'POST', body: JSON.stringify({ title: 'Entwurf' }) });
    expect(stored.status).toBe(201);
    await stored.body?.cancel();
    const link = await post(await signed('/hooks/cms/preview', { locale: 'de', type: 'post', slug }));
    const { previewUrl } = (await link.json()) as { previewUrl: string };
    const preview = new URL(previewUrl);
    const ask = client();
    const head = await ask(`${preview.pathname}${preview.search}`, { method: 'HEAD' });
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get('cache-control')).toBe(PRIVATE);
    const live = await ask(preview.pathname);
    // The HEAD of the preview kept nothing: the public page is rendered now, as its first answer.
    expect(rendered(live.response)).toBe(true);
    expect(live.response.headers.get('cache-control')).toBe(PUBLIC);
    const shown = await ask(`${preview.pathname}${preview.search}`, {
      headers: { 'If-None-Match': live.response.headers.get('etag') as string },
    });
    expect(shown.response.status).toBe(200);
    expect(shown.body).toContain('Entwurf');
    expect(shown.response.headers.get('cache-control')).toBe(PRIVATE);
    expect(shown.response.headers.has('etag')).toBe(false);
    expect(shown.response.headers.has('last-modified')).toBe(false);
  });

  it.each([
    ['the page again with the visitor’s values', 'text/html'],
    ['the form’s state', 'application/json'],
  ])('a form post answered with %s', async (_name, accept) => {
    const ask = client();
    const page = await ask('/');
    const answer = await ask('/', {
      method: 'POST',
      body: form({ form: 'newsletter', email: 'not-an-email', stamp: await pastStamp('newsletter') }),
      headers: { Origin: ORIGIN, Accept: accept, 'If-None-Match': page.response.headers.get('etag') as string },
    });
    expect(answer.response.status).toBe(400);
    expect(answer.response.headers.get('cache-control')).toBe(PRIVATE);
    expect(answer.response.headers.has('etag')).toBe(false);
    expect(answer.response.headers.has('last-modified')).toBe(false);
    if (accept === 'text/html') expect(answer.body).toContain('not-an-email');
  });
});
