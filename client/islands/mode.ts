import { LOCAL_STORAGE_KEYS, MOBILE_BELOW_PX } from '../../shared/constants.ts';
import { writeLocal } from './storage.ts';

export type Mode = 'mobile' | 'desktop';

/** Dispatched on `document` after the mode has changed and `<html data-mode>` says so. */
const MODE_CHANGE = 'site:modechange';

/**
 * Mobile/tablet mode below 1200 px (docs/product.md "Constants and limits"), kept in localStorage `mode` as the previous
 * site did and on `<html data-mode>` for styles and islands. The entry runs this on every page,
 * so it stays plain DOM: the islands' jotai store loads only with the first island that uses it.
 */
export function trackMode(): void {
  const desktop = window.matchMedia(`(min-width: ${MOBILE_BELOW_PX}px)`);
  const apply = () => {
    const mode: Mode = desktop.matches ? 'desktop' : 'mobile';
    const changed = document.documentElement.dataset.mode !== undefined && document.documentElement.dataset.mode !== mode;
    document.documentElement.dataset.mode = mode;
    writeLocal(LOCAL_STORAGE_KEYS.mode, mode);
    if (changed) document.dispatchEvent(new Event(MODE_CHANGE));
  };
  desktop.addEventListener('change', apply);
  apply();
}

/** The mode now, as the entry set it on `<html data-mode>` (desktop until it has run). */
export function currentMode(): Mode {
  return document.documentElement.dataset.mode === 'mobile' ? 'mobile' : 'desktop';
}

/** Calls `listener` each time the viewport crosses the 1200 px line. */
export function onModeChange(listener: (mode: Mode) => void): void {
  document.addEventListener(MODE_CHANGE, () => listener(currentMode()));
}
