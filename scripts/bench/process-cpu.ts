import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of a process from outside it. workerd's clocks stand still while JavaScript
 * computes (a Spectre mitigation), so the worker cannot time itself; the kernel can.
 * `/proc/<pid>/task/<tid>/schedstat` starts with the nanoseconds each thread has run
 * (checked on this machine: it advances per request, at nanosecond resolution; the tick-based
 * `utime`/`stime` of `/proc/<pid>/stat` move in 10 ms steps and cannot time one request).
 * Summing every thread counts the runtime's I/O threads too.
 */
export function processCpuNs(pid: number): number {
  let total = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended between listing and reading
    }
  }
  return total;
}

/** Processes whose parent is this one and whose command is `name` (Miniflare spawns workerd itself). */
export function childPids(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // `pid (comm) state ppid …`; comm may hold spaces, so read after the last parenthesis.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && comm === name) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The machine's CPU ticks so far (`/proc/stat`, all cores): busy (everything but idle and iowait) and total. */
export function machineTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

/** The share of the machine's CPU (0–1) that was busy between two readings of `machineTicks`. */
export const busyShare = (from: { busy: number; total: number }, to: { busy: number; total: number }): number =>
  to.total > from.total ? (to.busy - from.busy) / (to.total - from.total) : 0;

/**
 * Waits until the process has used less than `quietMs` of CPU over `windowMs` (its work behind
 * earlier answers done), or `maxMs` passed.
 */
export async function untilQuiet(pid: number, { windowMs = 200, quietMs = 2, maxMs = 15_000 } = {}): Promise<void> {
  const giveUpAt = Date.now() + maxMs;
  while (Date.now() < giveUpAt) {
    const before = processCpuNs(pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    if ((processCpuNs(pid) - before) / 1e6 < quietMs) return;
  }
}
