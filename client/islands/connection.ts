import { islandStore, onlineAtom } from './store.ts';

type ConnectionProps = { offline?: string; online?: string };

const BACK_ONLINE_SHOWN_MS = 4000;

/**
 * Online/offline status (docs/product.md "Behaviour and timings"): kept in the shared store, and said in a live status line
 * while the connection is gone (and briefly when it is back), so nobody types a long form
 * into the void. The line is always in the page, so a change of its text is announced.
 */
export function startConnection(line: HTMLElement, props: unknown): void {
  const { offline = 'Offline', online = 'Online' } = props as ConnectionProps;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    const wasOnline = islandStore.get(onlineAtom);
    const isOnline = navigator.onLine;
    islandStore.set(onlineAtom, isOnline);
    clearTimeout(timer);
    line.dataset.state = isOnline ? 'online' : 'offline';
    if (!isOnline) {
      line.textContent = offline;
    } else if (!wasOnline) {
      line.textContent = online;
      timer = setTimeout(() => {
        line.textContent = '';
      }, BACK_ONLINE_SHOWN_MS);
    }
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}
