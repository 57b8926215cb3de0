import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Plugin, defineConfig } from 'vite';
import { buildCatalogue } from './shared/i18n/catalogue.ts';
import { CATALOGUE_ASSET_PATH } from './shared/i18n/index.ts';

/**
 * Third-party code in named `vendor-*` chunks, so that our own island code is measurable on
 * its own (`npm run size`) and a library loads only with the islands that use it. The jotai
 * store (`jotai/vanilla`) is taken first and alone: the small DOM islands share it without
 * React. jotai's React bindings go with React; lottie goes alone, after React, so that React
 * stays out of its chunk and lottie out of React's.
 */
const VENDOR_CHUNKS = [
  { name: 'vendor-jotai', test: /[\\/]node_modules[\\/]jotai[\\/](?:dist[\\/])?vanilla/, priority: 50 },
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|jotai)[\\/]/, priority: 40 },
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 30 },
  { name: 'vendor-lottie', test: /[\\/]node_modules[\\/](?:lottie-react|lottie-web)[\\/]/, priority: 20 },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
];

const MESSAGES_DIR = 'shared/i18n/messages';

/**
 * The six languages' messages, merged with the English fallback, as one JSON static asset:
 * the worker reads it once per isolate (worker/i18n/catalogue-asset.ts) instead of carrying it
 * in its bundle.
 */
function messageCatalogue(): Plugin {
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

/** Builds the browser bundle into `dist/client`, served by Workers Static Assets. */
export default defineConfig({
  publicDir: 'client/public',
  plugins: [messageCatalogue()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    rolldownOptions: {
      input: { entry: 'client/entry.ts' },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: { groups: VENDOR_CHUNKS },
      },
    },
  },
});
