import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { endTime, startTime, type TimingVariables, timing } from 'hono/timing';
import type { AppEnv } from './env.ts';

/**
 * Server-Timing: how long a page's CMS load and render took, and the whole answer, outside
 * production only (for us, not for the public), written by Hono's timing middleware:
 * `load;dur=12.3;desc="content",render;dur=4.1,total;dur=17.0;desc="total"`.
 */
export type ServerTimingVariables = TimingVariables;

const measured = (c: Context<AppEnv>) => c.env.ENVIRONMENT !== 'production';

const timed = timing({ totalDescription: 'total' });

/** Hono's timing where it is shown; in production not even its timers run (it would measure every answer for no one). */
export const serverTiming = createMiddleware<AppEnv>((c, next) => (measured(c) ? timed(c, next) : next()));

/** Measures a part of the answer; a render behind the answer measures nothing. */
export type Timer = { start(name: string, description?: string): void; end(name: string): void };

/** A timer that records nothing: a render behind the answer, or any answer in production. */
export const UNTIMED: Timer = { start: () => {}, end: () => {} };

/** A timer whose measurements go into this answer's Server-Timing header (none in production). */
export function timerOf(c: Context<AppEnv>): Timer {
  if (!c.get('metric')) return UNTIMED;
  return { start: (name, description) => startTime(c, name, description), end: (name) => endTime(c, name) };
}
