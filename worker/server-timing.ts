import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';

/**
 * Server-Timing: how long a page's CMS load and render took, and the whole answer, outside
 * production only (for us, not for the public). The header is written as Hono's timing
 * middleware wrote it, in the order the measurements ended:
 * `load;dur=12.3;desc="content",render;dur=4.1,total;dur=17.0;desc="total"`.
 */
export type ServerTimingVariables = { serverTiming?: string[] };

/** Measures a part of the answer; a render behind the answer measures nothing. */
export type Timer = { start(name: string, description?: string): void; end(name: string): void };

/** One measurement: milliseconds with one decimal, the description quoted. */
function metric(name: string, ms: number, description: string | undefined): string {
  const desc = description ? `;desc="${description.replace(/[\\"]/g, '\\$&')}"` : '';
  return `${name};dur=${ms.toFixed(1)}${desc}`;
}

export const serverTiming = createMiddleware<AppEnv>(async function serverTiming(c, next) {
  // In production nothing is measured: without the list, every timer of the answer does nothing.
  if (c.env.ENVIRONMENT === 'production') return next();
  const metrics: string[] = [];
  c.set('serverTiming', metrics);
  const start = performance.now();
  await next();
  metrics.push(metric('total', performance.now() - start, 'total'));
  c.res.headers.append('Server-Timing', metrics.join(','));
});

/** A timer that records nothing: a render behind the answer, or any answer in production. */
export const UNTIMED: Timer = { start: () => {}, end: () => {} };

/** A timer whose measurements go into this answer's Server-Timing header (none in production). */
export function timerOf(c: Context<AppEnv>): Timer {
  const metrics = c.var.serverTiming;
  if (!metrics) return UNTIMED;
  const started = new Map<string, { at: number; description?: string }>();
  return {
    start: (name, description) => started.set(name, { at: performance.now(), description }),
    end: (name) => {
      const timing = started.get(name);
      if (timing) metrics.push(metric(name, performance.now() - timing.at, timing.description));
    },
  };
}
