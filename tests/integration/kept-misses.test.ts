import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { buildPath, localePrefix } from '../../shared/routes/index.ts';
import { listTag } from '../../worker/cms/cache-tags.ts';
import { stampTags } from '../../worker/cms/tag-stamps.ts';
import worker from '../../worker/index.ts';
import { flushNow } from '../../worker/monitor/record.ts';
import { forgetRedirectTables } from '../../worker/redirects/lookup.ts';
import { cmsCounts } from './faults-support.ts';
import { langOf, ORIGIN } from './fetch.ts';

/**
 * Answers with no page (docs/architecture.md "A request"): a legacy redirect from the redirect
 * table the isolate keeps, the 404 page kept per language with its suggestions matched against
 * the pages kept with it, and an unknown item told from its type's list as this isolate last read
 * it. Once the app has answered one of each, the next is answered from memory (no render: its
 * Server-Timing names no `load` or `render`), with no CMS call, and is counted for the 404
 * monitor behind the answer.
 */

type Visited = { response: Response; body: string; events: string[] };

/** One request to the worker, its background work finished; `events` orders its answer and its D1 calls (with `monitor`). */
async function visit(path: string, { monitor }: { monitor?: boolean } = {}): Promise<Visited> {
  const events: string[] = [];
  const watched = new Proxy(env.MONITOR, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        events.push(`d1.${String(property)}`);
        return value.apply(target, args);
      };
    },
  });
  const context = createExecutionContext();
  const bindings = monitor ? ({ ...env, MONITOR: watched } as Env) : env;
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }), bindings, context);
  events.push('answered');
  const body = await response.text();
  await waitOnExecutionContext(context);
  return { response, body, events };
}

const fromMemory = (response: Response) => !/\b(load|render);/.test(response.headers.get('server-timing') ?? '');
const junk = () => `x${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** The links of the 404 page's "perhaps you were looking for" list. */
const suggestionsOf = (body: string) =>
  [...(body.match(/<nav class="error-page__suggestions"[^>]*>(.*?)<\/nav>/s)?.[1] ?? '').matchAll(/<li><a href="([^"]+)">/g)].map(
    ([, href]) => href,
  );

/** What CMS calls were made since `before`. */
async function cmsCallsSince(before: Record<string, number>): Promise<string[]> {
  const after = await cmsCounts();
  return Object.keys(after).filter((target) => (after[target] ?? 0) > (before[target] ?? 0));
}

const PER_ANSWER = new Set(['server-timing', 'date', 'content-length', 'location']);
const headersOf = (response: Response) => [...response.headers].filter(([name]) => !PER_ANSWER.has(name));

describe('answers with no page, from what the isolate keeps', () => {
  beforeAll(async () => {
    await env.REDIRECTS.put('it:/sistemazioni.html', '/sistemazioni');
    forgetRedirectTables();
  });

  it('answers a 404 from the kept page: status 404, the address’s language, its own suggestions, no CMS call', async () => {
    const first = await visit(`/de/${junk()}`);
    expect(first.response.status).toBe(404);
    const before = await cmsCounts();
    // The FAQ's own address with one letter dropped from its last word, under a made-up folder.
    const faq = buildPath('faq', 'de');
    const word = faq.split('/').at(-1)?.split('-').at(-1) ?? '';
    const typo = `${localePrefix('de')}/alt/${word.slice(0, 2)}${word.slice(3)}`;
    const second = await visit(typo);
    expect(second.response.status).toBe(404);
    expect(fromMemory(second.response)).toBe(true);
    expect(langOf(second.body)).toBe('de');
    expect(second.body).toContain(getMessages('de').errors.notFoundTitle);
    expect(suggestionsOf(second.body)).toContain(faq);
    expect(headersOf(second.response)).toEqual(headersOf(first.response));
    // The form stamps are signed for this answer, as on any kept page.
    expect(second.body).toMatch(/\b\d{13}\.[0-9a-f]{64}\b/);
    expect(await cmsCallsSince(before)).toEqual([]);
  });

  it('counts the miss for the monitor in memory and writes it to D1 behind the answer, never before', async () => {
    await visit(`/nl/${junk()}`);
    // Whatever was counted before is written now: the next batch waits for the monitor's interval.
    await flushNow();
    const path = `/nl/${junk()}`;
    const answer = await visit(path, { monitor: true });
    expect(answer.response.status).toBe(404);
    expect(fromMemory(answer.response)).toBe(true);
    // The batch this answer started, written by its background work once the answer was given.
    expect(answer.events[0]).toBe('answered');
    expect(answer.events).toContain('d1.batch');
    const row = await env.MONITOR.prepare('SELECT locale, hits FROM misses WHERE path = ?').bind(path).first();
    expect(row).toEqual({ locale: 'nl', hits: 1 });
  });

  it('answers an unknown item from the kept 404 page once its type’s list says the slug is unknown, until a publish', async () => {
    const unknown = (slug: string) => buildPath('accommodationType', 'en', { type: slug });
    // The first is answered by the app, which reads the list (and keeps what it says).
    expect((await visit(unknown(junk()))).response.status).toBe(404);
    const before = await cmsCounts();
    const next = await visit(unknown(junk()));
    expect(next.response.status).toBe(404);
    expect(fromMemory(next.response)).toBe(true);
    expect(langOf(next.body)).toBe('en');
    expect(next.body).toContain(getMessages('en').errors.notFoundTitle);
    expect(await cmsCallsSince(before)).toEqual([]);
    // A real one is still shown.
    expect((await visit(buildPath('accommodationType', 'en', { type: 'bungalow' }))).response.status).toBe(200);

    // Something of the type published: the list may hold the slug now, so the app reads it again.
    await stampTags(env.CONTENT, [listTag('en', 'accommodation-types')], Date.now());
    const beforePublishRead = await cmsCounts();
    const afterPublish = await visit(unknown(junk()));
    expect(afterPublish.response.status).toBe(404);
    expect(await cmsCallsSince(beforePublishRead)).not.toEqual([]);
    const readAgain = await cmsCounts();
    expect((await visit(unknown(junk()))).response.status).toBe(404);
    expect(await cmsCallsSince(readAgain)).toEqual([]);
  });

  it('answers a legacy redirect with a 301 to its target from the kept table, with the headers the app gave it', async () => {
    const first = await visit('/sistemazioni.html?utm_source=old');
    expect(first.response.status).toBe(301);
    expect(first.response.headers.get('location')).toBe('/sistemazioni?utm_source=old');
    // Whatever was counted before is written now: this answer's count is a batch of its own.
    await flushNow();
    const before = await env.MONITOR.prepare("SELECT hits FROM redirect_hits WHERE rule_key = 'it:/sistemazioni.html'").first<number>(
      'hits',
    );

    const second = await visit('/sistemazioni.html/?ref=print', { monitor: true });
    expect(second.response.status).toBe(301);
    expect(fromMemory(second.response)).toBe(true);
    expect(second.response.headers.get('location')).toBe('/sistemazioni?ref=print');
    expect(second.response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(headersOf(second.response)).toEqual(headersOf(first.response));
    expect(second.events[0]).toBe('answered');
    expect(second.events).toContain('d1.batch');
    const after = await env.MONITOR.prepare("SELECT hits FROM redirect_hits WHERE rule_key = 'it:/sistemazioni.html'").first<number>(
      'hits',
    );
    expect(after).toBe((before ?? 0) + 1);
    expect((await visit('/sistemazioni')).response.status).toBe(200);
  });

  it('leaves a draft preview and the routes beside the screens to the app', async () => {
    await visit(`/${junk()}`);
    await visit(buildPath('accommodationType', 'it', { type: junk() }));
    // A preview link of an item no list holds yet: checked by the app (this one is tampered with).
    const preview = await visit(`${buildPath('accommodationType', 'it', { type: junk() })}?preview=tampered`);
    expect(preview.response.status).toBe(403);
    const languageSwitch = await visit(`/lang/en?to=${encodeURIComponent('/en/about-us')}`);
    expect(languageSwitch.response.status).toBe(302);
    expect((await visit('/robots.txt')).response.status).toBe(200);
  });
});
