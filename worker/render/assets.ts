import type { AssetTags } from '../../client/document/head.ts';

type ManifestChunk = { file: string; css?: string[]; assets?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The browser entry's key in Vite's manifest (`vite.config.ts` → build.rollupOptions.input). */
const ENTRY = 'client/entry.ts';

let cached: Promise<AssetTags> | undefined;

function tagsFrom(manifest: Manifest): AssetTags {
  const entry = manifest[ENTRY];
  if (!entry) return { styles: [], scripts: [], modulePreloads: [] };
  const preloads = (entry.imports ?? []).map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file));
  return {
    styles: (entry.css ?? []).map((file) => `/${file}`),
    scripts: [`/${entry.file}`],
    // No font preloads: on a phone the two fonts (86 KB) took bandwidth from the largest image
    // (Lighthouse LCP); they swap in over size-matched fallbacks, so nothing moves when they arrive.
    modulePreloads: preloads.map((file) => `/${file}`),
  };
}

/**
 * The hashed file names of the client build, read once per isolate from the manifest that
 * Vite writes next to the static assets.
 */
export function assetTags(assets: Fetcher): Promise<AssetTags> {
  cached ??= assets
    .fetch('https://assets.invalid/.vite/manifest.json')
    .then(async (response) => (response.ok ? tagsFrom((await response.json()) as Manifest) : tagsFrom({})))
    .catch(() => {
      cached = undefined;
      return tagsFrom({});
    });
  return cached;
}
