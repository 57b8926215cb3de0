import { TIMINGS_MS } from '../../shared/constants.ts';

const KEY = 'chunk-reload-at';

/**
 * After a deploy, a page opened before it may ask for chunks that no longer exist. One forced
 * reload fetches the new page; the time kept in sessionStorage stops a loop (docs/product.md "Behaviour and timings", "Errors").
 * Returns whether a reload was started.
 */
export function reloadAfterChunkFailure(now = Date.now()): boolean {
  // Offline, a reload would swap a readable page for the browser's error page.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (now - last < TIMINGS_MS.reloadGuard) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without sessionStorage there is no loop guard, so no reload either.
    return false;
  }
  location.reload();
  return true;
}
