import { LOCAL_STORAGE_KEYS, TIMINGS_MS } from '../../shared/constants.ts';
import { reveal } from './reveal.ts';
import { readLocal, writeLocal } from './storage.ts';
import { currentMode } from './mode.ts';

const CLOSED = 'closed';
/** On `<html>` while the promo is shown: the page keeps its last lines and focus clear of it (main.css). */
const OPEN_CLASS = 'floating-promo-open';

/**
 * The floating promo (docs/product.md "Behaviour and timings"): from 1200 px it slides in after 1500 ms, below it fades in
 * after 1500 ms, unless the visitor closed it before (localStorage `floating` = `closed`).
 * Closing remembers that and fades it out over 0.4 s.
 */
export function startFloatingPromo(promo: HTMLElement): void {
  if (readLocal(LOCAL_STORAGE_KEYS.floating) === CLOSED) return;
  const desktop = currentMode() === 'desktop';
  promo.classList.add(desktop ? 'floating-promo--slide' : 'floating-promo--fade');

  setTimeout(() => {
    reveal(promo, 'floating-promo--shown');
    document.documentElement.classList.add(OPEN_CLASS);
  }, TIMINGS_MS.floatingPromoDelay);

  promo.querySelector('.floating-promo__close')?.addEventListener('click', () => {
    writeLocal(LOCAL_STORAGE_KEYS.floating, CLOSED);
    promo.classList.remove('floating-promo--slide');
    promo.classList.add('floating-promo--fade');
    promo.classList.remove('floating-promo--shown');
    document.documentElement.classList.remove(OPEN_CLASS);
    setTimeout(() => {
      promo.hidden = true;
    }, TIMINGS_MS.floatingPromoFade);
    // Focus was on the close button, which is going away: hand it to the page.
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}
