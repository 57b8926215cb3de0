/**
 * Unhides `element` and adds `shownClass` at once, with its hidden look computed in between so
 * the CSS transition has a start state. Synchronous on purpose: a class added a frame later
 * could land after the element was closed again, and stay on it.
 */
export function reveal(element: HTMLElement, shownClass: string): void {
  element.hidden = false;
  element.getBoundingClientRect();
  element.classList.add(shownClass);
}
