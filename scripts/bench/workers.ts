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
  { direct, inspectorPort, neighbours = [] }: { direct: boolean; inspectorPort?: number; neighbours?: V4WorkerOptions[] },
): Promise<RunningWorker> {
  const before = new Set(childPids('workerd'));
  // The worker logs one JSON line per redirect miss; printing them would cost more than serving them.
  // Miniflare 5 takes its own option shape; wrangler still describes a worker in the v4 one.
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      workers: [direct ? { ...worker, unsafeDirectSockets: [{ host: '127.0.0.1', port: port + 1000 }] } : worker, ...neighbours],
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
  { assetRouter, inspectorPort, neighbours }: { assetRouter: boolean; inspectorPort?: number; neighbours?: V4WorkerOptions[] },
): Promise<RunningWorker> {
  // As production runs it: the `dev` vars say `development`, which adds Server-Timing to every answer.
  const options = siteWorkerOptions(root, bundle, `http://127.0.0.1:${port}`, demoUrl, { ENVIRONMENT: 'production' });
  if (assetRouter) return start(options, port, { direct: false, inspectorPort });
  const { assets, ...alone } = options as V4WorkerOptions & { assets?: { directory: string } };
  if (!assets) throw new Error('wrangler.toml names no static assets');
  return start(
    { ...alone, serviceBindings: { ...alone.serviceBindings, ASSETS: assetsBinding(assets.directory) } } as V4WorkerOptions,
    port,
    { direct: true, inspectorPort, neighbours },
  );
}

/** A kept page's answer as the site sent it: its body and every header the site wrote (`content-length` is the runtime's). */
export type KeptAnswer = { body: string; headers: [string, string][] };

/** A worker that answers each page's path with the given answer from memory, and nothing else. */
function memoryWorkerScript(pages: ReadonlyMap<string, KeptAnswer>): string {
  return `
// Encoded once, as the site keeps its pages: a string body would be encoded again for every answer.
const utf8 = new TextEncoder();
const PAGES = new Map(${JSON.stringify([...pages])}.map(([path, page]) => [path, { bytes: utf8.encode(page.body), headers: page.headers }]));
export default {
  fetch(request) {
    const { pathname } = new URL(request.url);
    const page = PAGES.get(pathname);
    return page === undefined ? new Response('not found', { status: 404 }) : new Response(page.bytes, { headers: page.headers });
  },
};`;
}

/**
 * The ceiling for this runtime: a worker that answers each page's path with the same bytes the
 * site sent (its headers and its HTML), from memory, through the same workerd and the same HTTP
 * path. The headers count: the site's security and caching headers are 1.3 KB on every answer,
 * which the runtime writes whoever computed them.
 */
export function startBaselineWorker(
  pages: ReadonlyMap<string, KeptAnswer>,
  port: number,
  compatibilityDate: string,
): Promise<RunningWorker> {
  return start({ name: 'baseline', modules: true, script: memoryWorkerScript(pages), compatibilityDate }, port, { direct: true });
}

/** What a kept page answered, for the baseline to answer the same. */
export async function keptAnswer(url: string): Promise<KeptAnswer> {
  const answer = await fetch(url);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  const headers = [...answer.headers].filter(([name]) => name !== 'content-length');
  return { body: await answer.text(), headers };
}
