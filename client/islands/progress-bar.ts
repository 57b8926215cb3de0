import { type ProgressHandle, startProgress } from './progress.ts';
import { islandStore, type ProgressKind, progressAtom } from './store.ts';

type Labels = { send?: string; navigation?: string };

/**
 * A click that leaves this page for another page of the site in this tab: what the browser
 * will load while the visitor waits (a new tab, a download, an anchor on this page or a
 * modified click are not).
 */
export function leavesForPageOfSite(event: MouseEvent, here: URL): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, here);
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return false;
  return !(url.pathname === here.pathname && url.search === here.search);
}

/** A form the browser itself sends, replacing this page (the forms' islands send theirs in page and say so). */
function sendsItself(event: SubmitEvent): boolean {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return false;
  const target = event.submitter?.getAttribute('formtarget') ?? form.target;
  return !target || target === '_self';
}

/**
 * Draws the shared progress state: hidden when idle, a bar that fills, red when it failed.
 * It also starts the bar itself when the visitor follows a link of the site or sends a plain
 * form: the bar then runs until this page is replaced, and is reset if the browser brings the
 * page back from its cache (Back).
 */
export function startProgressBar(bar: HTMLElement, props: unknown): void {
  const labels = (props ?? {}) as Labels;
  const fill = bar.querySelector<HTMLElement>('.progress-bar__fill');
  const render = () => {
    const { phase, value, kind } = islandStore.get(progressAtom);
    bar.hidden = phase === 'idle';
    bar.classList.toggle('progress-bar--failed', phase === 'failed');
    const label = kind === 'navigation' ? labels.navigation : labels.send;
    if (label) bar.setAttribute('aria-label', label);
    bar.setAttribute('aria-valuenow', String(Math.round(value * 100)));
    if (fill) fill.style.transform = `scaleX(${value})`;
  };
  islandStore.sub(progressAtom, render);
  render();

  let leaving: ProgressHandle | null = null;
  const leave = (kind: ProgressKind) => {
    if (islandStore.get(progressAtom).phase === 'running') return;
    leaving = startProgress(kind);
  };
  // Bubbling, so islands that handle a click in page (gallery, menu) have said so first.
  document.addEventListener('click', (event) => {
    if (leavesForPageOfSite(event, new URL(location.href))) leave('navigation');
  });
  window.addEventListener('submit', (event) => {
    if (sendsItself(event as SubmitEvent)) leave('send');
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || !leaving) return;
    leaving.finish();
    leaving = null;
  });
}
