import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app.ts';
import { withFastPath } from '../../worker/render/fast-path.ts';
import { withoutTracking } from '../../worker/render/tracking-params.ts';
import { ORIGIN } from './fetch.ts';

/**
 * Tracking parameters share the kept page of the clean address: a newsletter send or an ad
 * campaign with a new value per visitor is answered without rendering the page again. The
 * chain's answers carry Server-Timing (outside production) and a render adds its `render`
 * metric; the fast path's carry none, which tells a kept answer from a render.
 */
const app = createApp();
const worker = withFastPath(app);

async function answer(via: 'chain' | 'worker', path: string, init: RequestInit = {}): Promise<{ response: Response; body: string }> {
  const context = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init });
  const response = await (via === 'chain' ? app.fetch(request, env, context) : worker(request, env, context));
  const body = await response.text();
  await waitOnExecutionContext(context);
  return { response, body };
}

const withoutStamps = (body: string) => body.replaceAll(/\b\d{13}\.[0-9a-f]{64}\b/g, 'STAMP');

describe('tracking parameters', () => {
  it('answers a page with a fresh tracking value from the page kept for the clean address, with no render', async () => {
    const first = await answer('chain', '/chi-siamo');
    expect(first.response.status).toBe(200);
    await answer('worker', '/chi-siamo');
    for (const query of [
      '?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-7f3a',
      '?gclid=Cj0KCQiA-unique-1',
      '?fbclid=IwAR-unique-2&mc_cid=abc123&mc_eid=def456',
      '?msclkid=unique-3',
    ]) {
      const tracked = await answer('worker', `/chi-siamo${query}`);
      expect(tracked.response.status, query).toBe(200);
      // Answered before the chain: only a kept page is.
      expect(tracked.response.headers.has('server-timing'), query).toBe(false);
      expect(withoutStamps(tracked.body)).toBe(withoutStamps(first.body));
    }
  });

  it('answers through the chain from the kept page too, without rendering it again', async () => {
    await answer('chain', '/en/about-us');
    const tracked = await answer('chain', '/en/about-us?utm_source=ad&gclid=another-fresh-value');
    expect(tracked.response.status).toBe(200);
    expect(tracked.response.headers.get('server-timing') ?? '').not.toContain('render');
  });

  it('keeps the canonical link and the language links clean', async () => {
    const { body } = await answer('chain', '/de/ueber-uns?utm_source=print&utm_campaign=flyer');
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/de/ueber-uns"/>`);
    expect(body).not.toContain('utm_');
    expect(body).not.toContain('flyer');
  });

  it('keeps other parameters apart, and the QR marker fq=1 keeps its redirect', async () => {
    expect(withoutTracking(`${ORIGIN}/contatti?utm_source=x&page=2`)).toBe(`${ORIGIN}/contatti?page=2`);
    expect(withoutTracking(`${ORIGIN}/contatti?UTM_Source=x&Gclid=y`)).toBe(`${ORIGIN}/contatti`);
    const qr = await answer('worker', '/prenota?fq=1&utm_source=qr', { headers: { 'Accept-Language': 'de-DE' } });
    expect(qr.response.status).toBe(302);
    expect(qr.response.headers.get('location')).toBe('/de/buchen?utm_source=qr');
  });
});
