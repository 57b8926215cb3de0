import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/i18n/catalogue.ts';
import { href } from '../../shared/routes/index.ts';
import { ROUTES } from '../../shared/routes/table.ts';
import worker from '../../worker/index.ts';
import { ORIGIN } from './fetch.ts';

/**
 * The messages and the route table are the worker's code (docs/decisions/018): a new isolate
 * answers without reading them from anywhere, and the browser's chunks carry neither.
 */

/** The static assets as a binding that has none, noting what it is asked for. */
function noAssets(asked: string[]): Fetcher {
  const fetch = async (input: Request | string) => {
    asked.push(new URL(typeof input === 'string' ? input : input.url).pathname);
    return new Response('gone', { status: 404 });
  };
  return { fetch } as unknown as Fetcher;
}

describe("a new isolate's first answer", () => {
  it('is written in its language with its own addresses though no static asset can be read; the only one asked for is the build manifest', async () => {
    const asked: string[] = [];
    const context = createExecutionContext();
    const response = await worker.fetch(new Request(`${ORIGIN}${href('about', 'da')}`), { ...env, ASSETS: noAssets(asked) }, context);
    const body = await response.text();
    await waitOnExecutionContext(context);
    expect(response.status).toBe(200);
    expect(body).toContain('<html lang="da"');
    expect(body).toContain(`href="${href('history', 'da')}"`);
    expect(body).toContain(CATALOGUE.da.nav.history);
    // Read again while it cannot be read (worker/render/assets.ts), but nothing else.
    expect(new Set(asked)).toEqual(new Set(['/.vite/manifest.json']));
  });
});

describe("the browser's chunks", () => {
  it('carry neither the messages nor the route table: the islands get what they show from the page', async () => {
    const manifest = (await (await env.ASSETS.fetch('https://assets.invalid/.vite/manifest.json')).json()) as Record<
      string,
      { file: string }
    >;
    const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(3);
    // Every path of two segments or more without parameters, and a sentence of every language.
    const paths = Object.values(ROUTES).flatMap((route) => Object.values(route.paths).filter((path) => /^\/[^/:]+\/[^:]+$/.test(path)));
    const sentences = Object.values(CATALOGUE).map((messages) => messages.errors.notFoundHint);
    const found: string[] = [];
    for (const file of chunks) {
      const code = await (await env.ASSETS.fetch(`https://assets.invalid/${file}`)).text();
      for (const needle of [...paths, ...sentences]) if (code.includes(needle)) found.push(`${needle} in ${file}`);
    }
    expect(found).toEqual([]);
  });
});
