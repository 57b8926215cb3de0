import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare, type V4WorkerOptions } from 'miniflare';
import { siteWorkerOptions } from '../built-worker.ts';
import { childPids } from './process-cpu.ts';

/** A worker running in its own workerd process, answering on loopback. */
export type RunningWorker = { url: string; pid: number; compatibilityDate: string; miniflare: Miniflare; dispose(): Promise<void> };

/**
 * Starts Miniflare (workerd itself answers HTTP: no wrangler dev proxy in between) and finds
 * the workerd process it spawned, whose CPU time the bench reads.
 */
async function start(worker: V4WorkerOptions, port: number): Promise<RunningWorker> {
  const before = new Set(childPids('workerd'));
  // The worker logs one JSON line per redirect miss; printing them would cost more than serving them.
  // Miniflare 5 takes its own option shape; wrangler still describes a worker in the v4 one.
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({ workers: [worker], host: '127.0.0.1', port, log: new Log(LogLevel.ERROR), handleStructuredLogs: () => {} }),
  );
  const url = (await miniflare.ready).toString().replace(/\/$/, '');
  const pid = childPids('workerd').find((candidate) => !before.has(candidate));
  if (pid === undefined) throw new Error('cannot find the workerd process Miniflare started');
  return { url, pid, compatibilityDate: worker.compatibilityDate ?? '', miniflare, dispose: () => miniflare.dispose() };
}

/**
 * The built bundle with wrangler.toml's `dev` bindings (local KV, Queue, Cache, static assets,
 * `.dev.vars` secrets), every upstream pointed at the demo stand-ins.
 */
export function startSiteWorker(root: string, bundle: string, demoUrl: string, port: number): Promise<RunningWorker> {
  return start(siteWorkerOptions(root, bundle, `http://127.0.0.1:${port}`, demoUrl), port);
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
  return start({ name: 'baseline', modules: true, script: memoryWorkerScript(pages), compatibilityDate }, port);
}

/**
 * The baseline's code run the way the site runs (static assets served before the worker, as
 * Miniflare emulates them, and every binding): not a target, it shows how much of the gap to
 * the baseline is the runtime's set-up rather than the site's code.
 */
export function startFloorWorker(
  root: string,
  pages: ReadonlyMap<string, string>,
  demoUrl: string,
  port: number,
  dir: string,
): Promise<RunningWorker> {
  const script = join(dir, 'floor.js');
  writeFileSync(script, memoryWorkerScript(pages));
  return startSiteWorker(root, script, demoUrl, port);
}
