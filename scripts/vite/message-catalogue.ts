import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE_ASSET_PATH } from '../../shared/i18n/index.ts';
import { freshExport } from './fresh-export.ts';

export const MESSAGES_DIR = 'shared/i18n/messages';

type Catalogue = Record<string, Record<string, unknown>>;
let thisBuild: Catalogue | undefined;

/**
 * The catalogue as the messages are now (shared/i18n/catalogue.ts), read once per build: the
 * catalogue asset and the form-message files come from the same reading. The plugin below
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
 * The six languages' messages, merged with the English fallback, as one JSON static asset:
 * the worker reads it once per isolate (worker/i18n/catalogue-asset.ts) instead of carrying it
 * in its bundle.
 */
export function messageCatalogue(): Plugin {
  return {
    name: 'message-catalogue',
    // `npm run dev` rebuilds it when a message changes, though no browser code imports them all.
    buildStart() {
      thisBuild = undefined;
      for (const file of messageFiles()) this.addWatchFile(file);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CATALOGUE_ASSET_PATH.slice(1), source: JSON.stringify(freshCatalogue()) });
    },
  };
}
