import { useLottieLight } from 'lottie-react';
import urls from 'virtual:animations';
import { fetchJson } from './fetch-json.ts';
import { renderIsland } from './react-root.tsx';

type PlayOptions = { loop: boolean; onComplete?: () => void };

/**
 * The hook, not the `<LottieLight>` component: the component brings its own `<style>` element,
 * which the page's CSP (`style-src 'self'`) refuses; the display's size comes from our CSS.
 */
function Animation({ animation, options }: { animation: object; options: PlayOptions }) {
  const lottie = useLottieLight({
    src: animation,
    loop: options.loop,
    autoplay: true,
    subscriptions: options.onComplete ? { complete: options.onComplete } : undefined,
  });
  return <div className="lottie-display" ref={lottie.setDisplayRef} />;
}

/** One of client/animations, built into a JSON file (vite.config.ts). */
export function loadAnimation(name: keyof typeof urls): Promise<object> {
  return fetchJson<object>(urls[name], `animation ${name}`);
}

/**
 * Plays a Lottie animation into `container` with lottie-react's light player (SVG only, no
 * expressions, so no `eval`). Its own chunk: only imported when an animation is about to
 * show. Returns the function that removes it again.
 */
export function playLottie(container: HTMLElement, animation: object, options: PlayOptions): () => void {
  const root = renderIsland(container, <Animation animation={animation} options={options} />);
  return () => root.unmount();
}
