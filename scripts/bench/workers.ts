import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare, type V4WorkerOptions } from 'miniflare';
import { siteWorkerOptions } from '../built-worker.ts';
import { childPids } from './process-cpu.ts';

/** A worker running in its own workerd process, answering on loopback. */
export type RunningWorker = { url: string; pid: number; compatibilityDate: string; miniflare: Miniflare; dispose(): Promise<void> };

/**
 * Starts Miniflare (workerd itself answers HTTP: no wrangler dev proxy in between) and finds
 * the workerd process it spawned, whose CPU time the bench reads.
 *
 * `direct` answers on a socket of the worker itself (port + 1000). Miniflare's own address goes
 * through its entry worker, a JavaScript worker in the same process that emulates Cloudflare's
 * front line (the `cf` object, routing, error pages), which production runs outside the worker.
 * Its cost is Miniflare's and changes with Miniflare's version: measured here, the baseline
 * worker took 1.3–1.9 ms of CPU per request behind the entry of miniflare 5.20261102.0-beta and
 * 0.7–0.85 ms on its own socket.
 */
async function start(
  worker: V4WorkerOptions,
  port: number,
  { direct, inspectorPort }: { direct: boolean; inspectorPort?: number },
): Promise<RunningWorker> {
  const before = new Set(childPids('workerd'));
  // The worker logs one JSON line per redirect miss; printing them would cost more than serving them.
  // Miniflare 5 takes its own option shape; wrangler still describes a worker in the v4 one.
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      workers: [direct ? { ...worker, unsafeDirectSockets: [{ host: '127.0.0.1', port: port + 1000 }] } : worker],
      host: '127.0.0.1',
      port,
      inspectorPort,
      log: new Log(LogLevel.ERROR),
      handleStructuredLogs: () => {},
    }),
  );
  const entryUrl = await miniflare.ready;
  const url = (direct ? await miniflare.unsafeGetDirectURL(worker.name) : entryUrl).toString().replace(/\/$/, '');
  const pid = childPids('workerd').find((candidate) => !before.has(candidate));
  if (pid === undefined) throw new Error('cannot find the workerd process Miniflare started');
  return { url, pid, compatibilityDate: worker.compatibilityDate ?? '', miniflare, dispose: () => miniflare.dispose() };
}

/**
 * The static files as the `ASSETS` binding sees them, answered from Node: the site reads one
 * file through it (Vite's manifest, once per isolate).
 */
function assetsBinding(directory: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const path = normalize(decodeURIComponent(new URL(request.url).pathname)).replace(/^\/+/, '');
    if (path.startsWith('..')) return new Response('not found', { status: 404 });
    try {
      return new Response(await readFile(join(directory, path)));
    } catch {
      return new Response('not found', { status: 404 });
    }
  };
}

/**
 * The built bundle with wrangler.toml's `dev` bindings (local KV, Queue, Cache, rate limiters,
 * `.dev.vars` secrets), every upstream pointed at the demo stand-ins.
 *
 * `assetRouter: false` (what the bench compares with the baseline) runs the worker alone, as
 * the baseline runs: in production Cloudflare routes static files before the worker and
 * outside it, but Miniflare emulates that routing with two more workers in the same workerd
 * process, whose CPU would be counted against the site and not against the baseline.
 * `true` is how `npm start` runs it, reported beside as context.
 */
export function startSiteWorker(
  root: string,
  bundle: string,
  demoUrl: string,
  port: number,
  { assetRouter, inspectorPort }: { assetRouter: boolean; inspectorPort?: number },
): Promise<RunningWorker> {
  const options = siteWorkerOptions(root, bundle, `http://127.0.0.1:${port}`, demoUrl);
  if (assetRouter) return start(options, port, { direct: false, inspectorPort });
  const { assets, ...alone } = options as V4WorkerOptions & { assets?: { directory: string } };
  if (!assets) throw new Error('wrangler.toml names no static assets');
  return start(
    { ...alone, serviceBindings: { ...alone.serviceBindings, ASSETS: assetsBinding(assets.directory) } } as V4WorkerOptions,
    port,
    { direct: true, inspectorPort },
  );
}

/** A worker that answers each page's path with the given HTML from memory, and nothing else. */
function memoryWorkerScript(pages: ReadonlyMap<string, string>): string {
  return `
const PAGES = new Map(${JSON.stringify([...pages])});
const HEADERS = { 'Content-Type': 'text/html; charset=UTF-8' };
export default {
  fetch(request) {
    const { pathname } = new URL(request.url);
    const html = PAGES.get(pathname);
    return html === undefined ? new Response('not found', { status: 404 }) : new Response(html, { headers: HEADERS });
  },
};`;
}

/**
 * The ceiling for this runtime: a worker that answers each page's path with the same HTML
 * bytes the site sent, from memory, through the same workerd and the same HTTP path.
 */
export function startBaselineWorker(pages: ReadonlyMap<string, string>, port: number, compatibilityDate: string): Promise<RunningWorker> {
  return start({ name: 'baseline', modules: true, script: memoryWorkerScript(pages), compatibilityDate }, port, { direct: true });
}
