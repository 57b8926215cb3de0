import { CONSENT_STORAGE_KEY } from '../../shared/consent.ts';

/**
 * The cookie-consent dialog's opener, an inline script right after the dialog. On a first visit
 * (no choice stored at all) it opens the dialog in the next frame, just before the browser styles
 * and lays out what it has parsed: that one pass knows the dialog is modal, and the parser's task
 * is not made longer by a forced one. Opened later by its island, the dialog made the browser
 * restyle the whole page once more (it becomes inert) in a task of its own after the first paint.
 * The focus goes to the dialog's title without a focus ring: nobody has pressed a key yet, and a
 * ring on a phone that opened a page reads as a fault. showModal focuses the title already, but
 * rings it as the browser does for a focus before any input; focused again, it drops the ring.
 * It marks the dialog `data-consent-asked`, so the island, starting later, does not open it again
 * after a visitor has dismissed it with Escape, and so that it does not slide in while the page
 * loads (client/styles/consent.css; the island clears the mark when it closes). The rest stays
 * with the island (client/islands/consent.ts): a stored choice that has expired, the privacy page
 * (where the dialog opens without blocking what it explains), the buttons. The
 * Content-Security-Policy allows this exact text by its SHA-256 hash.
 */
export const CONSENT_OPENER = `(function(d){try{if(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})!==null)return}catch(e){return}var a=d.querySelector("a[href]");if(!a||a.pathname!==location.pathname){d.dataset.consentAsked="";requestAnimationFrame(function(){if(d.open)return;d.showModal();var t=d.querySelector("h2");if(t){t.blur();t.focus({focusVisible:false})}})}})(document.currentScript.previousElementSibling);`;
