import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { EVERY_PAGE_HELPERS, EVERY_PAGE_ISLANDS } from './client/islands/every-page.ts';
import { freshExport } from './scripts/vite/fresh-export.ts';
import { jsonAssets } from './scripts/vite/json-assets.ts';

/** The islands of every page and their helpers in one chunk (client/islands/every-page.ts says why). */
const EVERY_PAGE_MODULES = new RegExp(
  `[\\\\/]client[\\\\/]islands[\\\\/](?:${[...EVERY_PAGE_ISLANDS, ...EVERY_PAGE_HELPERS].join('|')})\\.ts$`,
);

/**
 * Third-party code in named `vendor-*` chunks, so that our own island code is measurable on
 * its own (`npm run size`) and a library loads only with the islands that use it. The jotai
 * store (`jotai/vanilla`) is taken first and alone: the small DOM islands and the React forms
 * share it without jotai's React bindings (client/islands/react-root.tsx); lottie goes alone,
 * after React, so that React stays out of its chunk and lottie out of React's. Then the islands
 * of every page.
 */
const CHUNK_GROUPS = [
  { name: 'vendor-jotai', test: /[\\/]node_modules[\\/]jotai[\\/](?:dist[\\/])?vanilla/, priority: 50 },
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 30 },
  { name: 'vendor-lottie', test: /[\\/]node_modules[\\/](?:lottie-react|lottie-web)[\\/]/, priority: 20 },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
  { name: 'islands', test: EVERY_PAGE_MODULES, priority: 5 },
];

/** Each language's form messages (shared/i18n/catalogue.ts). */
const formMessages = () =>
  Object.fromEntries(
    Object.entries(freshExport('shared/i18n/catalogue.ts', 'CATALOGUE') as Record<string, { forms: unknown }>).map(([locale, messages]) => [
      locale,
      messages.forms,
    ]),
  );
const MESSAGES_DIR = 'shared/i18n/messages';
const messageFiles = () =>
  readdirSync(MESSAGES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(MESSAGES_DIR, file));

const ANIMATIONS_DIR = 'client/animations';
const animations = () => freshExport(join(ANIMATIONS_DIR, 'index.ts'), 'ANIMATIONS') as Record<string, unknown>;
const animationFiles = () => readdirSync(ANIMATIONS_DIR).map((file) => join(ANIMATIONS_DIR, file));

const PLAN_GROUND_SOURCES = [
  'client/components/plan-ground-drawing.ts',
  'client/components/plan-ground-files.ts',
  'client/components/village-plan-geometry.ts',
];

/** The village plan's ground drawings, written as static SVG files (client/components/plan-ground-files.ts). */
function planGrounds(): Plugin {
  return {
    name: 'plan-grounds',
    buildStart() {
      for (const file of PLAN_GROUND_SOURCES) this.addWatchFile(file);
    },
    generateBundle() {
      const files = freshExport(PLAN_GROUND_SOURCES[0] as string, 'planGroundFiles') as Record<string, string>;
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** Builds the browser bundle into `dist/client`, served by Workers Static Assets. */
export default defineConfig({
  publicDir: 'client/public',
  plugins: [
    jsonAssets('virtual:form-messages', 'forms', formMessages, messageFiles),
    jsonAssets('virtual:animations', 'animation', animations, animationFiles),
    planGrounds(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // No preload helper around dynamic imports: it added a <link rel=modulepreload> per dependency
    // of each island as it started, and those insertions were the largest share of the islands'
    // main-thread time at load (docs/lighthouse). An island's own imports are fetched when its
    // chunk arrives; the entry's are preloaded by the page (worker/render/assets.ts).
    modulePreload: false,
    target: 'es2022',
    cssCodeSplit: true,
    rolldownOptions: {
      input: { entry: 'client/entry.ts' },
      onwarn(warning, warn) {
        // Two warnings about library files that filled `npm start`'s first screen: lottie-react's
        // "use client" (for React Server Components, which this build has none of) and the
        // expression player's `eval` in lottie-web's full build, which the light player we use
        // leaves out of the chunk (no `eval` in it; the CSP forbids one anyway).
        const library = warning.id?.includes('node_modules/lottie-');
        if (library && (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'EVAL')) return;
        warn(warning);
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
});
