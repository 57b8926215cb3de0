import { islandStore, scrollLocksAtom } from './store.ts';

/** Adds or removes one reason for the page not to scroll; `html.scroll-locked` follows the set. */
export function lockScroll(owner: string, locked: boolean): void {
  const current = islandStore.get(scrollLocksAtom);
  if (current.has(owner) === locked) return;
  const next = new Set(current);
  if (locked) next.add(owner);
  else next.delete(owner);
  islandStore.set(scrollLocksAtom, next);
}

islandStore.sub(scrollLocksAtom, () => {
  document.documentElement.classList.toggle('scroll-locked', islandStore.get(scrollLocksAtom).size > 0);
});
