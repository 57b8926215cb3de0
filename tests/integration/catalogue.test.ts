import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../shared/i18n/catalogue.ts';
import { LOCALES } from '../../shared/locales.ts';
import { readCatalogue } from '../../worker/i18n/catalogue-asset.ts';

/** A static-assets binding that answers every path with `response`. */
const assetsAnswering = (response: () => Response) => ({ fetch: async () => response() }) as unknown as Fetcher;

describe('message catalogue asset', () => {
  it('is what the sources say, in every language, as the built static assets hold it', async () => {
    const fromAssets = await readCatalogue(env.ASSETS);
    expect(Object.keys(fromAssets).sort()).toEqual([...LOCALES].sort());
    expect(fromAssets).toEqual(buildCatalogue());
    expect(fromAssets.de.errors.notFoundTitle).toBe('Seite nicht gefunden');
  });

  it('is refused when missing or not a catalogue, so the worker answers 503 and tries again', async () => {
    await expect(readCatalogue(assetsAnswering(() => new Response('gone', { status: 404 })))).rejects.toThrow(/answered 404/);
    await expect(readCatalogue(assetsAnswering(() => Response.json({ it: { meta: {} } })))).rejects.toThrow(/lacks it/);
    await expect(readCatalogue(assetsAnswering(() => new Response('{not json')))).rejects.toThrow();
  });
});
