import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemo } from '../demo/server.ts';
import { applyMonitorMigrations } from './redirects-d1.ts';
import { pushRedirects } from './redirects-kv.ts';
import { standInVars } from './stand-in-vars.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** wrangler.toml's `[assets] directory`: what `npm run build:client` (tests, bench, deploy) writes. */
const DEFAULT_ASSETS_DIR = 'dist/client';
/** `npm start`'s own client build, which no other build touches. */
export const START_ASSETS_DIR = 'dist/start';

export type SiteOptions = {
  port: number;
  demoPort: number;
  /**
   * Where local KV, D1, Queue and Cache live. Absent: a fresh folder of this run's own, removed on
   * stop, so a trace or a benchmark never leaves pages cached with its stand-ins' port in the
   * state `npm start` keeps (`.wrangler/state`), nor reads that state's cache.
   */
  persistTo?: string;
  /** Rebuild the worker on change (wrangler's own watcher). */
  watch?: boolean;
  /**
   * The client build served as static assets (wrangler.toml's `dist/client` when absent, the
   * folder the test and bench builds write). `npm start` serves its own folder, so a test run
   * beside it never empties the folder under the running site.
   */
  assetsDir?: string;
  /**
   * Pictures resized by the stand-in (Cloudflare's `/cdn-cgi/image/`, as production does), or
   * served as the CMS has them. On by default; the browser tests turn it off (e2e-setup.ts).
   */
  imageResizing?: boolean;
  /**
   * The React build the worker renders with. `wrangler dev` bundles React's development build
   * (its checks and warnings, for a developer at `npm start`), which renders a page several times
   * slower; the browser tests and the benchmarks run the production build, as deployed.
   */
  reactBuild?: 'development' | 'production';
  /**
   * The day at the lake (`YYYY-MM-DD`) the whole stack takes as today: the worker's `SITE_TODAY`
   * (worker/clock.ts) and the booking stand-in's past-date checks. Absent: the real clock.
   */
  siteToday?: string;
  log?: (line: string) => void;
};

export type RunningSite = { url: string; demoUrl: string; stop(): Promise<void> };

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `NAME=value` lines of a `.dev.vars` file. */
function readDevVars(file: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
    if (match) vars.set(match[1] as string, match[2] as string);
  }
  return vars;
}

/**
 * Local secrets come from `.dev.vars`; a fresh clone gets the example's, and an older copy
 * gets the secrets added since (CMS_WEBHOOK_SECRET). Answers the secrets.
 */
export function ensureDevVars(): Map<string, string> {
  const target = join(ROOT, '.dev.vars');
  const example = join(ROOT, '.dev.vars.example');
  if (!existsSync(target)) copyFileSync(example, target);
  const present = readDevVars(target);
  const missing = [...readDevVars(example)].filter(([name]) => !present.has(name));
  if (missing.length > 0) appendFileSync(target, `\n${missing.map(([name, value]) => `${name}=${value}`).join('\n')}\n`);
  return readDevVars(target);
}

/**
 * Refuses to start a site whose client build lacks Vite's manifest, which the worker links every
 * page's scripts and styles by: a loud error at start-up, naming the file and the command that
 * makes it, rather than pages without their scripts and styles.
 */
export function checkClientBuild(dir: string): void {
  if (!existsSync(join(dir, '.vite/manifest.json'))) {
    throw new Error(`the client build in ${dir} lacks .vite/manifest.json: build it first (vite build --outDir ${dir})`);
  }
}

/**
 * The whole site on this machine: the demo stand-ins in this process and the worker in
 * workerd through `wrangler dev`, with every upstream pointed at the stand-ins.
 */
export async function startSite(siteOptions: SiteOptions): Promise<RunningSite> {
  checkClientBuild(join(ROOT, siteOptions.assetsDir ?? DEFAULT_ASSETS_DIR));
  const ownState = siteOptions.persistTo === undefined ? mkdtempSync(join(tmpdir(), 'lago-site-')) : undefined;
  const options = { ...siteOptions, persistTo: siteOptions.persistTo ?? ownState };
  const secrets = ensureDevVars();
  // The local site redirects like production: the table goes into local KV first.
  const seeded = await pushRedirects({ file: join(ROOT, 'redirects.json'), local: true, persistTo: options.persistTo });
  // The 404 monitor counts in a local D1 with the schema production has (migrations/).
  await applyMonitorMigrations({ local: true, persistTo: options.persistTo });
  options.log?.(
    `redirects: ${seeded.added.length} added, ${seeded.changed.length} changed, ${seeded.removed.length} removed in local KV\n`,
  );
  const url = `http://127.0.0.1:${options.port}`;
  // wrangler.toml's dev SITE_URL is localhost:8787; any other port is served as 127.0.0.1.
  const siteUrl = options.port === 8787 ? 'http://localhost:8787' : url;
  // The bot check reports the site's host name, as Google reports the real one.
  // The demo CMS calls the site's webhook, signed with the site's secret (docs/product.md "Publishing").
  const demo = await startDemo(options.demoPort, '127.0.0.1', {
    botcheckHostname: new URL(siteUrl).hostname,
    siteUrl: url,
    cmsWebhookSecret: secrets.get('CMS_WEBHOOK_SECRET'),
    today: options.siteToday,
  });
  const demoUrl = `http://127.0.0.1:${demo.port}`;
  const args = [
    'dev',
    '--env',
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--inspector-port',
    '0',
    // Every upstream at the stand-ins, whatever port they got.
    ...Object.entries({ ...standInVars(demoUrl), ...(options.imageResizing === false ? { IMAGE_RESIZING: 'off' } : {}) }).flatMap(
      ([name, value]) => ['--var', `${name}:${value}`],
    ),
    '--show-interactive-dev-session=false',
    // `/__scheduled` runs the cron (the redrive of parked submissions): wrangler dev has no clock of its own for it.
    '--test-scheduled',
  ];
  if (options.port !== 8787) args.push('--var', `SITE_URL:${url}`);
  if (options.siteToday) args.push('--var', `SITE_TODAY:${options.siteToday}`);
  if (options.assetsDir) args.push('--assets', options.assetsDir);
  if (options.persistTo) args.push('--persist-to', options.persistTo);
  if (!options.watch) args.push('--live-reload=false');
  const child = spawn(join(ROOT, 'node_modules/.bin/wrangler'), args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...(options.reactBuild ? { NODE_ENV: options.reactBuild } : {}),
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = options.log ?? (() => {});
  child.stdout?.on('data', (chunk: Buffer) => log(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log(chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await demo.close();
    if (ownState) rmSync(ownState, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/favicon.svg`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, demoUrl, stop };
}
