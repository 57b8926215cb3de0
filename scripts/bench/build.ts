import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WORKER_DATA_ASSET_PATH } from '../../shared/worker-data.ts';
import type { BundleSize } from './results.ts';

const sizes = (bytes: Buffer) => ({ minifiedBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });

/**
 * The bundle minified as uploaded, and gzipped (level 9) as it travels; beside it the worker's
 * data asset (the message catalogue and the route table), which the worker reads from the static
 * assets (`clientDir`) once per isolate.
 */
export function bundleSize(bundle: string, clientDir: string): BundleSize {
  return { ...sizes(readFileSync(bundle)), catalogue: sizes(readFileSync(join(clientDir, WORKER_DATA_ASSET_PATH))) };
}
