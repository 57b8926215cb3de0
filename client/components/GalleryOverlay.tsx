import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';

/**
 * The full-screen gallery (docs/product.md "Screens and addresses"): counter, previous/next and close, one image at a time.
 * One empty, hidden overlay per page; the gallery island fills it from the page's own
 * gallery when it is opened, so pages without JavaScript keep their plain image grid.
 */
export function GalleryOverlay({ locale }: { locale: Locale }) {
  const m = getMessages(locale);
  return (
    <div
      className="gallery-overlay"
      role="dialog"
      aria-modal="true"
      aria-label={m.layout.galleryLabel}
      data-island="gallery"
      data-props={JSON.stringify({ counter: m.layout.galleryCounter })}
      hidden
    >
      <p className="gallery-overlay__counter" aria-live="polite" />
      <figure className="gallery-overlay__stage" />
      <button type="button" className="gallery-overlay__previous" aria-label={m.common.previous}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="gallery-overlay__next" aria-label={m.common.next}>
        <span aria-hidden="true">›</span>
      </button>
      <button type="button" className="gallery-overlay__close" aria-label={m.common.close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
