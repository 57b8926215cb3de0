import type { Catalogue } from './i18n/index.ts';
import type { RouteTable } from './routes/index.ts';

/**
 * What the worker reads from its static assets once per isolate instead of carrying it in its
 * bundle as code: the message catalogue (six languages' texts) and the route table. The build
 * writes both into one file (scripts/vite/message-catalogue.ts), so a cold isolate waits on one
 * read; V8 reads it with JSON.parse rather than compiling it.
 */
export type WorkerData = {
  catalogue: Catalogue;
  routes: RouteTable;
};

/** Where the build puts the worker's data among the static assets, and where the worker reads it. */
export const WORKER_DATA_ASSET_PATH = '/worker-data.json';
