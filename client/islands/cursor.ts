import { prefersReducedMotion } from './motion.ts';

const INTERACTIVE = 'a[href], button, summary, label, select, input, textarea, [role="button"]';

/**
 * The custom cursor dot (docs/product.md "Constants and limits": 10 px), loaded only on hover-capable screens from 1200 px
 * (the island's media query). It accompanies the system pointer, never replaces it, and
 * grows over what can be clicked. Under reduced motion it follows without easing.
 */
export function startCursor(dot: HTMLElement): void {
  let x = 0;
  let y = 0;
  let queued = false;
  dot.classList.toggle('cursor-dot--instant', prefersReducedMotion());
  const draw = () => {
    queued = false;
    dot.style.transform = `translate3d(${x}px, ${y}px, 0)`;
  };
  document.addEventListener(
    'pointermove',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      x = event.clientX;
      y = event.clientY;
      dot.hidden = false;
      dot.classList.toggle('cursor-dot--active', Boolean((event.target as Element).closest?.(INTERACTIVE)));
      if (!queued) {
        queued = true;
        requestAnimationFrame(draw);
      }
    },
    { passive: true },
  );
  document.documentElement.addEventListener('pointerleave', () => {
    dot.hidden = true;
  });
}
