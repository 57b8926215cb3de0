import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../shared/i18n/catalogue.ts';
import { LOCALES } from '../../shared/locales.ts';
import { ROUTES } from '../../shared/routes/table.ts';
import { readWorkerData } from '../../worker/worker-data.ts';

/** A static-assets binding that answers every path with `response`. */
const assetsAnswering = (response: () => Response) => ({ fetch: async () => response() }) as unknown as Fetcher;

describe("the worker's data asset", () => {
  it('holds the catalogue and the route table the sources say, as the built static assets hold them', async () => {
    const { catalogue, routes } = await readWorkerData(env.ASSETS);
    expect(Object.keys(catalogue).sort()).toEqual([...LOCALES].sort());
    expect(catalogue).toEqual(buildCatalogue());
    expect(catalogue.de.errors.notFoundTitle).toBe('Seite nicht gefunden');
    expect(routes).toEqual(ROUTES);
    expect(routes.contacts.paths.pl).toBe('/Kontakt');
  });

  it('is refused when missing or lacking a part, so the worker answers 503 and tries again', async () => {
    const { catalogue, routes } = await readWorkerData(env.ASSETS);
    await expect(readWorkerData(assetsAnswering(() => new Response('gone', { status: 404 })))).rejects.toThrow(/answered 404/);
    await expect(readWorkerData(assetsAnswering(() => Response.json({ catalogue: { it: { meta: {} } }, routes })))).rejects.toThrow(
      /catalogue lacks it/,
    );
    await expect(readWorkerData(assetsAnswering(() => Response.json({ catalogue })))).rejects.toThrow(/route table is missing/);
    const withoutDanish = { ...routes, faq: { paths: { ...routes.faq.paths, da: undefined } } };
    await expect(readWorkerData(assetsAnswering(() => Response.json({ catalogue, routes: withoutDanish })))).rejects.toThrow(
      /lacks faq in da/,
    );
    await expect(readWorkerData(assetsAnswering(() => new Response('{not json')))).rejects.toThrow();
  });
});
