import type { BenchResults } from './results.ts';

/** The targets of issue 9 ("Speed at the edge"), raised by issues 18 and 22. */
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
  /** The worker bundle, minified (1 KiB = 1024 bytes). */
  maxBundleBytes: 350 * 1024,
} as const;

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
  if (!(results.bundle.minifiedBytes <= TARGETS.maxBundleBytes)) {
    missed.push(`worker bundle: ${(results.bundle.minifiedBytes / 1024).toFixed(1)} KiB > ${TARGETS.maxBundleBytes / 1024} KiB minified`);
  }
  return missed;
}
