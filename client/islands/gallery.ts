import { format } from '../../shared/i18n/format.ts';
import { TIMINGS_MS } from '../../shared/constants.ts';
import { trapFocus } from './focus-trap.ts';
import { GALLERY_CLOSE, GALLERY_CLOSED, GALLERY_OPEN, type GalleryItem, type GalleryOpenDetail } from './gallery-events.ts';
import { reveal } from './reveal.ts';
import { startIsland } from './runtime.ts';
import { lockScroll } from './scroll-lock.ts';

const SWIPE_MIN_PX = 50;

/** The next index with wrap-around: the gallery loops (docs/product.md "Constants and limits"). */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

function itemsOf(list: HTMLElement): GalleryItem[] {
  return [...list.querySelectorAll<HTMLAnchorElement>('a.gallery__open')].map((link) => {
    const image = link.querySelector('img');
    return {
      src: link.href,
      srcset: link.dataset.srcset || undefined,
      alt: image?.alt ?? '',
      width: image?.width,
      height: image?.height,
    };
  });
}

/** A page's image grid: each link opens the overlay at its own image instead of the file. */
function startGrid(list: HTMLElement): void {
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.gallery__open');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const index = [...list.querySelectorAll('a.gallery__open')].indexOf(link);
    const detail: GalleryOpenDetail = { items: itemsOf(list), index };
    window.dispatchEvent(new CustomEvent(GALLERY_OPEN, { detail }));
  });
}

/**
 * The full-screen overlay (docs/product.md "Behaviour and timings", "Constants and limits"): opened by an event, it locks the page's scrolling,
 * shows after 100 ms, one image at a time with a counter, previous/next looping, no dots;
 * arrows, Escape and swipes work. Closing fades over 180 ms, then emits `gallery:closed`.
 */
function startOverlay(overlay: HTMLElement, props: { counter?: string }): void {
  const stage = overlay.querySelector<HTMLElement>('.gallery-overlay__stage');
  const counter = overlay.querySelector<HTMLElement>('.gallery-overlay__counter');
  const closeButton = overlay.querySelector<HTMLButtonElement>('.gallery-overlay__close');
  if (!stage || !counter || !closeButton) return;
  let items: GalleryItem[] = [];
  let index = 0;
  let opener: HTMLElement | null = null;
  let releaseFocus: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (next: number) => {
    index = wrapIndex(next, items.length);
    const item = items[index];
    if (!item) return;
    const image = document.createElement('img');
    image.src = item.src;
    if (item.srcset) {
      image.srcset = item.srcset;
      image.sizes = '92vw';
    }
    image.alt = item.alt;
    if (item.width && item.height) {
      image.width = item.width;
      image.height = item.height;
    }
    stage.replaceChildren(image);
    counter.textContent = format(props.counter ?? '{current} / {total}', { current: index + 1, total: items.length });
  };

  const open = (detail: GalleryOpenDetail) => {
    if (!detail?.items?.length) return;
    clearTimeout(timer);
    items = detail.items;
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll('gallery', true);
    show(detail.index ?? 0);
    overlay.dataset.multiple = String(items.length > 1);
    timer = setTimeout(() => {
      reveal(overlay, 'gallery-overlay--shown');
      releaseFocus = trapFocus(overlay);
      closeButton.focus();
    }, TIMINGS_MS.modalOpen);
  };

  const close = () => {
    if (overlay.hidden) return;
    clearTimeout(timer);
    overlay.classList.remove('gallery-overlay--shown');
    releaseFocus?.();
    releaseFocus = null;
    timer = setTimeout(() => {
      overlay.hidden = true;
      stage.replaceChildren();
      lockScroll('gallery', false);
      opener?.focus();
      window.dispatchEvent(new CustomEvent(GALLERY_CLOSED));
    }, TIMINGS_MS.galleryClose);
  };

  window.addEventListener(GALLERY_OPEN, (event) => open((event as CustomEvent<GalleryOpenDetail>).detail));
  window.addEventListener(GALLERY_CLOSE, close);
  closeButton.addEventListener('click', close);
  overlay.querySelector('.gallery-overlay__previous')?.addEventListener('click', () => show(index - 1));
  overlay.querySelector('.gallery-overlay__next')?.addEventListener('click', () => show(index + 1));
  // On the document, not the overlay: a click on the picture moves focus to the body, and the
  // keys must still work then (the overlay is modal, so every key while it is open is its own).
  document.addEventListener('keydown', (event) => {
    if (overlay.hidden || !overlay.classList.contains('gallery-overlay--shown')) return;
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
  });
  let startX: number | null = null;
  stage.addEventListener('pointerdown', (event) => {
    startX = event.clientX;
  });
  stage.addEventListener('pointerup', (event) => {
    if (startX === null) return;
    const distance = event.clientX - startX;
    startX = null;
    if (Math.abs(distance) >= SWIPE_MIN_PX) show(distance < 0 ? index + 1 : index - 1);
  });
}

/** One chunk for the overlay and the grids: whichever marker fires first loads it. */
export function startGallery(element: HTMLElement, props: unknown): void {
  if (element.classList.contains('gallery-overlay')) {
    startOverlay(element, props as { counter?: string });
    return;
  }
  startGrid(element);
  // A grid seen before the idle overlay started: start the overlay now, so a click works.
  const overlay = document.querySelector<HTMLElement>('.gallery-overlay[data-island="gallery"]');
  if (overlay) startIsland(overlay);
}
