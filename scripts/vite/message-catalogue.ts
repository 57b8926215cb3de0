import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { buildCatalogue } from '../../shared/i18n/catalogue.ts';
import { CATALOGUE_ASSET_PATH } from '../../shared/i18n/index.ts';

const MESSAGES_DIR = 'shared/i18n/messages';

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
      for (const file of readdirSync(MESSAGES_DIR, { recursive: true, encoding: 'utf8' })) {
        if (file.endsWith('.ts')) this.addWatchFile(join(MESSAGES_DIR, file));
      }
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CATALOGUE_ASSET_PATH.slice(1), source: JSON.stringify(buildCatalogue()) });
    },
  };
}
