/** Whether the visitor asked for less motion; asked each time, since it can change. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
