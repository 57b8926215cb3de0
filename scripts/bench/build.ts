import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CATALOGUE_ASSET_PATH } from '../../shared/i18n/index.ts';
import type { BundleSize } from './results.ts';

const sizes = (bytes: Buffer) => ({ minifiedBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });

/**
 * The bundle minified as uploaded, and gzipped (level 9) as it travels; beside it the message
 * catalogue, which the worker reads from the static assets (`clientDir`) once per isolate.
 */
export function bundleSize(bundle: string, clientDir: string): BundleSize {
  return { ...sizes(readFileSync(bundle)), catalogue: sizes(readFileSync(join(clientDir, CATALOGUE_ASSET_PATH))) };
}
