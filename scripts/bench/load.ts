import autocannon from 'autocannon';
import { median, round } from './stats.ts';
import type { Throughput } from './results.ts';

export type LoadSettings = { durationS: number; connections: number };

/** One closed-loop run on loopback: requests per second, p50 and p99 latency. `nextPath` gives each request a path of its own. */
export async function measureLoad(url: string, settings: LoadSettings, nextPath?: () => string): Promise<Throughput> {
  const requests = nextPath ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: nextPath() }) }] : undefined;
  const result = await autocannon({ url, connections: settings.connections, duration: settings.durationS, pipelining: 1, requests });
  if (result.errors > 0 || result.timeouts > 0) throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts under load`);
  return { rps: round(result.requests.average, 0), p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** Per metric, the median of several runs (the runs of one target, interleaved with the other's). */
export function medianOf(runs: readonly Throughput[]): Throughput {
  return {
    rps: median(runs.map((run) => run.rps)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
  };
}
