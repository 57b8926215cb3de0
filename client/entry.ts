import './styles/fonts.css';
import './styles/main.css';
import { startIslands } from './islands/runtime.ts';

/**
 * The browser entry. Islands hydrate from here (ARCHITECTURE.md step 8); a page without
 * islands loads nothing else.
 */
document.documentElement.classList.add('js');
startIslands();
