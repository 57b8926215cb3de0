import { Provider } from 'jotai/react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { islandStore } from './store.ts';

/** Every React island renders inside the one shared store (ARCHITECTURE.md step 8). */
function withStore(node: ReactNode): ReactNode {
  return <Provider store={islandStore}>{node}</Provider>;
}

export function hydrateIsland(element: HTMLElement, node: ReactNode): Root {
  return hydrateRoot(element, withStore(node));
}

export function renderIsland(element: HTMLElement, node: ReactNode): Root {
  const root = createRoot(element);
  root.render(withStore(node));
  return root;
}
