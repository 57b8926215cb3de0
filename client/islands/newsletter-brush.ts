import { NEWSLETTER_BRUSH_ROOT_MARGIN, NEWSLETTER_BRUSH_VIEWPORT_RATIO } from '../../shared/constants.ts';
import { prefersReducedMotion } from './motion.ts';
import { pageOpen } from './page-open.ts';

function draw(brush: HTMLElement, target: HTMLElement): void {
  import('./lottie.tsx')
    .then(async ({ loadAnimation, playLottie }) => {
      const animation = await loadAnimation('brush');
      brush.classList.add('newsletter__brush--drawing');
      playLottie(target, animation, {
        loop: false,
        onComplete: () => brush.classList.add('newsletter__brush--drawn'),
      });
    })
    // Without the player or the animation (offline), the still stroke stays.
    .catch(() => {});
}

/**
 * The newsletter block's brush stroke, drawn once in 1.5 s as the block comes up to 85 % of
 * the viewport. A block already there when the page opens (a short page) keeps its still
 * stroke until it leaves and comes up again, so React and the Lottie player stay off the
 * first load; the entry notes the scroll position at the start, so a late island can tell.
 * Under reduced motion the stroke stays still too.
 */
export function startNewsletterBrush(block: HTMLElement): void {
  const brush = block.querySelector<HTMLElement>('.newsletter__brush');
  const target = brush?.querySelector<HTMLElement>('.newsletter__brush-player');
  if (!brush || !target || prefersReducedMotion() || !('IntersectionObserver' in window)) return;
  // In view when the page opened: wait until it has left and comes up again. The observer's
  // first report says where the block is, without forcing a layout while the page loads.
  let skipNext: boolean | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      const last = entries.at(-1);
      if (!last) return;
      if (skipNext === undefined) {
        const top = last.boundingClientRect.top + window.scrollY;
        skipNext = top < pageOpen.scrollY + pageOpen.viewportHeight * NEWSLETTER_BRUSH_VIEWPORT_RATIO;
      }
      const inView = entries.some((entry) => entry.isIntersecting);
      if (inView && !skipNext) {
        observer.disconnect();
        draw(brush, target);
      }
      if (!inView) skipNext = false;
    },
    { rootMargin: NEWSLETTER_BRUSH_ROOT_MARGIN },
  );
  observer.observe(block);
}
