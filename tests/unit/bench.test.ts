import { describe, expect, it } from 'vitest';
import { ownAnswers } from '../../scripts/bench/cold.ts';
import { firstLinkTo } from '../../scripts/bench/pages.ts';
import { busyShare } from '../../scripts/bench/process-cpu.ts';
import { markdownReport } from '../../scripts/bench/report.ts';
import type { BenchResults } from '../../scripts/bench/results.ts';
import { median, percentile, ratio } from '../../scripts/bench/stats.ts';
import { missedTargets } from '../../scripts/bench/targets.ts';

describe('bench statistics', () => {
  it('takes the nearest-rank percentile of unsorted samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('gives ratios to two decimals and none against a zero baseline', () => {
    expect(ratio(1234, 2000)).toBe(0.62);
    expect(ratio(1, 0)).toBeNaN();
  });
});

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  const cpu = { p50Ms: 1, p95Ms: 2 };
  const throughput = { rps: 1000, p50Ms: 1, p99Ms: 5 };
  return {
    date: '2026-11-21T00:00:00.000Z',
    machine: 'test',
    settings: { durationS: 1, rounds: 1, connections: 1, cpuSamples: 1 },
    throughput: [
      {
        page: 'home',
        path: '/',
        bytes: 1,
        site: throughput,
        baseline: { ...throughput, rps: 1150 },
        rpsRatio: 0.87,
        routed: { ...throughput, rps: 1200 },
        routedRatio: 0.8,
      },
    ],
    cpu: [{ page: 'home', path: '/', total: cpu, render: cpu, baseline: cpu }],
    ttfb: {
      cmsDelayMs: 300,
      hit: { name: 'cache hit', samples: 1, p50Ms: 1.5, baselineP50Ms: 0.5, overBaselineMs: 1 },
      staleWhileRevalidate: { name: 'stale-while-revalidate', samples: 1, p50Ms: 2, baselineP50Ms: 0.5, overBaselineMs: 1.5 },
      coldMiss: [{ page: 'home (nl)', path: '/nl', ttfbMs: 330 }],
    },
    paths: [],
    bundle: { minifiedBytes: 300 * 1024, gzipBytes: 90 * 1024 },
    start: {
      startup: { activeMs: 80, javascriptMs: 50, programMs: 25, garbageCollectionMs: 5, samples: [95, 80, 88] },
      firstResponse: { path: '/', samplesMs: [340, 350, 345], medianMs: 345 },
    },
    ...overrides,
  };
}

describe('bench targets', () => {
  it('passes a run that meets every target', () => {
    expect(missedTargets(results())).toEqual([]);
  });

  it('names each missed target', () => {
    const missed = missedTargets(
      results({
        cpu: [
          {
            page: 'home',
            path: '/',
            total: { p50Ms: 1.6, p95Ms: 4.1 },
            render: { p50Ms: 1, p95Ms: 1 },
            baseline: { p50Ms: 0.5, p95Ms: 1 },
          },
        ],
        bundle: { minifiedBytes: 3000 * 1024, gzipBytes: 1025 * 1024 },
      }),
    );
    expect(missed).toHaveLength(3);
    expect(missed.join('\n')).toMatch(/CPU p50 of home.*\n.*CPU p95 of home.*\n.*worker bundle: 1025\.0 KiB > 1024 KiB gzipped/);
  });

  it('holds a kept page to 0.8 of the ceiling and a cold page to the CMS latency + 30 ms, per page type', () => {
    const base = results();
    const first = base.throughput[0];
    if (!first) throw new Error('fixture has a page');
    const missed = missedTargets({
      ...base,
      throughput: [{ ...first, rpsRatio: 0.79 }],
      ttfb: {
        ...base.ttfb,
        coldMiss: [
          { page: 'home (nl)', path: '/nl', ttfbMs: 330 },
          { page: 'news detail (da)', path: '/da/nyheder/x', ttfbMs: 331 },
        ],
      },
    });
    expect(missed).toEqual([
      'throughput of home: 0.79 of the baseline < 0.8',
      "cold news detail (da): 331 ms, 31 ms over the CMS's 300 ms > 30 ms",
    ]);
  });

  it("holds every other answer to a kept page's CPU: p50 at most the highest kept p95 of the run, p95 at most 4 ms, and its status", () => {
    const base = results();
    const path = (name: string, p50Ms: number, p95Ms: number, status = 404) => ({
      name,
      path: `/${name}`,
      status,
      expectedStatus: 404,
      throughput: { rps: 1000, p50Ms: 1, p99Ms: 5 },
      cpu: { p50Ms, p95Ms },
    });
    // The kept page's p95 is 2 ms (the fixture's).
    expect(missedTargets({ ...base, paths: [path('ok', 2, 4)] })).toEqual([]);
    expect(missedTargets({ ...base, paths: [path('dear', 2.1, 4.1), path('moved', 1, 1, 200)] })).toEqual([
      "CPU p50 of dear: 2.1 ms > 2 ms, a kept page's p95",
      'CPU p95 of dear: 4.1 ms > 4 ms',
      'moved: answered 200, not 404',
    ]);
    expect(markdownReport({ ...base, paths: [path('dear', 2.1, 3)] })).toContain(
      '| dear `/dear` | 404 | 1000 | 1 / 5 | 2.1 **missed** | 3 ok |',
    );
  });

  it("holds a new isolate's start to 100 ms of CPU and its first answer to the CMS latency + 50 ms, and reports both", () => {
    const base = results();
    const start = base.start;
    if (!start) throw new Error('fixture has a start');
    const at = (activeMs: number, medianMs: number) => ({
      ...base,
      start: { startup: { ...start.startup, activeMs }, firstResponse: { ...start.firstResponse, medianMs } },
    });
    expect(missedTargets(at(100, 350))).toEqual([]);
    expect(missedTargets(at(100.5, 350.5))).toEqual([
      'start: 100.5 ms of CPU > 100 ms',
      "first response of a fresh isolate: 350.5 ms, 50.5 ms over the CMS's 300 ms > 50 ms",
    ]);
    const table = markdownReport(at(100.5, 345));
    expect(table).toContain('100.5 ms of CPU (≤ 100: **missed**)');
    expect(table).toContain('345 ms median of 340, 350, 345, 45 over the CMS (≤ 50: ok)');
  });

  it('counts a figure that could not be measured as missed', () => {
    const base = results();
    const first = base.throughput[0];
    if (!first) throw new Error('fixture has a page');
    expect(missedTargets({ ...base, throughput: [{ ...first, rpsRatio: Number.NaN }] })).toHaveLength(1);
    expect(missedTargets({ ...base, start: undefined })).toEqual(['start: not measured']);
  });
});

describe('bench pages', () => {
  it('finds the first link to a page of a route', () => {
    const html = '<a href="/news">list</a><a href="/news/first-item#top">first</a><a href="/news/second">second</a>';
    expect(firstLinkTo(html, 'newsArticle')).toBe('/news/first-item');
    expect(firstLinkTo(html, 'restaurantMenu')).toBeUndefined();
  });
});

describe('bench report', () => {
  it('gives the machine busy share of the CPU phase and workerd CPU per cold page', () => {
    const table = markdownReport(
      results({
        machineBusyDuringCpu: 0.62,
        ttfb: { ...results().ttfb, coldMiss: [{ page: 'home (nl)', path: '/nl', ttfbMs: 330, cpuMs: 12.5 }] },
      }),
    );
    expect(table).toContain('The machine was 62 % busy');
    expect(table).toContain('| home (nl) `/nl` | 330 | 30 ok | – / – | 12.5 | 0.87 |');
  });

  it('judges a cold page on the median of its samples and shows the first and the slowest beside it', () => {
    const coldMiss = [
      { page: 'home (nl)', path: '/nl', ttfbMs: 325, cpuMs: 12.5, firstTtfbMs: 348, slowestTtfbMs: 351, samples: 5 },
      { page: 'news detail (da)', path: '/da/nyheder/x', ttfbMs: 334, cpuMs: 14, firstTtfbMs: 334, slowestTtfbMs: 340, samples: 5 },
    ];
    const run = results({ ttfb: { ...results().ttfb, coldMiss } });
    expect(markdownReport(run)).toContain('| home (nl) `/nl` | 325 (5) | 25 ok | 348 / 351 | 12.5 | 0.87 |');
    expect(missedTargets(run)).toEqual(["cold news detail (da): 334 ms, 34 ms over the CMS's 300 ms > 30 ms"]);
  });
});

describe('bench cold pages', () => {
  it("takes a page's own CMS answers out between samples, not the layout's", () => {
    const before = { '/nl/company/default': 1, '/nl/page/home': 0 };
    const after = {
      '/nl/company/default': 2,
      '/nl/promo/floating': 1,
      '/nl/page/home': 1,
      '/nl/offerte?showOnHome=true': 1,
      '/da/page/home': 0,
    };
    expect(ownAnswers(before, after)).toEqual(['/nl/page/home', '/nl/offerte?showOnHome=true']);
  });

  it('reads the busy share from two /proc/stat readings', () => {
    expect(busyShare({ busy: 100, total: 400 }, { busy: 250, total: 600 })).toBe(0.75);
    expect(busyShare({ busy: 100, total: 400 }, { busy: 100, total: 400 })).toBe(0);
  });
});
