import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Miniflare, V4WorkerOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import type { LocatedRedirectRule } from '../shared/redirects/schema.ts';
import { validateRedirects } from '../shared/redirects/validate.ts';
import { entriesOf } from './redirects-kv.ts';
import { standInVars } from './stand-in-vars.ts';

/**
 * The worker as `wrangler deploy` would build it, hosted by Miniflare (workerd answering HTTP
 * itself, no `wrangler dev` proxy): what the bench and the load test both run.
 */

const run = promisify(execFile);

/** The client build the worker reads (Vite's manifest): built once when it is missing (`npm run build:client`). */
export async function ensureClientBuild(root: string): Promise<void> {
  if (existsSync(join(root, 'dist/client/.vite/manifest.json'))) return;
  await run(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
}

/**
 * The worker exactly as `wrangler deploy` would upload it (the `dev` environment only changes
 * vars), written to `outDir`; returns the bundle's path.
 */
export async function buildWorker(root: string, outDir: string, extraArgs: readonly string[] = []): Promise<string> {
  await run(join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', outDir, '--env', 'dev', ...extraArgs], {
    cwd: root,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return join(outDir, 'index.js');
}

/**
 * A bundle with wrangler.toml's `dev` bindings (local KV, Queue, Cache, rate limiters, static
 * assets, `.dev.vars` secrets), served as `siteUrl`, every upstream at the demo stand-ins.
 */
export function siteWorkerOptions(
  root: string,
  bundle: string,
  siteUrl: string,
  demoUrl: string,
  bindings: Record<string, string> = {},
): V4WorkerOptions {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.toml'), 'dev');
  return {
    ...workerOptions,
    name: 'site',
    modules: [{ type: 'ESModule', path: bundle }],
    modulesRoot: dirname(bundle),
    bindings: {
      ...(workerOptions.bindings as Record<string, unknown>),
      ...bindings,
      SITE_URL: siteUrl,
      ...standInVars(demoUrl),
    },
  } as V4WorkerOptions;
}

/** The legacy table of redirects.json, checked as `npm run redirects` checks it. */
export function redirectRules(root: string): LocatedRedirectRule[] {
  const validation = validateRedirects(JSON.parse(readFileSync(join(root, 'redirects.json'), 'utf8')));
  if (!validation.ok) throw new Error(`redirects.json is not valid:\n${validation.errors.join('\n')}`);
  return validation.rules;
}

/**
 * The 404 monitor's schema (migrations/, in file order) in the worker's local D1, as
 * `wrangler d1 migrations apply` gives it to `npm start`, so misses are counted here too.
 */
export async function applyMonitorSchema(root: string, miniflare: Miniflare): Promise<void> {
  const db = (await miniflare.getD1Database('MONITOR')) as unknown as { prepare(sql: string): { run(): Promise<unknown> } };
  const dir = join(root, 'migrations');
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(dir, file), 'utf8').replace(/--[^\n]*/g, '');
    for (const statement of sql
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)) {
      await db.prepare(statement.replace(/^CREATE (TABLE|INDEX) /, 'CREATE $1 IF NOT EXISTS ')).run();
    }
  }
}

/** Puts the legacy table into the worker's local KV as `npm start` does (one key per rule), and the monitor's schema into its D1; returns the rules. */
export async function seedRedirects(root: string, miniflare: Miniflare): Promise<LocatedRedirectRule[]> {
  const rules = redirectRules(root);
  // Miniflare types its bindings with the Workers types, which this Node project does not load.
  const kv = (await miniflare.getKVNamespace('REDIRECTS')) as unknown as { put(key: string, value: string): Promise<void> };
  for (const [key, value] of entriesOf(rules)) await kv.put(key, value);
  await applyMonitorSchema(root, miniflare);
  return rules;
}
