/** The event that asks the island runtime (runtime.ts) to start a marker now, whatever its strategy. */
export const START_NOW = 'island:start-now';

/** Starts the island of `element` now, through the runtime, which starts each marker once. */
export function startNow(element: HTMLElement): void {
  element.dispatchEvent(new Event(START_NOW, { bubbles: true }));
}
