import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { buildPath } from '../../shared/routes/index.ts';
import { createApp } from '../../worker/app.ts';
import { PREVIEW_PARAM } from '../../worker/preview/link.ts';
import { pageAddress } from '../../worker/screens/page-params.ts';
import { demoList, ORIGIN } from './fetch.ts';

/**
 * Only the query parameters a page reads change it (worker/screens/page-params.ts): tracking
 * ids and any other parameter share the kept page of the clean address, so a newsletter send,
 * an ad campaign or `?x=` with a new value per request is answered without rendering the page
 * again. An answer through the whole app carries Server-Timing (outside production) and a
 * render adds its `render` metric; a kept page's (worker/screens/page-cache.ts) carries none,
 * which tells a kept answer from a render.
 */
const app = createApp();

async function answer(path: string, init: RequestInit = {}): Promise<{ response: Response; body: string }> {
  const context = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init });
  const response = await app.fetch(request, env, context);
  const body = await response.text();
  await waitOnExecutionContext(context);
  return { response, body };
}

const withoutStamps = (body: string) => body.replaceAll(/\b\d{13}\.[0-9a-f]{64}\b/g, 'STAMP');
const rendered = (response: Response) => /\brender\b/.test(response.headers.get('server-timing') ?? '');
/** Answered from its kept copy: no load and no render in its Server-Timing. */
const answeredKept = (response: Response) => !/\b(load|render);/.test(response.headers.get('server-timing') ?? '');

describe('the parameters a page reads', () => {
  it('answers a page with a fresh tracking value from the page kept for the clean address, with no render', async () => {
    const first = await answer('/chi-siamo');
    expect(first.response.status).toBe(200);
    expect(rendered(first.response)).toBe(true);
    for (const query of [
      '?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-7f3a',
      '?gclid=Cj0KCQiA-unique-1',
      '?fbclid=IwAR-unique-2&mc_cid=abc123&mc_eid=def456',
      '?msclkid=unique-3',
    ]) {
      const tracked = await answer(`/chi-siamo${query}`);
      expect(tracked.response.status, query).toBe(200);
      expect(answeredKept(tracked.response), query).toBe(true);
      expect(withoutStamps(tracked.body)).toBe(withoutStamps(first.body));
    }
  });

  it('renders a page once for no query, ?x=1 and ?x=2: unknown parameters share its kept page', async () => {
    const path = buildPath('history', 'nl');
    const answers = [];
    for (const query of ['?x=1', '', '?x=2', '?x=1&page=2&Checkin=2027-08-23', '?checkin=2027-08-23']) {
      const { response, body } = await answer(`${path}${query}`);
      expect(response.status, query).toBe(200);
      answers.push({ query, response, body });
    }
    // Rendered once, then answered from the kept page.
    expect(answers.filter(({ response }) => rendered(response)).map(({ query }) => query)).toEqual(['?x=1']);
    expect(answers.slice(2).every(({ response }) => answeredKept(response))).toBe(true);
    for (const { body } of answers) expect(withoutStamps(body)).toBe(withoutStamps(answers[0]?.body ?? ''));
    expect(answers[0]?.body).not.toContain('x=1');
  });

  it('gives a unit page its own kept page per stay date, in whatever order and company the parameters come', async () => {
    const [unit] = await demoList('en', 'accommodations');
    const { type, group, slug } = unit as unknown as { type: string; group: { slug: string }; slug: string };
    const path = buildPath('accommodation', 'en', { type, group: group.slug, unit: slug });
    const clean = await answer(path);
    expect(clean.response.status).toBe(200);
    expect(clean.body).not.toContain('2027-08-23');

    const dated = await answer(`${path}?x=1&checkin=2027-08-23&checkout=2027-08-30`);
    expect(dated.response.status).toBe(200);
    expect(rendered(dated.response)).toBe(true);
    expect(dated.body).toContain('2027-08-23');
    expect(dated.body).not.toContain('x=1');

    await answer(`${path}?checkout=2027-08-30&checkin=2027-08-23&utm_source=ad`);
    const again = await answer(`${path}?checkout=2027-08-30&gclid=z&checkin=2027-08-23`);
    expect(answeredKept(again.response)).toBe(true);
    expect(withoutStamps(again.body)).toBe(withoutStamps(dated.body));
    // And the clean page is still its own.
    const cleanAgain = await answer(path);
    expect(cleanAgain.body).not.toContain('2027-08-23');
  });

  it('answers a HEAD through the whole app from the kept page too, without rendering it again', async () => {
    await answer('/en/about-us');
    // A HEAD meets the page cache as a GET does: answered from the kept page.
    const tracked = await answer('/en/about-us?utm_source=ad&gclid=another-fresh-value&x=3', { method: 'HEAD' });
    expect(tracked.response.status).toBe(200);
    expect(rendered(tracked.response)).toBe(false);
  });

  it('keeps the canonical link and the language links clean', async () => {
    const { body } = await answer('/de/ueber-uns?utm_source=print&utm_campaign=flyer&x=flyer-2');
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/de/ueber-uns"/>`);
    expect(body).not.toContain('utm_');
    expect(body).not.toContain('flyer');
  });

  it('keeps what a page reads, by name, and only on the pages that read it', () => {
    expect(pageAddress(`${ORIGIN}/contatti?utm_source=x&page=2`)).toBe(`${ORIGIN}/contatti`);
    expect(pageAddress(`${ORIGIN}/contatti?UTM_Source=x&Gclid=y&fq=1`)).toBe(`${ORIGIN}/contatti?fq=1`);
    expect(pageAddress(`${ORIGIN}/contatti?${PREVIEW_PARAM}=t.1.s&x=1`)).toBe(`${ORIGIN}/contatti?${PREVIEW_PARAM}=t.1.s`);
    // The stay search's query on a page with a stay search or the request form; nowhere else.
    const stay = 'site=campeggio&checkin=2027-08-23&checkout=2027-08-30&adults=2&children=2&age1=4&age2=9&subject=Pitch&unit=u&offer=o';
    const sorted = [...new URLSearchParams(stay)].sort(([a], [b]) => a.localeCompare(b));
    expect(pageAddress(`${ORIGIN}/prenota?${stay}&x=1`)).toBe(`${ORIGIN}/prenota?${new URLSearchParams(sorted)}`);
    const home = `${ORIGIN}${buildPath('home', 'en')}`;
    expect(pageAddress(`${home}?checkin=2027-08-23&x=1`)).toBe(`${home}?checkin=2027-08-23`);
    expect(pageAddress(`${ORIGIN}/chi-siamo?${stay}`)).toBe(`${ORIGIN}/chi-siamo`);
    expect(pageAddress(`${ORIGIN}/prenota?age9=4&Checkin=2027-08-23`)).toBe(`${ORIGIN}/prenota`);
    expect(pageAddress(`${ORIGIN}/chi-siamo`)).toBe(`${ORIGIN}/chi-siamo`);
  });

  it('lets the QR marker fq=1 keep its redirect, with the query it came with', async () => {
    const qr = await answer('/prenota?fq=1&utm_source=qr', { headers: { 'Accept-Language': 'de-DE' } });
    expect(qr.response.status).toBe(302);
    expect(qr.response.headers.get('location')).toBe('/de/buchen?utm_source=qr');
  });
});
