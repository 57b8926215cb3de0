import { islandStore, progressAtom } from './store.ts';

/** Draws the shared progress state: hidden when idle, a bar that fills, red when it failed. */
export function startProgressBar(bar: HTMLElement): void {
  const fill = bar.querySelector<HTMLElement>('.progress-bar__fill');
  const render = () => {
    const { phase, value } = islandStore.get(progressAtom);
    bar.hidden = phase === 'idle';
    bar.classList.toggle('progress-bar--failed', phase === 'failed');
    bar.setAttribute('aria-valuenow', String(Math.round(value * 100)));
    if (fill) fill.style.transform = `scaleX(${value})`;
  };
  islandStore.sub(progressAtom, render);
  render();
}
