import { SCROLL_THRESHOLD } from '../../shared/constants.ts';

/** How far down the page is, 0 at the top and 1 at the bottom. */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const room = scrollHeight - viewportHeight;
  return room > 0 ? scrollY / room : 0;
}

/**
 * The header takes its scrolled look (white, shadow, smaller logo; 90 px on mobile) past 2.5 %
 * of the page (docs/product.md "Behaviour and timings"). Read once per frame, so scrolling costs one layout read at most.
 */
export function startHeader(header: HTMLElement): void {
  let queued = false;
  const update = () => {
    queued = false;
    const root = document.documentElement;
    const progress = scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight);
    header.classList.toggle('site-header--scrolled', progress > SCROLL_THRESHOLD);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', queue, { passive: true });
  window.addEventListener('resize', queue, { passive: true });
  // The first read waits for a frame too: read now, it would force a layout while the page loads.
  queue();
}
