import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * React islands (the forms) mount here. They share state with the DOM islands through the one
 * jotai store in `store.ts`, read and written directly (`islandStore.get/set`): no component
 * subscribes through jotai's React bindings, so no `<Provider>` is rendered and the bindings stay
 * out of the bundle.
 */
export function hydrateIsland(element: HTMLElement, node: ReactNode): Root {
  return hydrateRoot(element, node);
}

export function renderIsland(element: HTMLElement, node: ReactNode): Root {
  const root = createRoot(element);
  root.render(node);
  return root;
}
