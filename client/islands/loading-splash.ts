import { HIDE_LOADING, SHOW_LOADING, type ShowLoadingDetail } from './loading-events.ts';
import { prefersReducedMotion } from './motion.ts';

/** How long the splash takes to slide away (its CSS transition). */
const SLIDE_MS = 600;

/**
 * The loading splash (docs/product.md "Behaviour and timings"): on `show-loading` it covers the page with the heart pulsing
 * (a 4 s Lottie loop, its player loaded only now); on `hide-loading` it slides away. Under
 * reduced motion the heart stays still and nothing is loaded for it.
 */
export function startLoadingSplash(splash: HTMLElement): void {
  const label = splash.querySelector<HTMLElement>('.visually-hidden');
  const defaultLabel = label?.textContent ?? '';
  const heart = splash.querySelector<HTMLElement>('.loading-splash__animation');
  let stopAnimation: (() => void) | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let showing = false;

  window.addEventListener(SHOW_LOADING, (event) => {
    const detail = (event as CustomEvent<ShowLoadingDetail | null>).detail;
    clearTimeout(hideTimer);
    showing = true;
    if (label) label.textContent = detail?.label ?? defaultLabel;
    splash.classList.remove('loading-splash--leaving');
    splash.hidden = false;
    if (heart && !stopAnimation && !prefersReducedMotion()) {
      import('./lottie.tsx')
        .then(async ({ loadAnimation, playLottie }) => {
          const animation = await loadAnimation('heart');
          if (!showing || stopAnimation) return;
          splash.classList.add('loading-splash--animated');
          stopAnimation = playLottie(heart, animation, { loop: true });
        })
        // Without the player or the animation (offline), the still heart stays.
        .catch(() => {});
    }
  });

  window.addEventListener(HIDE_LOADING, () => {
    if (!showing) return;
    showing = false;
    splash.classList.add('loading-splash--leaving');
    hideTimer = setTimeout(
      () => {
        splash.hidden = true;
        splash.classList.remove('loading-splash--leaving', 'loading-splash--animated');
        stopAnimation?.();
        stopAnimation = null;
      },
      prefersReducedMotion() ? 0 : SLIDE_MS,
    );
  });
}
