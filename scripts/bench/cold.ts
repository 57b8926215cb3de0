import type { BenchPage } from './pages.ts';
import { sleep, timedGet } from './http.ts';
import { processCpuNs, untilQuiet } from './process-cpu.ts';
import type { ColdMiss } from './results.ts';
import { median, round } from './stats.ts';
import type { RunningWorker } from './workers.ts';

/**
 * Cold pages: a page whose content nothing has cached, the CMS answering late.
 *
 * One sample per page says little on this machine: the first miss of an isolate also pays for
 * compiling the code of the miss path (fetching, parsing, storing), the first page in a language
 * for that language's date and number formats, and any sample may meet a garbage collection or
 * another process on the shared cores. So each page is measured `samples` times, in rounds over
 * all pages (a drift in machine load is spread over them): the first round as a visitor meets
 * the page for the first time in this isolate; every later round after the page's own CMS
 * answers were taken out of the Cache API (the layout's shared answers stay, as in the first
 * round) and under a query string the page has not been kept under, so nothing of it is cached
 * again. The target is judged on each page's median; the first and the slowest sample are
 * reported beside it, so a slow first visitor is shown, not hidden.
 */

/** The layout's answers every page reads beside its own (worker/screens/render.tsx `loadFrame`). */
const LAYOUT_TYPES = new Set(['company', 'promo', 'job-modal']);

/** What the CMS stand-in was asked so far, by path and query (`/__requests/cms`). */
async function cmsAsked(demoUrl: string): Promise<Record<string, number>> {
  return (await (await fetch(`${demoUrl}/__requests/cms`)).json()) as Record<string, number>;
}

/** The page's own CMS answers: what it asked for that is not the layout's. */
export function ownAnswers(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((key) => (after[key] ?? 0) > (before[key] ?? 0) && !LAYOUT_TYPES.has(key.split('/')[2] ?? ''));
}

/**
 * Takes `paths` (the stand-in's view, below `/cms`) out of the site's CMS cache: the worker keys
 * a copy by the CMS URL's path and query (worker/cms/edge-cache.ts `cacheKey`).
 */
async function forget(site: RunningWorker, paths: readonly string[]): Promise<void> {
  // Miniflare types its caches with the Workers types, which this Node project does not load.
  const caches = (await site.miniflare.getCaches()) as unknown as {
    open(name: string): Promise<{ delete(key: string): Promise<boolean> }>;
  };
  const cache = await caches.open('cms');
  for (const path of paths) {
    if (!(await cache.delete(`https://cms-cache.internal/cms${path}`))) throw new Error(`the CMS cache did not hold ${path}`);
  }
}

type Sample = { ttfbMs: number; cpuMs: number };

async function sample(site: RunningWorker, path: string, cmsDelayMs: number): Promise<Sample> {
  const cpuBefore = processCpuNs(site.pid);
  const answer = await timedGet(`${site.url}${path}`);
  const cpuMs = (processCpuNs(site.pid) - cpuBefore) / 1e6;
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  // What it started behind its answer, before the next cold page: the copies it writes, and the
  // refresh of a stale answer it was served, whose CMS call is still out for the CMS's delay
  // (the worker is idle meanwhile, so waiting for quiet alone would not wait for it).
  await sleep(cmsDelayMs + 50);
  await untilQuiet(site.pid);
  return { ttfbMs: answer.ttfbMs, cpuMs };
}

export async function coldPages(
  site: RunningWorker,
  demoUrl: string,
  pages: readonly BenchPage[],
  { samples, cmsDelayMs }: { samples: number; cmsDelayMs: number },
  label: (page: BenchPage) => string,
): Promise<ColdMiss[]> {
  const taken = new Map(pages.map((page) => [page.path, [] as Sample[]]));
  const own = new Map<string, string[]>();
  for (let round = 0; round < samples; round += 1) {
    for (const page of pages) {
      const before = await cmsAsked(demoUrl);
      if (round > 0) await forget(site, own.get(page.path) ?? []);
      // A kept page's key holds only the parameters a page reads (worker/screens/page-params.ts): `fq` is one, and only `fq=1` is a QR entry.
      taken.get(page.path)?.push(await sample(site, round === 0 ? page.path : `${page.path}?fq=cold-${round}`, cmsDelayMs));
      if (round === 0) own.set(page.path, ownAnswers(before, await cmsAsked(demoUrl)));
    }
  }
  return pages.map((page) => {
    const found = taken.get(page.path) ?? [];
    const ttfbs = found.map((entry) => entry.ttfbMs);
    return {
      page: `${label(page)} (${page.locale})`,
      path: page.path,
      ttfbMs: round(median(ttfbs), 0),
      cpuMs: round(median(found.map((entry) => entry.cpuMs)), 1),
      firstTtfbMs: round(ttfbs[0] ?? Number.NaN, 0),
      slowestTtfbMs: round(Math.max(...ttfbs), 0),
      samples: found.length,
    };
  });
}
