import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { html } from './fetch.ts';

/** `<link rel="preload" as="font">` tags inside `<head>`, as attribute maps. */
function fontPreloads(body: string): Record<string, string>[] {
  const head = body.slice(0, body.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload"[^>]*as="font"[^>]*\/>/g)].map((match) =>
    Object.fromEntries([...match[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((pair) => [pair[1] as string, pair[2] as string])),
  );
}

describe('the fonts of a page', () => {
  // Found only by the first layout, each font swapped in late and the whole page was laid out a
  // second time on the main thread (worker/render/assets.ts).
  it('are preloaded in <head>: the Latin file of each family the stylesheet declares, fetched as the stylesheet fetches fonts', async () => {
    const { response, body } = await html('/chi-siamo');
    expect(response.status).toBe(200);
    const stylesheet = body.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1] ?? '';
    const css = await (await env.ASSETS.fetch(`https://assets.invalid${stylesheet}`)).text();
    const preloads = fontPreloads(body);
    expect(preloads.map((link) => link.href).toSorted()).toEqual(
      [...css.matchAll(/url\((\/assets\/(?:inter|fraunces)-latin-wght-normal-[\w-]+\.woff2)\)/g)].map((match) => match[1]).toSorted(),
    );
    expect(preloads).toHaveLength(2);
    // A preload without CORS mode is a second download: @font-face fetches with CORS.
    for (const link of preloads) expect(link).toMatchObject({ type: 'font/woff2', crossorigin: 'anonymous' });
  });
});
