/**
 * How many cases each property-based test runs: thorough locally, CI-sized when `CI` is set
 * (`.ci/run` exports it). Node reads the host's environment; in workerd `process.env` holds the
 * worker's bindings, so the integration suite sees `CI` only when vitest.config.ts passes it on.
 */
const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};

export const IN_CI = Boolean(env.CI) && env.CI !== '0' && env.CI !== 'false';

/** Unit-level properties: pure functions, about a millisecond a case. */
export const FUZZ_RUNS = IN_CI ? 200 : 1000;

/** Properties that go through the whole worker in workerd, a request per case. */
export const WORKER_FUZZ_RUNS = IN_CI ? 30 : 100;

/** fast-check's parameters for a run of `numRuns` cases; a seed from `FUZZ_SEED` replays a failure. */
export function fuzzParameters(numRuns: number): { numRuns: number; seed?: number } {
  const seed = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : undefined;
  return seed === undefined ? { numRuns } : { numRuns, seed };
}
