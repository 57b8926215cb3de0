const SAME_PRESS_MS = 500;

/**
 * The header's language box expands on hover or focus and closes on a click outside it
 * (docs/product.md "Behaviour and timings"). Without JavaScript the same happens in CSS with `:hover` and `:focus-within`;
 * the island takes over so that a tap opens it and a tap elsewhere closes it.
 */
export function startLanguageDropdown(box: HTMLElement): void {
  const button = box.querySelector<HTMLButtonElement>('.language-switcher__current');
  if (!button) return;
  box.dataset.managed = 'true';
  // A press focuses the button (which opens the box) and then clicks it: that click must not close it again.
  let openedAt = 0;
  const setOpen = (open: boolean) => {
    if (open && !box.hasAttribute('data-open')) openedAt = performance.now();
    box.toggleAttribute('data-open', open);
    button.setAttribute('aria-expanded', String(open));
  };
  setOpen(box.contains(document.activeElement));

  button.addEventListener('click', () => {
    const open = box.hasAttribute('data-open');
    if (open && performance.now() - openedAt < SAME_PRESS_MS) return;
    setOpen(!open);
  });
  // Focus arriving from outside opens it; focus moving within (Escape hands it to the button) does not.
  box.addEventListener('focusin', (event) => {
    if (!box.contains(event.relatedTarget as Node | null)) setOpen(true);
  });
  box.addEventListener('focusout', (event) => {
    if (!box.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !box.hasAttribute('data-open')) return;
    button.focus();
    setOpen(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (!box.contains(event.target as Node)) setOpen(false);
  });
}
