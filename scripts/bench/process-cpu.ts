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
