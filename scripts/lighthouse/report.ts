import { CATEGORIES, type Category, type Finding, type RunResult, type Scores } from './audit.ts';

/** The score targets, per page type (docs/bench/README.md "Lighthouse"). */
export const TARGETS: Record<Category, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

/**
 * A page type may block the main thread at most this much longer than the reference page of the
 * same run: the reference has no script, so its TBT is what the host's load alone adds, and what
 * a page blocks beyond it is the page's own (docs/bench/README.md "Lighthouse").
 */
export const TBT_OVER_REFERENCE_MS = 100;

const SHORT: Record<Category, string> = { performance: 'Perf', accessibility: 'A11y', 'best-practices': 'BP', seo: 'SEO' };

/** What one run measured beside its scores: the metrics, the host's speed and load, the CPU slowdown simulated. */
export type Measurement = Pick<RunResult, 'metrics' | 'benchmarkIndex' | 'cpuSlowdownMultiplier'> & {
  performance: number | null;
  load?: string;
};

export type PageReport = {
  pageType: string;
  path: string;
  runs: Scores[];
  measurements?: Measurement[];
  median: Scores;
  /** What did not pass in the run closest to the median performance (the one most like the median). */
  findings: Finding[];
  /** The LCP element of that run. */
  lcpElement?: string;
  failures: string[];
  /** Why the page type was not measured (Lighthouse refuses a page answered with an error status). */
  skipped?: string;
};

/** The median of the runs that produced a score; with an even count, the lower middle (the stricter one). */
export function median(values: (number | null)[]): number | null {
  const scored = values.filter((value) => value !== null).toSorted((a, b) => a - b);
  if (scored.length === 0) return null;
  return scored[Math.floor((scored.length - 1) / 2)] ?? null;
}

export function summarise(pageType: string, path: string, runs: (RunResult & { load?: string })[]): PageReport {
  const scores = runs.map((run) => run.scores);
  const middle = Object.fromEntries(CATEGORIES.map((category) => [category, median(scores.map((run) => run[category]))])) as Scores;
  const representative =
    runs.find((run) => run.scores.performance === middle.performance) ?? runs[0] ?? ({ findings: [] } as unknown as RunResult);
  const failures = CATEGORIES.flatMap((category) => {
    const score = middle[category];
    if (score === null) return [`${SHORT[category]} not scored`];
    return score < TARGETS[category] ? [`${SHORT[category]} ${score} < ${TARGETS[category]}`] : [];
  });
  for (const run of runs) if (run.runtimeError) failures.push(`runtime error: ${run.runtimeError}`);
  return {
    pageType,
    path,
    runs: scores,
    measurements: runs.map((run) => ({
      performance: run.scores.performance,
      metrics: run.metrics,
      benchmarkIndex: run.benchmarkIndex,
      cpuSlowdownMultiplier: run.cpuSlowdownMultiplier,
      load: run.load,
    })),
    median: middle,
    findings: representative.findings,
    lcpElement: representative.lcpElement,
    failures,
  };
}

/** The median total blocking time of a report's runs, or null when no run measured it. */
export function medianTbt(report: Pick<PageReport, 'measurements'>): number | null {
  return median((report.measurements ?? []).map((measurement) => measurement.metrics.TBT ?? null));
}

/** The report with a failure added when its median TBT is more than the allowance above the reference's. */
export function againstReference(report: PageReport, reference: Pick<PageReport, 'measurements'>): PageReport {
  if (report.skipped) return report;
  const own = medianTbt(report);
  const ceiling = medianTbt(reference);
  if (own === null || ceiling === null) return { ...report, failures: [...report.failures, 'TBT not measured'] };
  if (own <= ceiling + TBT_OVER_REFERENCE_MS) return report;
  return {
    ...report,
    failures: [...report.failures, `TBT ${Math.round(own)} ms > reference ${Math.round(ceiling)} + ${TBT_OVER_REFERENCE_MS} ms`],
  };
}

/** A page type Lighthouse cannot score: listed with the reason, neither passing nor failing. */
export function skipped(pageType: string, path: string, reason: string): PageReport {
  const none = Object.fromEntries(CATEGORIES.map((category) => [category, null])) as Scores;
  return { pageType, path, runs: [], median: none, findings: [], failures: [], skipped: reason };
}

export function table(reports: PageReport[]): string {
  const header = ['page type', 'path', ...CATEGORIES.map((category) => SHORT[category]), 'TBT ms'];
  const rows = reports.map((report) => [
    report.pageType,
    report.path,
    ...CATEGORIES.map((category) => {
      const score = report.median[category];
      if (report.skipped) return 'n/a';
      const text = score === null ? '–' : String(score);
      return score !== null && score >= TARGETS[category] ? text : `${text} ✗`;
    }),
    report.skipped ? 'n/a' : tbtCell(report),
  ]);
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)));
  return all
    .map((row) =>
      row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '),
    )
    .join('\n');
}

function tbtCell(report: PageReport): string {
  const tbt = medianTbt(report);
  const text = tbt === null ? '–' : String(Math.round(tbt));
  return report.failures.some((failure) => failure.startsWith('TBT')) ? `${text} ✗` : text;
}

/** One run's performance in a line: score, TBT, CLS, LCP, the host's benchmarkIndex and load, the CPU slowdown. */
export function measurementLine(run: Measurement): string {
  const { TBT, CLS, LCP } = run.metrics;
  const index = run.benchmarkIndex === undefined ? '?' : Math.round(run.benchmarkIndex);
  return `${run.performance ?? '–'} (TBT ${TBT ?? '?'} ms, CLS ${CLS ?? '?'}, LCP ${LCP ?? '?'} ms; benchmarkIndex ${index}, load ${run.load ?? '?'}, CPU ×${run.cpuSlowdownMultiplier.toFixed(1)})`;
}

/** The same table in Markdown, for a run's file in docs/bench/. */
export function markdownTable(reports: PageReport[]): string {
  const header = `| page type | path | ${CATEGORIES.map((category) => SHORT[category]).join(' | ')} | TBT ms |`;
  const rule = `| --- | --- | ${CATEGORIES.map(() => '---:').join(' | ')} | ---: |`;
  const rows = reports.map(
    (report) =>
      `| ${report.pageType} | \`${report.path}\` | ${CATEGORIES.map((category) => (report.skipped ? 'n/a' : (report.median[category] ?? '–'))).join(' | ')} | ${report.skipped ? 'n/a' : tbtCell(report)} |`,
  );
  return [header, rule, ...rows].join('\n');
}
