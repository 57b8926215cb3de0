import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BundleSize } from './results.ts';

/** The bundle minified as uploaded, and gzipped (level 9) as it travels. */
export function bundleSize(bundle: string): BundleSize {
  const bytes = readFileSync(bundle);
  return { minifiedBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}
