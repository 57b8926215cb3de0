import { trapFocus } from './focus-trap.ts';
import { lockScroll } from './scroll-lock.ts';
import { currentMode, onModeChange } from './mode.ts';

type MenuProps = { openLabel?: string; closeLabel?: string };

/**
 * The burger menu is a native `<details>`, so it opens without JavaScript. On top of that:
 * Escape closes it, focus stays inside it (docs/product.md "Behaviour and timings" asks this on desktop; the panel covers
 * the page at every width, so it is trapped on mobile too), the page behind stops scrolling on
 * mobile, and the toggle's name says what it will do (docs/product.md "Behaviour and timings"). The staggered reveal of the
 * links and the cross are CSS, keyed on `[open]`.
 */
export function startMenu(menu: HTMLElement, props: unknown): void {
  if (!(menu instanceof HTMLDetailsElement)) return;
  const { openLabel, closeLabel } = props as MenuProps;
  const toggle = menu.querySelector('summary');
  const label = toggle?.querySelector('.visually-hidden');
  let releaseFocus: (() => void) | null = null;

  const apply = () => {
    const open = menu.open;
    toggle?.setAttribute('aria-expanded', String(open));
    if (label && openLabel && closeLabel) label.textContent = open ? closeLabel : openLabel;
    lockScroll('menu', open && currentMode() === 'mobile');
    releaseFocus?.();
    releaseFocus = open ? trapFocus(menu) : null;
  };

  menu.addEventListener('toggle', apply);
  onModeChange(apply);
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    toggle?.focus();
  });
  // A link to a place on this page closes the menu so the place can be seen.
  menu.querySelector('.menu__panel')?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href^="#"]')) menu.open = false;
  });
  apply();
}
