import { sequentialAgent, sleep, timedGet } from './http.ts';
import { processCpuNs } from './process-cpu.ts';
import type { CpuFigure } from './results.ts';
import { percentile, round } from './stats.ts';

/** After an answer, this long for the runtime to finish what it does after the last byte. */
const SETTLE_MS = 2;

/**
 * CPU per request, one request at a time over one kept-alive connection, so every
 * nanosecond the process runs between two readings belongs to that request (its background
 * work included, and some idle runtime housekeeping, the same for the baseline). `url` may
 * give each request an address of its own.
 */
export async function cpuSamplesMs(url: string | (() => string), pid: number, samples: number): Promise<number[]> {
  const agent = sequentialAgent();
  const costs: number[] = [];
  const next = typeof url === 'string' ? () => url : url;
  try {
    for (let index = 0; index < samples; index += 1) {
      const address = next();
      const before = processCpuNs(pid);
      const answer = await timedGet(address, agent);
      if (answer.status >= 500) throw new Error(`${address} answered ${answer.status}`);
      await sleep(SETTLE_MS);
      costs.push((processCpuNs(pid) - before) / 1e6);
    }
  } finally {
    agent.destroy();
  }
  return costs;
}

export function cpuFigure(samplesMs: readonly number[]): CpuFigure {
  return { p50Ms: round(percentile(samplesMs, 50), 3), p95Ms: round(percentile(samplesMs, 95), 3) };
}

/** Each sample minus a constant (the baseline's median), so what is left is the site's own work. */
export const minus = (samplesMs: readonly number[], constantMs: number): number[] => samplesMs.map((sample) => sample - constantMs);
