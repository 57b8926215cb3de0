import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app.ts';
import { ORIGIN } from './fetch.ts';

/**
 * Nothing internal in public: the build manifest is read by the worker but never served, and
 * Server-Timing (how long the CMS and the render took) is only sent outside production.
 */
const app = createApp();
const production: Env = { ...env, ENVIRONMENT: 'production' };

async function answer(path: string, environment: Env): Promise<Response> {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }), environment, context);
  await response.text();
  await waitOnExecutionContext(context);
  return response;
}

describe('Server-Timing', () => {
  beforeAll(async () => {
    await env.REDIRECTS.put('it:/sistemazioni.html', '/sistemazioni');
  });

  it.each([
    ['a page', '/sistemazioni', 200],
    ['a kept page', '/sistemazioni', 200],
    ['the 404 page', '/questa-pagina-non-esiste', 404],
    ['a legacy redirect', '/sistemazioni.html', 301],
    ['another spelling', '/sistemazioni/', 301],
  ])('is not sent in production: %s', async (_, path, status) => {
    const response = await answer(path, production);
    expect(response.status).toBe(status);
    expect(response.headers.has('server-timing')).toBe(false);
  });

  it('is sent outside production', async () => {
    const response = await app.fetch(new Request(`${ORIGIN}/faq`), env, createExecutionContext());
    await response.text();
    expect(response.headers.get('server-timing')).toContain('total');
  });

  it('names the CMS load, the render and the whole answer, in milliseconds, in the order they ended', async () => {
    const response = await app.fetch(new Request(`${ORIGIN}/contatti`), env, createExecutionContext());
    await response.text();
    const number = String.raw`\d+\.\d`;
    expect(response.headers.get('server-timing')).toMatch(
      new RegExp(`^load;dur=${number};desc="content",render;dur=${number},total;dur=${number};desc="total"$`),
    );
  });
});

describe('the build manifest', () => {
  it('is not served by the worker (the assets router sends /.vite/* to it: tests/e2e/not-found-monitor.test.ts)', async () => {
    const viaWorker = await exports.default.fetch(new Request(`${ORIGIN}/.vite/manifest.json`));
    expect(viaWorker.status).toBe(404);
    expect(await viaWorker.text()).not.toContain('"isEntry"');
  });

  it('is still read by the worker: pages load the hashed entry script', async () => {
    const response = await answer('/faq', production);
    expect(response.status).toBe(200);
    const page = await (await app.fetch(new Request(`${ORIGIN}/faq`), production, createExecutionContext())).text();
    // The entry is preloaded and added by the page's one inline loader (docs/decisions/007).
    const entry = page.match(/<link rel="modulepreload" href="(\/assets\/entry-[\w-]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    expect(page).toContain(`s.src="${entry}"`);
    // With what it imports, and what that imports in turn: the islands of every page import jotai.
    const preloads = [...page.matchAll(/<link rel="modulepreload" href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g)].map((match) => match[1]);
    expect(preloads).toEqual(expect.arrayContaining(['entry', 'islands', 'vendor-jotai']));
  });
});
