/**
 * Where the visitor was when the page opened, read once by the entry before any island
 * starts: an island starting later can still tell what was in view at the start.
 */
export const pageOpen = { scrollY: window.scrollY, viewportHeight: window.innerHeight };
