import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BundleSize } from './results.ts';

const run = promisify(execFile);

/**
 * The worker exactly as `wrangler deploy` would upload it (the `dev` environment only
 * changes vars), written to `outDir`; returns the bundle's path.
 */
export async function buildWorker(root: string, outDir: string): Promise<string> {
  const wrangler = join(root, 'node_modules/.bin/wrangler');
  await run(wrangler, ['deploy', '--dry-run', '--outdir', outDir, '--env', 'dev'], {
    cwd: root,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return join(outDir, 'index.js');
}

/** The client bundle the worker links to: built once when there is none yet (`npm run build:client`). */
export async function ensureClientBuild(root: string): Promise<void> {
  if (existsSync(join(root, 'dist/client/.vite/manifest.json'))) return;
  await run(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
}

/** Minified as uploaded, and gzipped (level 9) as it travels. */
export function bundleSize(bundle: string): BundleSize {
  const bytes = readFileSync(bundle);
  return { minifiedBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}
