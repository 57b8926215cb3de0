import './styles/fonts.css';
import './styles/main.css';
import './styles/islands.css';
import './styles/consent.css';
import { TIMINGS_MS } from '../shared/constants.ts';
import { watchPreloadErrors } from './islands/chunk-reload.ts';
import { trackMode } from './islands/mode.ts';
import './islands/page-open.ts';
import { startIslands, whenIdle } from './islands/runtime.ts';

/**
 * The browser entry (ARCHITECTURE.md step 8): the mode, the chunk-failure guard and the
 * island runtime; every behaviour comes in its own chunk when its strategy says.
 */
document.documentElement.classList.add('js');
watchPreloadErrors();
trackMode();
startIslands();

whenIdle(() => void import('./islands/prefetch.ts').then((module) => module.prefetchLikelyPages()), TIMINGS_MS.idlePrefetchTimeout);
