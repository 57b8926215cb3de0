import type { StartupProfile } from './startup.ts';

/** What one bench run measured: the shape of `docs/bench/latest.json`. */

export type Throughput = { rps: number; p50Ms: number; p99Ms: number };

export type PageThroughput = {
  page: string;
  path: string;
  bytes: number;
  site: Throughput;
  baseline: Throughput;
  /** Site requests per second over the baseline's, both the median of interleaved rounds. */
  rpsRatio: number;
  /** The site behind Miniflare's emulated static-asset router, as `npm start` runs it: context, not a target. */
  routed: Throughput;
  /** Its requests per second over the baseline's. */
  routedRatio: number;
};

/** Milliseconds of CPU per request, p50 and p95. */
export type CpuFigure = { p50Ms: number; p95Ms: number };

export type PageCpu = {
  page: string;
  path: string;
  /** The whole workerd process (every thread) while the site answers one request. */
  total: CpuFigure;
  /** `total` minus what the baseline worker costs for the same bytes (the median): our own code. */
  render: CpuFigure;
  baseline: CpuFigure;
};

export type TtfbCase = { name: string; samples: number; p50Ms: number; baselineP50Ms: number; overBaselineMs: number };

/**
 * A page whose content nothing has cached: the CMS delay, times the rounds of CMS calls the page
 * needs, plus render. Several samples per page (scripts/bench/cold.ts): `ttfbMs` and `cpuMs` are
 * their medians; runs before the samples were taken have one, and none of the fields after `cpuMs`.
 */
export type ColdMiss = {
  page: string;
  path: string;
  ttfbMs: number;
  /** workerd's CPU (every thread) from the request until the whole answer had arrived. */
  cpuMs?: number;
  /** The first sample: the first visitor of this page in this isolate. */
  firstTtfbMs?: number;
  slowestTtfbMs?: number;
  samples?: number;
};

export type Ttfb = {
  cmsDelayMs: number;
  hit: TtfbCase;
  staleWhileRevalidate: TtfbCase;
  coldMiss: ColdMiss[];
};

/** `path` names the addresses (`{n}`: a new one for each request); `expectedStatus`, what each must answer (runs before it have none). */
export type PathCost = { name: string; path: string; status: number; expectedStatus?: number; throughput: Throughput; cpu: CpuFigure };

export type BundleSize = { minifiedBytes: number; gzipBytes: number };

/**
 * A new isolate (scripts/bench/startup.ts): the bundle's start in workerd, the least of
 * `wrangler check startup`'s profiles, and the first answer of fresh isolates with the CMS
 * `ttfb.cmsDelayMs` late, judged on their median.
 */
export type Start = {
  startup: StartupProfile & { samples: number[] };
  /** In a workerd process that has run another worker (the target), and in a new process of its own (`newProcess`, context). */
  firstResponse: { path: string; samplesMs: number[]; medianMs: number; newProcess?: { samplesMs: number[]; medianMs: number } };
};

export type BenchResults = {
  date: string;
  machine: string;
  settings: { durationS: number; rounds: number; connections: number; cpuSamples: number };
  throughput: PageThroughput[];
  cpu: PageCpu[];
  /**
   * How busy the whole machine was (0–1, all cores, `/proc/stat`) while the CPU figures were
   * taken: on a shared machine the same request costs more CPU the busier the machine is.
   */
  machineBusyDuringCpu?: number;
  ttfb: Ttfb;
  paths: PathCost[];
  bundle: BundleSize;
  /** Runs before 2 December have none. */
  start?: Start;
};
