import type { BenchResults } from './results.ts';
import { round } from './stats.ts';
import { keptPageCpuP95, TARGETS } from './targets.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mark = (ok: boolean) => (ok ? 'ok' : '**missed**');

/** The short table of a run: what `docs/bench/latest.md` holds and a run's file in docs/bench/ shows. */
export function markdownReport(results: BenchResults): string {
  const lines: string[] = [];
  const { settings } = results;
  lines.push(`Bench of ${results.date} on ${results.machine}.`);
  lines.push(
    `Built worker in workerd (Miniflare, no wrangler dev), demo stand-ins; load: autocannon, ${settings.connections} connections, ` +
      `${settings.rounds} × ${settings.durationS} s per page, site and baseline interleaved; CPU: ${settings.cpuSamples} sequential requests per page.`,
  );
  lines.push('');
  lines.push(
    `| page (cache hit) | bytes | site req/s | baseline req/s (ceiling) | ratio (≥ ${TARGETS.minRpsRatio}) | site p50 / p99 ms | baseline p50 / p99 ms | behind asset router req/s (ratio) |`,
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const page of results.throughput) {
    lines.push(
      `| ${page.page} \`${page.path}\` | ${page.bytes} | ${page.site.rps} | ${page.baseline.rps} | ${page.rpsRatio} ${mark(page.rpsRatio >= TARGETS.minRpsRatio)} | ` +
        `${page.site.p50Ms} / ${page.site.p99Ms} | ${page.baseline.p50Ms} / ${page.baseline.p99Ms} | ${page.routed.rps} (${page.routedRatio}) |`,
    );
  }
  lines.push('');
  lines.push("Site and baseline run alone in workerd. _behind asset router_: the same site behind Miniflare's emulation of the");
  lines.push(
    'static-asset routing (two more workers in the same process, as `npm start` runs it; Cloudflare does it outside the worker): context, not a target.',
  );
  lines.push('');
  lines.push('| CPU per request, ms (cache hit) | total p50 (≤ 1.5) | total p95 (≤ 4) | render p50 | render p95 | baseline p50 / p95 |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const page of results.cpu) {
    lines.push(
      `| ${page.page} | ${page.total.p50Ms} ${mark(page.total.p50Ms <= TARGETS.maxCpuP50Ms)} | ${page.total.p95Ms} ${mark(page.total.p95Ms <= TARGETS.maxCpuP95Ms)} | ` +
        `${page.render.p50Ms} | ${page.render.p95Ms} | ${page.baseline.p50Ms} / ${page.baseline.p95Ms} |`,
    );
  }
  lines.push('');
  lines.push('_total_: CPU time of the whole workerd process (all threads, from `/proc/<pid>/task/*/schedstat`) per request; ');
  lines.push("_render_: total minus the baseline worker's median for the same bytes, i.e. the site's own work.");
  if (results.machineBusyDuringCpu !== undefined) {
    lines.push(
      `The machine was ${Math.round(results.machineBusyDuringCpu * 100)} % busy (all cores, \`/proc/stat\`) while these were taken; the same request costs more CPU on a busier machine, the baseline's too.`,
    );
  }
  lines.push('');
  const { ttfb } = results;
  lines.push(
    `| time to first byte, CMS delayed ${ttfb.cmsDelayMs} ms | samples | site p50 ms | baseline p50 ms | over baseline (≤ 2 ms) |`,
  );
  lines.push('| --- | ---: | ---: | ---: | ---: |');
  for (const row of [ttfb.hit, ttfb.staleWhileRevalidate]) {
    lines.push(
      `| ${row.name} | ${row.samples} | ${row.p50Ms} | ${row.baselineP50Ms} | ${row.overBaselineMs} ${mark(row.overBaselineMs <= TARGETS.maxTtfbOverBaselineMs)} |`,
    );
  }
  lines.push('');
  lines.push(
    `| cold page (nothing cached), CMS delayed ${ttfb.cmsDelayMs} ms | site ms, median | over the CMS (≤ ${TARGETS.maxColdOverCmsMs} ms) | first / slowest sample, ms | workerd CPU until the answer, ms, median | kept page's ratio to the ceiling |`,
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of ttfb.coldMiss) {
    const over = row.ttfbMs - ttfb.cmsDelayMs;
    // The same page type's kept-page figure, beside it: the cold label is the type and its language.
    const kept = results.throughput.find((page) => row.page.startsWith(`${page.page} (`));
    lines.push(
      `| ${row.page} \`${row.path}\` | ${row.ttfbMs}${row.samples ? ` (${row.samples})` : ''} | ${over} ${mark(over <= TARGETS.maxColdOverCmsMs)} | ${row.firstTtfbMs ?? '–'} / ${row.slowestTtfbMs ?? '–'} | ${row.cpuMs ?? '–'} | ${kept ? kept.rpsRatio : '–'} |`,
    );
  }
  lines.push('');
  const keptP95 = keptPageCpuP95(results);
  lines.push(
    `| other paths | status | req/s | p50 / p99 ms | CPU p50 ms (≤ ${keptP95}, a kept page's p95) | CPU p95 ms (≤ ${TARGETS.maxCpuP95Ms}) |`,
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of results.paths) {
    const statusOk = row.expectedStatus === undefined || row.status === row.expectedStatus;
    lines.push(
      `| ${row.name} \`${row.path}\` | ${row.status}${statusOk ? '' : ` **not ${row.expectedStatus}**`} | ${row.throughput.rps} | ${row.throughput.p50Ms} / ${row.throughput.p99Ms} | ` +
        `${row.cpu.p50Ms} ${mark(row.cpu.p50Ms <= keptP95)} | ${row.cpu.p95Ms} ${mark(row.cpu.p95Ms <= TARGETS.maxCpuP95Ms)} |`,
    );
  }
  lines.push('');
  lines.push('`{n}`: a new address for each request, as a scanner sends them.');
  lines.push('');
  const bundleOk = results.bundle.gzipBytes <= TARGETS.maxGzipBundleBytes;
  lines.push(
    `Worker bundle: ${kib(results.bundle.minifiedBytes)} minified, ${kib(results.bundle.gzipBytes)} gzipped (≤ 1 MiB: ${mark(bundleOk)}).`,
  );
  const { start } = results;
  if (start) {
    const { startup, firstResponse } = start;
    const over = round(firstResponse.medianMs - ttfb.cmsDelayMs);
    lines.push('');
    lines.push(
      `Start (\`wrangler check startup\`, least of ${startup.samples.join(', ')} ms): ${startup.activeMs} ms of CPU (≤ ${TARGETS.maxStartMs}: ${mark(startup.activeMs <= TARGETS.maxStartMs)}), ` +
        `${startup.javascriptMs} JavaScript, ${startup.programMs} V8's own, ${startup.garbageCollectionMs} garbage collection. ` +
        `First answer of a fresh isolate, \`${firstResponse.path}\`, CMS delayed ${ttfb.cmsDelayMs} ms: ${firstResponse.medianMs} ms median of ${firstResponse.samplesMs.join(', ')}, ` +
        `${over} over the CMS (≤ ${TARGETS.maxFirstResponseOverCmsMs}: ${mark(over <= TARGETS.maxFirstResponseOverCmsMs)}), ` +
        'in a workerd process that had run another worker, as a new isolate starts on Cloudflare' +
        (firstResponse.newProcess
          ? `; in a new process of its own (context): ${firstResponse.newProcess.medianMs} ms median of ${firstResponse.newProcess.samplesMs.join(', ')}.`
          : '.'),
    );
  }
  return `${lines.join('\n')}\n`;
}
