import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app.ts';
import { LANGUAGE_COOKIE } from '../../shared/constants.ts';
import { MAX_HEADER_BYTES } from '../../worker/request-size.ts';
import { ORIGIN } from './fetch.ts';

/**
 * Kept pages answered before the middleware chain (the fast path, worker/screens/page-cache.ts)
 * must be the chain's answer: the same headers but the per-answer ones, the same body but the
 * stamps. The chain's answers carry Server-Timing; the fast path's do not, which tells them
 * apart. A 'chain' answer comes from a new app, which has kept nothing yet.
 */
const app = createApp();

async function answer(via: 'chain' | 'worker', path: string, init: RequestInit = {}): Promise<{ response: Response; body: string }> {
  const context = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init });
  const response = await (via === 'chain' ? createApp() : app).fetch(request, env, context);
  const body = await response.text();
  await waitOnExecutionContext(context);
  return { response, body };
}

const PER_ANSWER = new Set(['server-timing', 'date', 'content-length']);
const headersOf = (response: Response) => [...response.headers].filter(([name]) => !PER_ANSWER.has(name));
/** A stamp is `{shown at ms}.{hex HMAC}` (worker/forms/form-stamp.ts). */
const withoutStamps = (body: string) => body.replaceAll(/\b\d{13}\.[0-9a-f]{64}\b/g, 'STAMP');

/** Through the chain until the page is kept and its headers learnt, then once more. */
async function keptTwice(path: string, init: RequestInit = {}) {
  const chain = await answer('chain', path, init);
  await answer('worker', path, init);
  const fast = await answer('worker', path, init);
  return { chain, fast };
}

describe('kept pages before the middleware chain', () => {
  it.each(['/sistemazioni', '/en/catullo-restaurant-menu', '/'])(
    'answers %s as the chain does, but for stamps and timing',
    async (path) => {
      const { chain, fast } = await keptTwice(path);
      expect(chain.response.status).toBe(200);
      expect(chain.response.headers.has('server-timing')).toBe(true);
      expect(fast.response.headers.has('server-timing')).toBe(false);
      expect(fast.response.status).toBe(chain.response.status);
      expect(headersOf(fast.response)).toEqual(headersOf(chain.response));
      expect(headersOf(fast.response).map(([name]) => name)).toContain('content-security-policy');
      expect(withoutStamps(fast.body)).toBe(withoutStamps(chain.body));
      expect(fast.body).toMatch(/\b\d{13}\.[0-9a-f]{64}\b/);
    },
  );

  it('signs the stamps of a kept page anew for every answer', async () => {
    const { fast } = await keptTwice('/contatti');
    // workerd's clock moves on I/O: wait a moment so the next answer is signed at a later time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await answer('worker', '/contatti');
    const shownAt = (body: string) => Number(body.match(/\b(\d{13})\.[0-9a-f]{64}\b/)?.[1]);
    expect(later.response.headers.has('server-timing')).toBe(false);
    expect(shownAt(later.body)).toBeGreaterThan(shownAt(fast.body));
  });

  it('leaves to the chain what depends on more than the address', async () => {
    await keptTwice('/');
    // A visitor of `/` whose language is detected.
    const detected = await answer('worker', '/', { headers: { 'Accept-Language': 'de' } });
    expect(detected.response.status).toBe(302);
    const italian = await answer('worker', '/', { headers: { 'Accept-Language': 'it' } });
    expect(italian.response.headers.has('server-timing')).toBe(true);
    // Oversized headers are refused even for a kept page.
    await keptTwice('/sistemazioni');
    const oversized = await answer('worker', '/sistemazioni', { headers: { 'X-Big': 'x'.repeat(MAX_HEADER_BYTES + 1) } });
    expect(oversized.response.status).toBe(431);
    // Other methods and posts never take it.
    const head = await answer('worker', '/sistemazioni', { method: 'HEAD' });
    expect(head.response.headers.has('server-timing')).toBe(true);
    const put = await answer('worker', '/sistemazioni', { method: 'PUT' });
    expect(put.response.status).toBe(405);
  });

  it('answers `/` before the chain for language headers the chain already kept on the Italian home page', async () => {
    const italianHeaders = { 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.5', Cookie: 'consent=1' };
    const first = await answer('worker', '/', { headers: italianHeaders });
    expect(first.response.status).toBe(200);
    const again = await answer('worker', '/', { headers: italianHeaders });
    expect(again.response.headers.has('server-timing')).toBe(false);
    expect(again.response.headers.get('vary')).toBe('Accept-Language, Cookie');
    expect(withoutStamps(again.body)).toBe(withoutStamps(first.body));
    // Any other pair is detected by the chain again: a German browser, or a cookie naming German.
    const others: Record<string, string>[] = [
      { 'Accept-Language': 'de-DE,de;q=0.9' },
      { 'Accept-Language': italianHeaders['Accept-Language'], Cookie: `${LANGUAGE_COOKIE}=de` },
      { 'Accept-Language': italianHeaders['Accept-Language'], Cookie: `consent=1; ${LANGUAGE_COOKIE}=pl` },
    ];
    for (const headers of others) {
      for (let time = 0; time < 2; time += 1) {
        const other = await answer('worker', '/', { headers });
        expect(other.response.status, JSON.stringify(headers)).toBe(302);
        expect(other.response.headers.get('location')).toMatch(/^\/(de|pl)\/?$/);
      }
    }
  });

  it('sends a QR entry through the chain, even when that address was kept', async () => {
    await keptTwice('/menu-ristorante-catullo?fq=2');
    const qr = await answer('worker', '/menu-ristorante-catullo?fq=1', { headers: { 'Accept-Language': 'de-DE' } });
    expect(qr.response.status).toBe(302);
    expect(qr.response.headers.get('location')).toMatch(/^\/de\//);
  });
});
