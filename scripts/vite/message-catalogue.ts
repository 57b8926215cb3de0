import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { WORKER_DATA_ASSET_PATH } from '../../shared/worker-data.ts';
import { freshExport } from './fresh-export.ts';

export const MESSAGES_DIR = 'shared/i18n/messages';
const ROUTE_TABLE = 'shared/routes/table.ts';

type Catalogue = Record<string, Record<string, unknown>>;
let thisBuild: Catalogue | undefined;

/**
 * The catalogue as the messages are now (shared/i18n/catalogue.ts), read once per build: the
 * worker's data asset and the form-message files come from the same reading. The plugin below
 * forgets it when a build starts.
 */
export function freshCatalogue(): Catalogue {
  thisBuild ??= freshExport('shared/i18n/catalogue.ts', 'buildCatalogue') as Catalogue;
  return thisBuild;
}

/** Every message file, for the plugins whose output is built from them. */
export function messageFiles(): string[] {
  return readdirSync(MESSAGES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(MESSAGES_DIR, file));
}

/**
 * The worker's data as one JSON static asset (shared/worker-data.ts): the six languages'
 * messages, merged with the English fallback, and the route table. The worker reads it once per
 * isolate (worker/worker-data.ts) instead of carrying both in its bundle.
 */
export function workerData(): Plugin {
  return {
    name: 'worker-data',
    // `npm run dev` rebuilds it when a message or a route changes, though no browser code imports them all.
    buildStart() {
      thisBuild = undefined;
      for (const file of [...messageFiles(), ROUTE_TABLE]) this.addWatchFile(file);
    },
    generateBundle() {
      const data = { catalogue: freshCatalogue(), routes: freshExport(ROUTE_TABLE, 'ROUTES') };
      this.emitFile({ type: 'asset', fileName: WORKER_DATA_ASSET_PATH.slice(1), source: JSON.stringify(data) });
    },
  };
}
