import { catalogueInstalled, installCatalogue } from '../shared/i18n/index.ts';
import { LOCALES } from '../shared/locales.ts';
import { installRoutes, routesInstalled } from '../shared/routes/index.ts';
import { WORKER_DATA_ASSET_PATH, type WorkerData } from '../shared/worker-data.ts';

/**
 * The message catalogue and the route table, read from the static assets once per isolate
 * (docs/decisions/012: six languages of text and every screen's paths are data, ~82 KiB that the
 * worker bundle no longer carries as code and that V8 reads with JSON.parse rather than
 * compiling). The assets are deployed with the worker's code, so both always come from the
 * same build.
 */

type Unchecked = {
  catalogue?: Record<string, { meta?: { siteName?: unknown } } | null>;
  routes?: Record<string, { paths?: Record<string, unknown> } | null>;
};

function checked(value: unknown): WorkerData {
  const { catalogue, routes } = (value ?? {}) as Unchecked;
  for (const locale of LOCALES) {
    if (typeof catalogue?.[locale]?.meta?.siteName !== 'string') throw new Error(`the message catalogue lacks ${locale}`);
  }
  const entries = Object.entries(routes ?? {});
  if (entries.length === 0) throw new Error('the route table is missing');
  for (const [name, route] of entries) {
    for (const locale of LOCALES) {
      if (typeof route?.paths?.[locale] !== 'string') throw new Error(`the route table lacks ${name} in ${locale}`);
    }
  }
  return value as WorkerData;
}

/** The catalogue and the route table as the build wrote them among the static assets. */
export async function readWorkerData(assets: Fetcher): Promise<WorkerData> {
  const response = await assets.fetch(`https://assets.invalid${WORKER_DATA_ASSET_PATH}`);
  if (!response.ok) throw new Error(`the worker's data asset answered ${response.status}`);
  return checked(await response.json());
}

const installed = () => catalogueInstalled() && routesInstalled();

/**
 * Installs the catalogue and the route table if they are not yet: `undefined` when they are (the
 * path of every request after an isolate's first), otherwise the load to wait for. Each request
 * that finds them missing reads them itself, rather than awaiting a read another request started
 * (Workers would go on with this request inside that one, where its own I/O is refused); the
 * first read to finish installs them. A failed read is tried again by the next request.
 */
export function ensureWorkerData(assets: Fetcher): Promise<void> | undefined {
  if (installed()) return undefined;
  return readWorkerData(assets).then((data) => {
    if (installed()) return;
    installCatalogue(data.catalogue);
    installRoutes(data.routes);
  });
}
