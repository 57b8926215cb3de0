import './styles/fonts.css';
import './styles/main.css';
import './styles/islands.css';
import './styles/consent.css';
import { TIMINGS_MS } from '../shared/constants.ts';
import { trackMode } from './islands/mode.ts';
import './islands/page-open.ts';
import { startIslands, whenIdle } from './islands/runtime.ts';

/**
 * The browser entry (docs/architecture.md "Islands"): the mode and the island runtime (which guards
 * against a chunk that fails to load); every behaviour comes in its own chunk when its strategy says.
 */
document.documentElement.classList.add('js');
trackMode();
startIslands();

whenIdle(() => void import('./islands/prefetch.ts').then((module) => module.prefetchLikelyPages()), TIMINGS_MS.idlePrefetchTimeout);
