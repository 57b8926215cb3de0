import { defineConfig } from 'vite';
import { brushAnimation } from './client/animations/brush.ts';
import { heartAnimation } from './client/animations/heart.ts';
import { jsonAssets } from './scripts/vite/json-assets.ts';
import { messageCatalogue } from './scripts/vite/message-catalogue.ts';
import { buildCatalogue } from './shared/i18n/catalogue.ts';
import { LOCALES } from './shared/locales.ts';

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

/** Each language's form messages, English underneath what it lacks, as the server merges them. */
const formMessages = () => {
  const catalogue = buildCatalogue();
  return Object.fromEntries(LOCALES.map((locale) => [locale, catalogue[locale].forms]));
};

/** Builds the browser bundle into `dist/client`, served by Workers Static Assets. */
export default defineConfig({
  publicDir: 'client/public',
  plugins: [
    messageCatalogue(),
    jsonAssets('virtual:form-messages', 'forms', formMessages),
    jsonAssets('virtual:animations', 'animation', () => ({ heart: heartAnimation, brush: brushAnimation })),
  ],
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
