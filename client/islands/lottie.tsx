import { LottieLight } from 'lottie-react';
import { renderIsland } from './react-root.tsx';

type PlayOptions = { loop: boolean; className?: string; onComplete?: () => void };

/**
 * Plays a Lottie animation into `container` with lottie-react's light player (SVG only, no
 * expressions, no `eval`, so the CSP stays strict). Its own chunk: only imported when an
 * animation is about to show. Returns the function that removes it again.
 */
export function playLottie(container: HTMLElement, animation: object, options: PlayOptions): () => void {
  const root = renderIsland(
    container,
    <LottieLight
      src={animation}
      loop={options.loop}
      autoplay
      className={options.className}
      subscriptions={options.onComplete ? { complete: options.onComplete } : undefined}
    />,
  );
  return () => root.unmount();
}
