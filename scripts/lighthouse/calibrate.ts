import type { Page } from 'playwright-core';
// Lighthouse's own benchmark, the one whose result each report gives as environment.benchmarkIndex.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * Lighthouse's CPU calibration, used only with `npm run lighthouse -- --calibrate`.
 *
 * Simulated throttling multiplies every main-thread task the host ran by the CPU slowdown, 4 in
 * the mobile default. Lighthouse's documentation says that 4 assumes a fast host and that the
 * multiplier must be calibrated to the machine ("Calibrating multipliers",
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-multipliers,
 * which Lighthouse links from its own "slower CPU than Lighthouse expects" warning in
 * core/gather/driver/environment.js). The calibration it points to is the Lighthouse team's CPU
 * throttling calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/), which maps
 * the host's benchmarkIndex to a multiplier: 1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×, linear
 * in between (`multiplierFor`). On this shared 2-core machine the index moves with the load
 * (about 1100–1300 when quiet, 200–600 under other agents' tests), so it is measured again just
 * before every run and the run is made with that run's multiplier; both are written down with it.
 */

/** The calculator's multiplier for a benchmarkIndex (never under 1: Lighthouse does not speed up). */
export function multiplierFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** The host's benchmarkIndex now: Lighthouse's benchmark run in `page`, the median of three. */
export async function measureBenchmarkIndex(page: Page): Promise<number> {
  const samples: number[] = [];
  for (let sample = 0; sample < 3; sample++) samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  return samples.toSorted((a, b) => a - b)[1] ?? Number.NaN;
}
