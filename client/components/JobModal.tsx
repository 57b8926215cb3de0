import type { JobModal as JobModalContent } from '../../shared/cms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { CmsImage } from './CmsImage.tsx';
import { IMAGE_SIZES } from './image-sizes.ts';

/**
 * The job-info modal (docs/product.md "Screens and addresses", "Content"): a native dialog, closed until the `workmodal` event
 * opens it (its island), so it is never in the way of a page without JavaScript.
 */
export function JobModal({ locale, content }: { locale: Locale; content: JobModalContent }) {
  const m = getMessages(locale);
  return (
    <dialog className="job-modal" aria-labelledby="job-modal-title" data-island="job-modal">
      <form method="dialog" className="job-modal__close-form">
        <button type="submit" className="job-modal__close" aria-label={m.common.close}>
          <span aria-hidden="true">×</span>
        </button>
      </form>
      {content.immagine ? <CmsImage image={content.immagine} sizes={IMAGE_SIZES.jobModal} className="job-modal__image" /> : null}
      <div className="job-modal__content">
        <h2 id="job-modal-title">{content.titolo}</h2>
        <p className="job-modal__role">{content.ruolo}</p>
        <p className="job-modal__description">{content.descrizione}</p>
      </div>
    </dialog>
  );
}

/** Opens the modal; shown by the modal's island, since without JavaScript it could do nothing. */
export function JobModalTrigger({ locale }: { locale: Locale }) {
  const m = getMessages(locale);
  return (
    <p className="container job-modal-trigger">
      <button type="button" className="button button--ghost" data-workmodal hidden>
        {m.layout.jobModalOpen}
      </button>
    </p>
  );
}
