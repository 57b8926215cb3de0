import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { createApp } from '../../worker/app.ts';
import { DEMO, ORIGIN } from './fetch.ts';
import { captureLogs, cmsCounts } from './faults-support.ts';

/**
 * The CMS misbehaving under whole pages: a visited page keeps being served from its last good
 * copy whatever the fault, and the log says what went wrong. Narrow `match`es keep each fault
 * on this file's own CMS calls (other files share the stand-in).
 */
const logs = captureLogs();
afterAll(() => logs.restore());

type Mode = 'ok' | 'fail' | 'slow' | 'malformed' | 'partial';

async function cmsFault(mode: Mode, match: string, delayMs = 0): Promise<void> {
  const query = new URLSearchParams({ mode, match, delayMs: String(delayMs) });
  const response = await fetch(`${DEMO}/__faults/cms?${query}`, { method: 'POST' });
  if (!response.ok) throw new Error(`fault switch: ${response.status}`);
}

/**
 * The app with its own bindings, or some of them replaced, background work awaited. Each visit
 * has an app of its own, so no page kept by an earlier one answers it: the page is built from
 * the CMS tiers every time (a query parameter would not do: no page reads it, so it shares the
 * kept page, worker/screens/page-params.ts).
 */
async function visit(path: string, overrides: Partial<Record<keyof Env, unknown>> = {}): Promise<{ response: Response; body: string }> {
  const context = createExecutionContext();
  const response = await createApp().fetch(
    new Request(`${ORIGIN}${path}`, { redirect: 'manual' }),
    { ...env, ...overrides } as Env,
    context,
  );
  const body = await response.text();
  await waitOnExecutionContext(context);
  return { response, body };
}

/** Drops this location's cached copies of some CMS addresses, as an edge location that never saw them. */
async function evict(targets: string[]): Promise<void> {
  const cache = await caches.open('cms');
  for (const target of targets) await cache.delete(new Request(`https://cms-cache.internal/cms${target}`));
}

/** Visits a page, then forgets the cached copies of everything it asked the CMS: only KV still has them. */
async function visitedThenEvicted(path: string, locale: Locale): Promise<string> {
  const { response } = await visit(path);
  expect(response.status).toBe(200);
  await evict(Object.keys(await cmsCounts()).filter((target) => target.startsWith(`/${locale}/`)));
  return path;
}

const CASES: { mode: Mode | 'down'; locale: Locale; path: string; item: string; logged: (url: string) => boolean }[] = [
  {
    mode: 'down',
    locale: 'pl',
    path: buildPath('regulations', 'pl'),
    item: '/pl/page/regolamento',
    logged: (url) => logs.events('cms.fetch_failed', url).some((line) => line.reason !== 'timeout'),
  },
  {
    mode: 'slow',
    locale: 'da',
    path: buildPath('sustainability', 'da'),
    item: '/da/page/sostenibilita',
    logged: (url) => logs.events('cms.fetch_failed', url).some((line) => line.reason === 'timeout'),
  },
  {
    mode: 'fail',
    locale: 'nl',
    path: buildPath('sustainability', 'nl'),
    item: '/nl/page/sostenibilita',
    logged: (url) => logs.events('cms.bad_status', url).some((line) => line.status === 500),
  },
  {
    mode: 'malformed',
    locale: 'en',
    path: buildPath('sustainability', 'en'),
    item: '/en/page/sostenibilita',
    logged: (url) => logs.events('cms.invalid_json', url).length > 0,
  },
  {
    mode: 'partial',
    locale: 'de',
    path: buildPath('sustainability', 'de'),
    item: '/de/page/sostenibilita',
    logged: (url) => logs.events('cms.rejected', url).length > 0,
  },
];

describe('a visited page while the CMS misbehaves', () => {
  for (const { mode, locale, path, item, logged } of CASES) {
    it(`${mode}: served from the last good copy, in its language, and logged`, async () => {
      await visitedThenEvicted(path, locale);
      const url = `${DEMO}/cms${item}`;
      let result: { response: Response; body: string };
      if (mode === 'down') {
        // Nothing listens on port 9: the connection is refused, as with a stopped CMS.
        result = await visit(path, { CMS_BASE_URL: 'http://127.0.0.1:9/cms' });
      } else {
        // Past CMS_TIMEOUT_MS (1.5 s in vitest.config.ts) for `slow`.
        await cmsFault(mode, item, mode === 'slow' ? 2500 : 0);
        try {
          result = await visit(path);
        } finally {
          await cmsFault('ok', item);
        }
      }
      expect(result.response.status).toBe(200);
      expect(result.body).toContain(`<html lang="${locale}"`);
      const servedUrl = mode === 'down' ? `http://127.0.0.1:9/cms${item}` : url;
      expect(logged(servedUrl), JSON.stringify(logs.lines.filter((line) => JSON.stringify(line).includes(item)))).toBe(true);
      expect(logs.events('cms.served_last_known_good', servedUrl).length).toBeGreaterThan(0);
    });
  }
});

describe('content never seen while the CMS is down', () => {
  // A base path no copy was ever stored under: this edge location and KV have nothing.
  const nowhere = { CMS_BASE_URL: 'http://127.0.0.1:9/cms-never-seen' };

  it('answers an error page in the address’s language, not kept by any cache, and logs the outage', async () => {
    const { response, body } = await visit(buildPath('about', 'de'), nowhere);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(body).toContain('<html lang="de"');
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
    expect(logs.events('cms.unavailable', 'cms-never-seen/de/page/chi-siamo').length).toBeGreaterThan(0);
  });

  it('answers the sitemap with 503 and Retry-After rather than a list missing the pages it could not read', async () => {
    const { response, body } = await visit('/sitemap-de.xml', nowhere);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('600');
    expect(body).not.toContain('<urlset');
    expect(logs.events('sitemap.content_unavailable').length).toBeGreaterThan(0);
  });

  it('answers 503 with a localised "come back in a few minutes" page and Retry-After, not 404', async () => {
    const { response, body } = await visit(buildPath('about', 'de'), nowhere);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
    expect(body).toContain('Diese Seite ist für ein paar Minuten nicht verfügbar');
    expect(body).not.toContain('Seite nicht gefunden');
    expect(logs.events('request.error').some((line) => line.status === 503)).toBe(true);
  });
});
