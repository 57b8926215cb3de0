import type { BenchResults } from './results.ts';
import { round } from './stats.ts';

/** The speed targets (docs/bench/README.md "Speed at the edge"). */
export const TARGETS = {
  /** A kept page's requests per second over the runtime ceiling's (the baseline worker answering the same bytes), on every page type. */
  minRpsRatio: 0.8,
  /** A cold page (nothing cached) costs at most the CMS's latency plus this, on every page type: its content comes in one round. */
  maxColdOverCmsMs: 30,
  /** CPU per request of the whole process on a cache hit (`total`, so the runtime's own share counts too). */
  maxCpuP50Ms: 1.5,
  maxCpuP95Ms: 4,
  /** Time to first byte of a cache hit and of a stale-while-revalidate answer, over the baseline's. */
  maxTtfbOverBaselineMs: 2,
  /**
   * The worker bundle, compressed as Cloudflare counts it (gzip), far under its 3 MB free-plan
   * limit: the minified byte budget is retired (docs/decisions/015), what a visitor waits for is
   * the isolate's start, held by the next two.
   */
  maxGzipBundleBytes: 1024 * 1024,
  /** The evaluation of the bundle's global scope in workerd, CPU (`wrangler check startup`; Cloudflare refuses a start over 1 s). */
  maxStartMs: 100,
  /** A fresh isolate's first answer costs at most the CMS's latency plus this. */
  maxFirstResponseOverCmsMs: 50,
} as const;

/**
 * Every other answer (a legacy redirect, the 404 page, an unknown item) costs no more than a
 * kept page: its CPU p50 at most this, the highest kept page's p95 of the same run (a loaded
 * machine moves both alike), and its p95 at most `maxCpuP95Ms`. NaN without kept pages.
 */
export function keptPageCpuP95(results: Pick<BenchResults, 'cpu'>): number {
  return results.cpu.length > 0 ? Math.max(...results.cpu.map((page) => page.total.p95Ms)) : Number.NaN;
}

/** One line per missed target; empty when every target is met. */
export function missedTargets(results: BenchResults): string[] {
  const missed: string[] = [];
  for (const page of results.throughput) {
    if (!(page.rpsRatio >= TARGETS.minRpsRatio))
      missed.push(`throughput of ${page.page}: ${page.rpsRatio} of the baseline < ${TARGETS.minRpsRatio}`);
  }
  for (const page of results.cpu) {
    if (!(page.total.p50Ms <= TARGETS.maxCpuP50Ms))
      missed.push(`CPU p50 of ${page.page}: ${page.total.p50Ms} ms > ${TARGETS.maxCpuP50Ms} ms`);
    if (!(page.total.p95Ms <= TARGETS.maxCpuP95Ms))
      missed.push(`CPU p95 of ${page.page}: ${page.total.p95Ms} ms > ${TARGETS.maxCpuP95Ms} ms`);
  }
  for (const ttfb of [results.ttfb.hit, results.ttfb.staleWhileRevalidate]) {
    if (!(ttfb.overBaselineMs <= TARGETS.maxTtfbOverBaselineMs)) {
      missed.push(`TTFB of ${ttfb.name}: ${ttfb.overBaselineMs} ms over the baseline > ${TARGETS.maxTtfbOverBaselineMs} ms`);
    }
  }
  for (const cold of results.ttfb.coldMiss) {
    const over = cold.ttfbMs - results.ttfb.cmsDelayMs;
    if (!(over <= TARGETS.maxColdOverCmsMs)) {
      missed.push(
        `cold ${cold.page}: ${cold.ttfbMs} ms, ${over} ms over the CMS's ${results.ttfb.cmsDelayMs} ms > ${TARGETS.maxColdOverCmsMs} ms`,
      );
    }
  }
  const keptP95 = keptPageCpuP95(results);
  for (const path of results.paths) {
    if (path.expectedStatus !== undefined && path.status !== path.expectedStatus)
      missed.push(`${path.name}: answered ${path.status}, not ${path.expectedStatus}`);
    if (!(path.cpu.p50Ms <= keptP95)) missed.push(`CPU p50 of ${path.name}: ${path.cpu.p50Ms} ms > ${keptP95} ms, a kept page's p95`);
    if (!(path.cpu.p95Ms <= TARGETS.maxCpuP95Ms)) missed.push(`CPU p95 of ${path.name}: ${path.cpu.p95Ms} ms > ${TARGETS.maxCpuP95Ms} ms`);
  }
  if (!(results.bundle.gzipBytes <= TARGETS.maxGzipBundleBytes)) {
    missed.push(`worker bundle: ${(results.bundle.gzipBytes / 1024).toFixed(1)} KiB > ${TARGETS.maxGzipBundleBytes / 1024} KiB gzipped`);
  }
  const { start } = results;
  if (!start) return [...missed, 'start: not measured'];
  if (!(start.startup.activeMs <= TARGETS.maxStartMs)) missed.push(`start: ${start.startup.activeMs} ms of CPU > ${TARGETS.maxStartMs} ms`);
  const over = round(start.firstResponse.medianMs - results.ttfb.cmsDelayMs);
  if (!(over <= TARGETS.maxFirstResponseOverCmsMs)) {
    missed.push(
      `first response of a fresh isolate: ${start.firstResponse.medianMs} ms, ${over} ms over the CMS's ${results.ttfb.cmsDelayMs} ms > ${TARGETS.maxFirstResponseOverCmsMs} ms`,
    );
  }
  return missed;
}
