/** Small statistics for the bench: pure, so `tests/unit/bench.test.ts` can pin them down. */

/** The nearest-rank percentile (p in 0–100) of unsorted samples; NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = samples.toSorted((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

/** `value / baseline`, rounded to two decimals; NaN when the baseline is not positive. */
export function ratio(value: number, baseline: number): number {
  if (!(baseline > 0)) return Number.NaN;
  return Math.round((value / baseline) * 100) / 100;
}

/** Rounds to `digits` decimals (figures in the report, not in the arithmetic). */
export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
