import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare, type V4WorkerOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import type { Locale } from '../../shared/locales.ts';
import { normalizeRedirectPath, redirectKey } from '../../shared/redirects/normalize.ts';
import { standInVars } from '../stand-in-vars.ts';

const run = promisify(execFile);

/** The secrets the demo stand-ins expect (demo/README.md) and a signing key of this run's own. */
export const LOAD_SECRETS = {
  BOTCHECK_SECRET: 'demo-botcheck-secret',
  BOOKING_WIDGET_KEY_VILLAGGIO: 'demo-village-key',
  BOOKING_WIDGET_KEY_CAMPEGGIO: 'demo-camping-key',
  FORM_SIGNING_KEY: 'load-test-form-signing-key',
};

export type LoadWorker = { url: string; dispose(): Promise<void> };

/** The client bundle the pages link to, built once when missing. */
export async function ensureClientBuild(root: string): Promise<void> {
  if (existsSync(join(root, 'dist/client/.vite/manifest.json'))) return;
  await run(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
}

/** The worker as `wrangler deploy` would upload it (the dev environment only changes vars); returns the bundle. */
export async function buildWorker(root: string, outDir: string): Promise<string> {
  await run(join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', outDir, '--env', 'dev'], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return join(outDir, 'index.js');
}

/**
 * The built bundle in workerd through Miniflare, with wrangler.toml's dev bindings: local KV,
 * the Queue and its consumer, the rate limiters, the Cache and the static assets. Miniflare
 * hosts all of them, so no `wrangler dev` proxy sits between the load and the worker.
 */
export async function startWorker(root: string, bundle: string, demoUrl: string, port: number): Promise<LoadWorker> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.toml'), 'dev');
  const url = `http://127.0.0.1:${port}`;
  const worker = {
    ...workerOptions,
    name: 'site',
    modules: [{ type: 'ESModule', path: bundle }],
    modulesRoot: dirname(bundle),
    bindings: {
      ...(workerOptions.bindings as Record<string, unknown>),
      ...LOAD_SECRETS,
      SITE_URL: url,
      ...standInVars(demoUrl),
    },
  } as V4WorkerOptions;
  // The worker logs a JSON line per 404 and per delivery: printing them would cost more than serving them.
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({ workers: [worker], host: '127.0.0.1', port, log: new Log(LogLevel.ERROR), handleStructuredLogs: () => {} }),
  );
  await miniflare.ready;
  await seedRedirects(miniflare, redirectTable(root));
  return { url, dispose: () => miniflare.dispose() };
}

type Rule = { from: string; to: string };

/** The legacy table ops push to KV (redirects.json, grouped by language). */
function redirectTable(root: string): Record<Locale, Rule[]> {
  return JSON.parse(readFileSync(join(root, 'redirects.json'), 'utf8')) as Record<Locale, Rule[]>;
}

/** What `npm run redirects -- push --local` writes: one KV key per rule of redirects.json. */
async function seedRedirects(miniflare: Miniflare, table: Record<Locale, Rule[]>): Promise<void> {
  // Typed by hand: Miniflare's KV type comes from another copy of the Workers types.
  const kv = (await miniflare.getKVNamespace('REDIRECTS')) as unknown as { put(key: string, value: string): Promise<void> };
  for (const [locale, rules] of Object.entries(table)) {
    for (const rule of rules) {
      const path = normalizeRedirectPath(rule.from);
      if (path !== null) await kv.put(redirectKey(locale as Locale, path), rule.to);
    }
  }
}

/** Every legacy address of the table, as visitors' old bookmarks ask for them. */
export function legacyAddresses(root: string): string[] {
  return Object.values(redirectTable(root)).flatMap((rules) => rules.map((rule) => rule.from));
}
