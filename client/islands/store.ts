import { atom, createStore } from 'jotai/vanilla';

/**
 * The one jotai store every island shares (docs/architecture.md "Islands"; docs/decisions/011): DOM islands and
 * the React forms read, write and subscribe to it directly, so an open menu, an open gallery and
 * a pending upload agree on who locks the page and what the progress bar shows.
 */
export const islandStore = createStore();

export const onlineAtom = atom(true);

/** Who currently needs the page behind them to stay still; the page scrolls when none do. */
export const scrollLocksAtom = atom<ReadonlySet<string>>(new Set<string>());

/** What the bar stands for: a form being sent, or the next page loading. */
export type ProgressKind = 'send' | 'navigation';
type ProgressState = { phase: 'idle' | 'running' | 'done' | 'failed'; value: number; kind?: ProgressKind };
/** Work the visitor waits for (a form being sent, the next page), shown by the progress bar island. */
export const progressAtom = atom<ProgressState>({ phase: 'idle', value: 0 });
