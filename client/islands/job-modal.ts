import { TIMINGS_MS } from '../../shared/constants.ts';

export const WORK_MODAL_EVENT = 'workmodal';

/** What a `workmodal` event may bring; without it the modal shows the CMS's own text. */
export type WorkModalDetail = { title?: string; role?: string; description?: string };

function setText(dialog: HTMLElement, selector: string, text: string | undefined): void {
  const element = dialog.querySelector<HTMLElement>(selector);
  if (element && text !== undefined) element.textContent = text;
}

/**
 * The job-info modal (docs/product.md "Behaviour and timings"): the `workmodal` event opens it after 100 ms; 300 ms after it
 * closes, what the event put in is cleared back to the CMS text. A native modal dialog, so
 * focus stays inside, Escape closes it and focus returns to the opener.
 */
export function startJobModal(dialog: HTMLElement): void {
  if (!(dialog instanceof HTMLDialogElement)) return;
  const content = dialog.querySelector<HTMLElement>('.job-modal__content');
  const original = content?.cloneNode(true) as HTMLElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  window.addEventListener(WORK_MODAL_EVENT, (event) => {
    const detail = (event as CustomEvent<WorkModalDetail | null>).detail ?? {};
    clearTimeout(timer);
    setText(dialog, '#job-modal-title', detail.title);
    setText(dialog, '.job-modal__role', detail.role);
    setText(dialog, '.job-modal__description', detail.description);
    timer = setTimeout(() => {
      if (!dialog.open) dialog.showModal();
    }, TIMINGS_MS.modalOpen);
  });

  dialog.addEventListener('close', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (content && original) content.replaceChildren(...original.cloneNode(true).childNodes);
    }, TIMINGS_MS.modalClose);
  });
  // A click on the backdrop (the dialog box itself, outside its content) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  for (const trigger of document.querySelectorAll<HTMLButtonElement>('[data-workmodal]')) {
    trigger.hidden = false;
    trigger.addEventListener('click', () => window.dispatchEvent(new CustomEvent(WORK_MODAL_EVENT)));
  }
}
