import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemo } from '../../demo/server.ts';
import { ensureDevVars, ROOT } from '../site.ts';
import { buildWorker, ensureClientBuild, seedRedirects } from '../built-worker.ts';
import { sleep, timedGet } from './http.ts';
import { discoverPages } from './pages.ts';
import { processCpuNs, untilQuiet } from './process-cpu.ts';
import { startSiteWorker } from './workers.ts';

/**
 * `node scripts/bench/profile-cold.ts [--profile] [locale…]`: where a cold page's CPU goes, for
 * a person looking for it (not part of `npm run bench`). Runs the site as the bench does, warms
 * it on the Italian pages, then serves each cold page of the given languages (nl da pl unless
 * said) with the CMS stand-in 300 ms late, and prints for each: workerd's CPU until the answer
 * and in the 300 ms after it, per thread; the Node process's (the stand-ins and the client); and
 * what the CMS was asked.
 *
 * `--profile` builds the worker unminified and takes a V8 CPU profile of every isolate through
 * workerd's inspector: the site's, and Miniflare's own that emulate the Cache API, KV and
 * outbound fetch in the same thread (in production these are the platform's, not the worker's).
 * Profiling slows everything several times, so read its figures as shares, not times. The
 * profiles go to $TMPDIR/cold-profiles (open them in Chrome's DevTools). `BUNDLE=path` runs a
 * bundle built before (to compare two builds on the same machine, alternating).
 */

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8971);
const INSPECTOR_PORT = PORT_BASE + 5;
const INTERVAL_US = 100;
const PROFILE = process.argv.includes('--profile');
const given = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const locales = given.length > 0 ? given : ['nl', 'da', 'pl'];

/** CPU ns per thread name of a process (`/proc/<pid>/task/<tid>/comm`, `schedstat`). */
function threadCpuNs(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = `${readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()}#${tid}`;
      byName.set(name, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // gone
    }
  }
  return byName;
}

const threadDiff = (before: Map<string, number>, after: Map<string, number>): string =>
  [...after]
    .map(([name, ns]) => [name, (ns - (before.get(name) ?? 0)) / 1e6] as const)
    .filter(([, ms]) => ms >= 0.2)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** A CDP session over the inspector's WebSocket. */
async function inspector(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 1;
  const pending = new Map<number, (value: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
    if (message.id !== undefined)
      pending.get(message.id)?.(message.error ? Promise.reject(new Error(JSON.stringify(message.error))) : message.result);
  });
  return {
    send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const id = next++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => pending.set(id, resolve as (value: unknown) => void));
    },
    close: () => socket.close(),
  };
}

const frameName = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url ? `${frame.url.split('/').at(-1)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`.trim();

/**
 * Self and inclusive time per function. workerd's sampler ticks only while an isolate runs, so
 * the gaps between samples also hold the time it waited for I/O: each sample counts as the
 * usual gap between two samples (their median), not as the gap before it.
 */
function summarize(profile: Profile, count: number): string | undefined {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const gaps = [...profile.timeDeltas].filter((gap) => gap > 0).sort((a, b) => a - b);
  const tick = gaps[Math.floor(gaps.length / 2)] ?? INTERVAL_US;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const id of profile.samples) {
    const node = byId.get(id);
    if (!node) continue;
    const name = frameName(node.callFrame);
    if (name === '(idle)') continue;
    total += tick;
    self.set(name, (self.get(name) ?? 0) + tick);
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = byId.get(current);
      if (!frame) break;
      const key = frameName(frame.callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + tick);
    }
  }
  if (total < 300) return undefined;
  const top = (map: Map<string, number>, limit: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, us]) => `    ${(us / 1000).toFixed(2).padStart(7)} ms  ${name}`)
      .join('\n');
  return `  busy ${(total / 1000).toFixed(1)} ms (${profile.samples.length} samples, tick ${tick} µs)\n  self:\n${top(self, Math.ceil(count / 2))}\n  inclusive:\n${top(inclusive, count)}`;
}

async function main(): Promise<void> {
  ensureDevVars();
  await ensureClientBuild(ROOT);
  const outDir = mkdtempSync(join(tmpdir(), 'profile-worker-'));
  const profilesDir = join(tmpdir(), 'cold-profiles');
  rmSync(profilesDir, { recursive: true, force: true });
  mkdirSync(profilesDir, { recursive: true });
  // Unminified, so that the profiles name our functions (minifying changes names, not the work done).
  const bundle = process.env.BUNDLE ?? (await buildWorker(ROOT, outDir, PROFILE ? ['--minify=false'] : []));
  const demo = await startDemo(PORT_BASE, '127.0.0.1', { botcheckHostname: '127.0.0.1' });
  const demoUrl = `http://127.0.0.1:${demo.port}`;
  const site = await startSiteWorker(ROOT, bundle, demoUrl, PORT_BASE + 1, { assetRouter: false, inspectorPort: INSPECTOR_PORT });
  try {
    await seedRedirects(ROOT, site.miniflare);
    const targets = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json()) as {
      id: string;
      title?: string;
      webSocketDebuggerUrl: string;
    }[];
    // Every isolate: the site's, and Miniflare's own that emulate the platform (cache, KV, outbound fetch).
    const sessions = await Promise.all(
      targets
        .filter((target) => !target.id.includes('#'))
        .map(async (target) => ({ id: target.id, cdp: await inspector(target.webSocketDebuggerUrl) })),
    );
    for (const { cdp } of sessions) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: INTERVAL_US });
    }
    const pages = await discoverPages(site.url);
    for (const page of pages.get('it') ?? []) for (let round = 0; round < 5; round += 1) await timedGet(`${site.url}${page.path}`);
    await fetch(`${demoUrl}/__faults/cms?mode=slow&delayMs=300`, { method: 'POST' });
    await untilQuiet(site.pid);
    for (const locale of locales) {
      for (const page of pages.get(locale as never) ?? []) {
        await fetch(`${demoUrl}/__requests/cms`, { method: 'DELETE' }).catch(() => {});
        if (PROFILE) for (const { cdp } of sessions) await cdp.send('Profiler.start');
        const threadsBefore = threadCpuNs(site.pid);
        const nodeBefore = process.cpuUsage();
        const cpuBefore = processCpuNs(site.pid);
        const answer = await timedGet(`${site.url}${page.path}`);
        const cpuMs = (processCpuNs(site.pid) - cpuBefore) / 1e6;
        const threadsAtAnswer = threadCpuNs(site.pid);
        const node = process.cpuUsage(nodeBefore);
        await sleep(300);
        const threadsAfter = threadCpuNs(site.pid);
        const asked = Object.keys((await (await fetch(`${demoUrl}/__requests/cms`)).json()) as Record<string, number>);
        process.stdout.write(
          `\n== ${page.locale} ${page.kind} ${page.path}: ttfb ${answer.ttfbMs.toFixed(0)} ms, workerd CPU until the answer ${cpuMs.toFixed(1)} ms, node (demo + client) ${((node.user + node.system) / 1000).toFixed(1)} ms\n`,
        );
        process.stdout.write(
          `  threads until the answer: ${threadDiff(threadsBefore, threadsAtAnswer)}\n  threads in the 300 ms after: ${threadDiff(threadsAtAnswer, threadsAfter)}\n`,
        );
        process.stdout.write(`  CMS asked (${asked.length}): ${asked.join(' ')}\n`);
        // The same CMS calls straight from here, in parallel as the worker makes them: the stand-in's own latency.
        const direct = await Promise.all(asked.map((path) => timedGet(`${demoUrl}/cms${path}`)));
        process.stdout.write(
          `  the same CMS calls from Node: slowest ${Math.max(...direct.map((entry) => entry.totalMs)).toFixed(1)} ms\n`,
        );
        if (!PROFILE) {
          await untilQuiet(site.pid);
          continue;
        }
        for (const { id, cdp } of sessions) {
          const { profile } = await cdp.send<{ profile: Profile }>('Profiler.stop');
          writeFileSync(
            join(profilesDir, `${page.locale}-${page.kind}-${id.replaceAll(/[^\w-]/g, '_')}.cpuprofile`),
            JSON.stringify(profile),
          );
          const summary = summarize(profile, id.includes('site') ? 70 : 6);
          if (summary) process.stdout.write(` ${id}:\n${summary}\n`);
        }
        await untilQuiet(site.pid);
      }
    }
    for (const { cdp } of sessions) cdp.close();
  } finally {
    await site.dispose();
    await demo.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
