import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { timedGet } from './http.ts';
import { round } from './stats.ts';
import type { V4WorkerOptions } from 'miniflare';
import { type RunningWorker, startSiteWorker } from './workers.ts';

const run = promisify(execFile);
const WRANGLER_ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' };

/** What V8 spent starting the worker, from one `wrangler check startup` profile. */
export type StartupProfile = {
  /** Everything but idle: the global scope's JavaScript, V8's own work (parsing, compiling) and garbage collection. */
  activeMs: number;
  javascriptMs: number;
  programMs: number;
  garbageCollectionMs: number;
};

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
};

/** A startup profile's samples summed by what they were: idle time is left out of `activeMs`. */
export function startupOf(profile: CpuProfile): StartupProfile {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  const totals = { idle: 0, program: 0, gc: 0, js: 0 };
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const name = names.get(id);
    if (name === '(idle)') totals.idle += ms;
    else if (name === '(program)') totals.program += ms;
    else if (name === '(garbage collector)') totals.gc += ms;
    else totals.js += ms;
  });
  return {
    activeMs: round(totals.js + totals.program + totals.gc),
    javascriptMs: round(totals.js),
    programMs: round(totals.program),
    garbageCollectionMs: round(totals.gc),
  };
}

/**
 * The bundle's start in workerd as Cloudflare's own `wrangler check startup` profiles it (the
 * evaluation of its global scope), `samples` times; the least of them by active time, since the
 * rest of the machine only ever adds to a start (three profiles beside other work: 159, 283 and
 * 310 ms). The profiler samples about every 5 ms, so one profile is coarse. The worker is built
 * once, as `wrangler deploy` uploads it (its multipart form, which the check reads).
 */
export async function measureStartup(root: string, samples = 5): Promise<StartupProfile & { samples: number[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'lago-startup-'));
  const wrangler = join(root, 'node_modules/.bin/wrangler');
  const options = { cwd: root, env: WRANGLER_ENV, maxBuffer: 16 * 1024 * 1024 };
  const profiles: StartupProfile[] = [];
  try {
    const upload = join(dir, 'worker.bundle');
    await run(wrangler, ['deploy', '--dry-run', '--env', 'dev', '--outfile', upload], options);
    for (let sample = 0; sample < samples; sample += 1) {
      const outfile = join(dir, `startup-${sample}.cpuprofile`);
      // On a busy machine the check gives up after 10 s; the least of the others stands.
      const done = await run(wrangler, ['check', 'startup', '--worker', upload, '--outfile', outfile], options).catch(() => undefined);
      if (done) profiles.push(startupOf(JSON.parse(readFileSync(outfile, 'utf8')) as CpuProfile));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const chosen = profiles.toSorted((a, b) => a.activeMs - b.activeMs)[0];
  if (!chosen) throw new Error('wrangler check startup wrote no profile');
  return { ...chosen, samples: profiles.map((profile) => profile.activeMs) };
}

/**
 * Another worker in the same workerd process, woken before the site's first request: it does
 * what any worker of a running Cloudflare process has done before a new isolate lands there
 * (formats a number and a date, digests, reads a cache of its own, fetches), so what a process
 * starts once for all its isolates is not charged to the site's. Measured here on a new workerd
 * process: the first `Intl` formatter takes 13–17 ms (in a second isolate of that process 0–1 ms),
 * and the first Cache API read 22–25 ms, Miniflare starting its cache service (a Durable Object
 * with SQLite), where Cloudflare's cache is a service of the data centre that is always up.
 */
const NEIGHBOUR: V4WorkerOptions = {
  name: 'neighbour',
  modules: true,
  compatibilityDate: '2025-06-01',
  script: `export default {
  async fetch(request) {
    new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1);
    new Intl.DateTimeFormat('it', { timeZone: 'Europe/Rome', dateStyle: 'long' }).format(new Date());
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(request.url));
    await (await caches.open('cms')).match(request.url);
    const upstream = new URL(request.url).searchParams.get('fetch');
    if (upstream) await (await fetch(upstream)).arrayBuffer();
    return new Response('ok');
  },
};`,
};

/** Each sample's first answer, as a visitor who wakes an isolate meets it, and the same from a workerd process of its own (context). */
export type FirstResponses = { inRunningProcess: number[]; inNewProcess: number[] };

async function firstAnswer(worker: RunningWorker, path: string): Promise<number> {
  // Each Miniflare keeps its cache in memory: nothing of an earlier sample is kept.
  const answer = await timedGet(`${worker.url}${path}`);
  if (answer.status !== 200) throw new Error(`a fresh isolate answered ${path} with ${answer.status}`);
  return round(answer.ttfbMs);
}

/**
 * The first answer of fresh isolates: each sample starts the worker anew (no cache, nothing
 * answered yet) and times the first byte of `path` while the CMS answers after `cmsDelayMs`, so
 * the figure minus that delay is what the isolate's start and its first render add for the
 * visitor who wakes it. On Cloudflare a new isolate starts in a process that has long run others,
 * so the judged figure wakes a neighbour worker first (`NEIGHBOUR`); the same isolate in a new
 * process of its own is reported beside it.
 */
export async function firstResponses(
  root: string,
  bundle: string,
  demoUrl: string,
  port: number,
  path: string,
  samples: number,
): Promise<FirstResponses> {
  const found: FirstResponses = { inRunningProcess: [], inNewProcess: [] };
  for (let sample = 0; sample < samples; sample += 1) {
    const alone = await startSiteWorker(root, bundle, demoUrl, port, { assetRouter: false });
    try {
      found.inNewProcess.push(await firstAnswer(alone, path));
    } finally {
      await alone.dispose();
    }
    const worker = await startSiteWorker(root, bundle, demoUrl, port, { assetRouter: false, neighbours: [NEIGHBOUR] });
    try {
      // Miniflare types its workers' fetchers with the Workers types, which this Node project does not load.
      const neighbour = (await worker.miniflare.getWorker('neighbour')) as unknown as { fetch(url: string): Promise<Response> };
      await (await neighbour.fetch(`http://neighbour.invalid/?fetch=${encodeURIComponent(`${demoUrl}/__requests/cms`)}`)).text();
      found.inRunningProcess.push(await firstAnswer(worker, path));
    } finally {
      await worker.dispose();
    }
  }
  return found;
}
