/**
 * The islands of the layout that start without an interaction on every page, with the small
 * modules they share. The build puts them in one chunk (`islands`, vite.config.ts) that the page
 * preloads with the entry: fetched as fourteen chunks of 55 bytes to 2.3 KB, in a chain four
 * round trips deep, each arrival was a task of its own on the main thread while the page loaded.
 * An island used by some pages only, or on an interaction, keeps a chunk of its own.
 */
export const EVERY_PAGE_ISLANDS = [
  'header',
  'floating-promo',
  'consent',
  'progress-bar',
  'connection',
  'loading-splash',
  'newsletter-brush',
] as const;

/** What they import, by module name in client/islands. */
export const EVERY_PAGE_HELPERS = ['progress', 'store', 'loading-events', 'motion', 'reveal', 'scroll-lock'] as const;
