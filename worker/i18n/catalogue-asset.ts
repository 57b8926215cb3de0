import { type Catalogue, CATALOGUE_ASSET_PATH, catalogueInstalled, installCatalogue } from '../../shared/i18n/index.ts';
import { LOCALES } from '../../shared/locales.ts';

/**
 * The message catalogue, read from the static assets once per isolate (issue 9: six
 * languages of text are data, ~75 KiB that the worker bundle no longer carries as code and
 * that V8 reads with JSON.parse rather than compiling). The assets are deployed with the
 * worker's code, so both always come from the same build.
 */

function checked(value: unknown): Catalogue {
  const catalogue = value as Record<string, { meta?: { siteName?: unknown } } | null>;
  for (const locale of LOCALES) {
    if (typeof catalogue?.[locale]?.meta?.siteName !== 'string') throw new Error(`the message catalogue lacks ${locale}`);
  }
  return value as Catalogue;
}

/** The catalogue as the build wrote it among the static assets. */
export async function readCatalogue(assets: Fetcher): Promise<Catalogue> {
  const response = await assets.fetch(`https://assets.invalid${CATALOGUE_ASSET_PATH}`);
  if (!response.ok) throw new Error(`the message catalogue answered ${response.status}`);
  return checked(await response.json());
}

/**
 * Installs the catalogue if it is not yet: `undefined` when it is (the path of every request
 * after an isolate's first), otherwise the load to wait for. Each request that finds it missing
 * reads it itself, rather than awaiting a read another request started (Workers would go on
 * with this request inside that one, where its own I/O is refused); the first read to finish
 * installs it. A failed read is tried again by the next request.
 */
export function ensureCatalogue(assets: Fetcher): Promise<void> | undefined {
  if (catalogueInstalled()) return undefined;
  return readCatalogue(assets).then((catalogue) => {
    if (!catalogueInstalled()) installCatalogue(catalogue);
  });
}
