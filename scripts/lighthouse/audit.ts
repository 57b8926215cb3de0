import { writeFileSync } from 'node:fs';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS } from '../../tests/support/browser.ts';
import { chooseBrowser } from './browser.ts';

/** The four categories the targets are set for, in the order they are printed. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Category scores of one run, 0–100; null when Lighthouse could not score it. */
export type Scores = Record<Category, number | null>;

/** An audit that did not pass in a run, with what Lighthouse said about it. */
export type Finding = { id: string; category: Category; score: number; title: string; displayValue?: string; items: string[] };

export type RunResult = {
  scores: Scores;
  findings: Finding[];
  /** The element of the largest contentful paint, the first thing to look at when performance is short. */
  lcpElement?: string;
  runtimeError?: string;
  warnings: string[];
  /** The host's speed as Lighthouse measured it at the start of the run (its environment.benchmarkIndex). */
  benchmarkIndex?: number;
  /** The CPU slowdown the run simulated: 4, Lighthouse's mobile default, unless calibrated (calibrate.ts). */
  cpuSlowdownMultiplier: number;
  /** The metrics behind the performance score, as Lighthouse gives them (ms, CLS unitless). */
  metrics: Partial<Record<'FCP' | 'LCP' | 'TBT' | 'CLS' | 'SI', number>>;
};

/**
 * The machine's Chromium, headless, with nothing talking to the internet (there is none here).
 * It asks for Italian, as the e2e contexts do, so that `/` is the Italian home and not a redirect.
 */
const CHROME_FLAGS = [...CHROMIUM_FLAGS, '--accept-lang=it-IT,it'];

export function launchChrome(chromePath = chooseBrowser(undefined).path): Promise<LaunchedChrome> {
  return launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

/**
 * Lighthouse's mobile defaults (simulated throttling, a mid-range phone), only the four categories;
 * with a calibrated CPU slowdown (calibrate.ts) only that one setting differs.
 */
const flags = (port: number, cpuSlowdownMultiplier?: number): Flags => ({
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } }),
});

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

/** A few words naming what an audit's details point at: a node, a URL, a source line. */
function describeItems(details: Result['audits'][string]['details']): string[] {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items.slice(0, 5).map((item) => {
    const entry = item as Record<string, unknown>;
    const node = entry.node as { selector?: string; snippet?: string } | undefined;
    const source = entry.source as { url?: string; line?: number } | undefined;
    const text =
      node?.selector ?? node?.snippet ?? (entry.url as string | undefined) ?? (source?.url ? `${source.url}:${source.line}` : undefined);
    return text ?? JSON.stringify(entry).slice(0, 160);
  });
}

/** Audits of the four categories that scored under 1 (informative and manual ones have no score). */
function findingsOf(lhr: Result): Finding[] {
  return CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') return [];
      if (category === 'performance' && ref.weight === 0 && audit.score >= 0.9) return [];
      return [
        {
          id: audit.id,
          category,
          score: audit.score,
          title: audit.title,
          displayValue: audit.displayValue,
          items: describeItems(audit.details),
        },
      ];
    }),
  );
}

/** The LCP element's selector, from the LCP breakdown insight (a list whose node item names it). */
function lcpElementOf(lhr: Result): string | undefined {
  const details = lhr.audits['lcp-breakdown-insight']?.details;
  if (details?.type !== 'list') return undefined;
  const node = details.items.find((item) => item.type === 'node') as { selector?: string; snippet?: string } | undefined;
  return node?.selector ?? node?.snippet;
}

/**
 * One Lighthouse run of `url` in the Chrome listening on `port`, at Lighthouse's CPU slowdown or the
 * one given. With `keepReportAs`, the run's whole report (every audit, the main-thread breakdown,
 * long tasks and insights) is written to that file for diagnosis.
 */
export async function audit(url: string, port: number, cpuSlowdownMultiplier?: number, keepReportAs?: string): Promise<RunResult> {
  const result = await lighthouse(url, flags(port, cpuSlowdownMultiplier));
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (keepReportAs) writeFileSync(keepReportAs, JSON.stringify(lhr));
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Scores;
  return {
    scores,
    findings: findingsOf(lhr),
    lcpElement: lcpElementOf(lhr),
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    metrics: Object.fromEntries(
      Object.entries(METRICS).flatMap(([name, id]) => {
        const value = lhr.audits[id]?.numericValue;
        return typeof value === 'number' ? [[name, name === 'CLS' ? Number(value.toFixed(3)) : Math.round(value)]] : [];
      }),
    ),
  };
}
