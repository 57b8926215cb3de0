import { LOCAL_STORAGE_KEYS, MOBILE_BELOW_PX } from '../../shared/constants.ts';
import { writeLocal } from './storage.ts';
import { islandStore, modeAtom } from './store.ts';

/**
 * Mobile/tablet mode below 1200 px (docs/product.md "Constants and limits"), kept in localStorage `mode` as the previous
 * site did, on `<html data-mode>` for styles and in the shared store for islands.
 */
export function trackMode(): void {
  const desktop = window.matchMedia(`(min-width: ${MOBILE_BELOW_PX}px)`);
  const apply = () => {
    const mode = desktop.matches ? 'desktop' : 'mobile';
    islandStore.set(modeAtom, mode);
    document.documentElement.dataset.mode = mode;
    writeLocal(LOCAL_STORAGE_KEYS.mode, mode);
  };
  desktop.addEventListener('change', apply);
  apply();
}
