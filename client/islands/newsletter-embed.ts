import { NEWSLETTER_IFRAME_MIN_HEIGHT_PX } from '../../shared/constants.ts';

/** Largest height believed from a frame, so a broken form cannot make the page endless. */
const MAX_HEIGHT = 4000;

/**
 * The embedded newsletter form reports its height with `postMessage` (a number, or
 * `{ height }`); only messages from its own frame and configured origin are believed.
 */
export function startNewsletterEmbed(element: HTMLElement, props: unknown): void {
  const origin = (props as { origin?: string }).origin;
  const frame = element.querySelector('iframe');
  if (!origin || !frame) return;
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data as unknown;
    const height = Number(typeof data === 'object' && data !== null ? (data as { height?: unknown }).height : data);
    if (!Number.isFinite(height)) return;
    frame.height = String(Math.min(MAX_HEIGHT, Math.max(NEWSLETTER_IFRAME_MIN_HEIGHT_PX, Math.round(height))));
  });
}
