import { TIMINGS_MS } from '../../shared/constants.ts';
import { islandStore, type ProgressKind, progressAtom } from './store.ts';

/** The share shown after `elapsed` ms of work assumed to take 5 s; it never claims to be done. */
export function assumedProgress(elapsed: number): number {
  return Math.min(0.95, elapsed / TIMINGS_MS.progressDuration);
}

export type ProgressHandle = { finish(): void; fail(): void };

/**
 * Starts the progress bar for work the visitor waits for (docs/product.md "Behaviour and timings", "Constants and limits"): a form being sent or the
 * next page loading. Nothing for the first 200 ms, so quick work shows nothing; then a tick
 * every 100 ms towards an assumed 5 s; at the end full (or marked failed) and hidden 500 ms later.
 */
export function startProgress(kind: ProgressKind = 'send'): ProgressHandle {
  const started = Date.now();
  let tick: ReturnType<typeof setInterval> | undefined;
  const throttle = setTimeout(() => {
    islandStore.set(progressAtom, { phase: 'running', value: assumedProgress(Date.now() - started), kind });
    tick = setInterval(() => {
      islandStore.set(progressAtom, { phase: 'running', value: assumedProgress(Date.now() - started), kind });
    }, TIMINGS_MS.progressTick);
  }, TIMINGS_MS.progressThrottle);

  const end = (phase: 'done' | 'failed') => {
    clearTimeout(throttle);
    clearInterval(tick);
    if (islandStore.get(progressAtom).phase === 'idle') return;
    islandStore.set(progressAtom, { phase, value: 1, kind });
    setTimeout(() => {
      if (islandStore.get(progressAtom).phase === phase) islandStore.set(progressAtom, { phase: 'idle', value: 0 });
    }, TIMINGS_MS.progressHide);
  };
  return { finish: () => end('done'), fail: () => end('failed') };
}
