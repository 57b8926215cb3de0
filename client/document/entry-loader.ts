/**
 * The page's inline script besides the consent dialog's opener (consent-opener.ts): it adds the
 * browser entry as a module script once the document is parsed (when a `<script type="module"
 * src>` would have run). The Content-Security-Policy allows this exact text by its SHA-256 hash
 * and, through 'strict-dynamic', what it loads and what that loads in turn (chunks, the bot
 * check, the tag manager); no host is allowlisted. The entry's address is part of the text, so a
 * copy injected into a page can load nothing else.
 */
export function entryLoader(src: string): string {
  // JSON is a JavaScript string literal; `<` escaped so the text can never close its element.
  const address = JSON.stringify(src).replaceAll('<', '\\u003c');
  return `document.addEventListener("DOMContentLoaded",function(){var s=document.createElement("script");s.type="module";s.src=${address};document.head.appendChild(s)});`;
}
