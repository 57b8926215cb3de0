import { reloadAfterChunkFailure } from './chunk-reload.ts';
import { ISLANDS, type IslandDefinition, type IslandStart } from './registry.ts';
import { START_NOW } from './start-now.ts';

/**
 * The island runtime (docs/architecture.md "Islands"): a server-rendered `[data-island]` marker with
 * JSON props in `data-props`, and a chunk per island imported only when its strategy fires (the
 * islands of every page share one, preloaded with the entry: client/islands/every-page.ts):
 * at load, when the browser is idle, when the marker comes into view, or on the first
 * interaction with it.
 */
const INTERACTIONS = ['focusin', 'pointerdown', 'pointerenter', 'touchstart', 'keydown'] as const;

function readProps(element: HTMLElement): unknown {
  try {
    return JSON.parse(element.dataset.props ?? '{}');
  } catch {
    return {};
  }
}

async function start(element: HTMLElement, definition: IslandDefinition, beforeRun?: () => Promise<void>): Promise<void> {
  if (element.dataset.islandStarted) return;
  element.dataset.islandStarted = 'true';
  let run: IslandStart | undefined;
  try {
    run = await definition.load();
    await beforeRun?.();
  } catch (error) {
    if (!navigator.onLine) {
      // The connection dropped: try again when it is back; the server markup works meanwhile.
      delete element.dataset.islandStarted;
      window.addEventListener('online', () => void start(element, definition), { once: true });
      return;
    }
    // Most likely a deploy replaced the chunk: one guarded reload, or the server markup stays.
    if (!reloadAfterChunkFailure()) console.warn(`island ${element.dataset.island} did not load: ${(error as Error).message}`);
    return;
  }
  // A failed preload that started the reload resolves to nothing: the page is going away.
  if (typeof run !== 'function') return;
  try {
    await run(element, readProps(element));
    // Its listeners are in place: what a test (or a debugging eye) waits for before using it.
    element.dataset.islandReady = 'true';
  } catch (error) {
    console.warn(`island ${element.dataset.island} did not start: ${(error as Error).message}`);
  }
}

/** When the browser has nothing else to do, or after `timeout` ms at the latest. */
export function whenIdle(callback: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout });
  else setTimeout(callback, 200);
}

function whenVisible(element: HTMLElement, rootMargin: string, callback: () => void): void {
  if (!('IntersectionObserver' in window)) {
    callback();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin },
  );
  observer.observe(element);
}

function onFirstInteraction(element: HTMLElement, callback: () => void): void {
  const trigger = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, trigger, true);
    callback();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, trigger, { capture: true, passive: true });
}

/**
 * The idle islands, started one at a time: each waits for an idle period to load its chunk and
 * another to start, so no two of them, nor a chunk's evaluation and its start, share one task
 * while the page is still loading (a long task there is time the visitor cannot use the page).
 */
const idleTurns: (() => Promise<void>)[] = [];
let idleTurnsRunning = false;

function inIdleTurn(work: () => Promise<void>): void {
  idleTurns.push(work);
  if (idleTurnsRunning) return;
  idleTurnsRunning = true;
  const next = () => {
    const turn = idleTurns.shift();
    if (!turn) {
      idleTurnsRunning = false;
      return;
    }
    whenIdle(() => void turn().finally(next));
  };
  next();
}

/** An idle island waiting to start, and what ends its wait at once (a request to start now). */
const waiting = new WeakMap<HTMLElement, () => void>();
/** Asked to start now while its chunk was still loading: it does not wait for idle time after. */
const askedNow = new WeakSet<HTMLElement>();

/** Between a chunk and its start: the next idle period, or just the next task without idle callbacks. */
const nextIdle = (element: HTMLElement) => () =>
  new Promise<void>((resolve) => {
    if (askedNow.has(element)) {
      resolve();
      return;
    }
    const done = () => {
      waiting.delete(element);
      resolve();
    };
    waiting.set(element, done);
    if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: 2000 });
    else setTimeout(done, 0);
  });

function schedule(element: HTMLElement, definition: IslandDefinition): void {
  const go = () => void start(element, definition);
  if (definition.strategy === 'load') go();
  else if (definition.strategy === 'idle') inIdleTurn(() => start(element, definition, nextIdle(element)));
  else if (definition.strategy === 'visible') whenVisible(element, definition.rootMargin ?? '0px', go);
  else onFirstInteraction(element, go);
}

/** A definition with a media query waits until the query matches, now or after a resize. */
function scheduleWhenMatching(element: HTMLElement, definition: IslandDefinition): void {
  const query = definition.media ? window.matchMedia(definition.media) : null;
  if (!query || query.matches) {
    schedule(element, definition);
    return;
  }
  const onChange = () => {
    if (!query.matches) return;
    query.removeEventListener('change', onChange);
    schedule(element, definition);
  };
  query.addEventListener('change', onChange);
}

/** Starts one island now, whatever its strategy (a grid needs its overlay before a click). */
function startIsland(element: HTMLElement): void {
  const definition = ISLANDS[element.dataset.island ?? ''];
  askedNow.add(element);
  waiting.get(element)?.();
  if (definition) void start(element, definition);
}

let startsOnRequest = false;

export function startIslands(root: ParentNode = document): void {
  if (!startsOnRequest) {
    startsOnRequest = true;
    // An island's code asks for another marker to start now (start-now.ts), without importing the runtime.
    document.addEventListener(START_NOW, (event) => {
      if (event.target instanceof HTMLElement) startIsland(event.target);
    });
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const definition = ISLANDS[element.dataset.island ?? ''];
    if (definition) scheduleWhenMatching(element, definition);
  }
}
