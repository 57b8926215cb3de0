import type { AssetTags } from '../../client/document/head.ts';

type ManifestChunk = { file: string; css?: string[]; assets?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The browser entry's key in Vite's manifest (`vite.config.ts` → build.rollupOptions.input). */
const ENTRY = 'client/entry.ts';

/**
 * The Latin files of the two fonts (the only ones a page in our six languages always needs).
 * Preloaded, they arrive with the stylesheet and the page is laid out once, in its fonts: found
 * late by the layout, each swapped in over its fallback and the whole page was laid out again
 * on the main thread (on a phone, 30–70 ms of blocking time per page load).
 */
const LATIN_FONT = /(^|\/)(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;

/** The tags once read: a value, not the read, so no request awaits another request's I/O. */
let known: AssetTags | undefined;

function tagsFrom(manifest: Manifest): AssetTags {
  const entry = manifest[ENTRY];
  if (!entry) return { styles: [], scripts: [], modulePreloads: [], fonts: [] };
  // Everything the entry imports, and what that imports: each a fetch the browser would
  // otherwise start only once the file before it had arrived.
  const preloads = new Set<string>();
  const add = (keys: string[] = []) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || preloads.has(chunk.file)) continue;
      preloads.add(chunk.file);
      add(chunk.imports);
    }
  };
  add(entry.imports);
  return {
    styles: (entry.css ?? []).map((file) => `/${file}`),
    scripts: [`/${entry.file}`],
    modulePreloads: [...preloads].map((file) => `/${file}`),
    fonts: (entry.assets ?? []).filter((file) => LATIN_FONT.test(file)).map((file) => `/${file}`),
  };
}

/**
 * The hashed file names of the client build, read once per isolate from the manifest that
 * Vite writes next to the static assets (each request that comes before the first read ended
 * reads it too; a failed read is tried again by the next request).
 */
export async function assetTags(assets: Fetcher): Promise<AssetTags> {
  if (known) return known;
  try {
    const response = await assets.fetch('https://assets.invalid/.vite/manifest.json');
    if (!response.ok) return tagsFrom({});
    known = tagsFrom((await response.json()) as Manifest);
    return known;
  } catch {
    return tagsFrom({});
  }
}
