import { childAgeQuery, formsOnRoute, MAX_CHILDREN, STAY_QUERY } from '../../shared/forms/index.ts';
import { matchRoute } from '../../shared/routes/index.ts';
import { screenOf } from '../../shared/screens/index.ts';

/**
 * The query parameters a page reads, decided here only (docs/product.md "Addresses"). Anything
 * else in a page's query (`utm_*`, `gclid`, `?x=1`, a cache buster) changes nothing on it: it
 * is left out of the kept page's key and of the address the page is rendered from, so one kept
 * page answers every value of it, and nothing a page did not read can end up in a kept page.
 */

/** Read on every page: a draft preview's link (middleware/preview.ts, `PREVIEW_PARAM`) and the QR entry's marker (middleware/qr-entry.ts). */
const EVERY_PAGE: ReadonlySet<string> = new Set(['preview', 'fq']);

/** The stay search's query, which the availability request reads too (shared/forms/stay-search.ts, worker/forms/prefill.ts), with each child's age. */
const STAY_NAMES: ReadonlySet<string> = new Set([
  ...Object.values(STAY_QUERY),
  ...Array.from({ length: MAX_CHILDREN }, (_, index) => childAgeQuery(index + 1)),
]);

/**
 * Whether a page reads the stay query: its screen says so (the home page's date search, the
 * booking page, the booking call of an accommodation and an offer), or it carries the
 * availability request.
 */
function readsStay(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && (screenOf(match.name).readsStay === true || formsOnRoute(match.name).includes('availability'));
}

/**
 * A page's address as far as the page reads it: the parameters it reads, by name, and nothing
 * else; the URL itself when it has no query (that case allocates nothing).
 *
 * @example
 * pageAddress('https://x.it/contatti?utm_source=nl&x=1&fq=1') // 'https://x.it/contatti?fq=1'
 * pageAddress('https://x.it/prenota?gclid=a&checkin=2027-07-01') // 'https://x.it/prenota?checkin=2027-07-01'
 */
export function pageAddress(url: string): string {
  if (!url.includes('?')) return url;
  const parsed = new URL(url);
  const entries = [...parsed.searchParams];
  const stay = entries.some(([name]) => STAY_NAMES.has(name)) && readsStay(parsed.pathname);
  const kept = new URLSearchParams(entries.filter(([name]) => EVERY_PAGE.has(name) || (stay && STAY_NAMES.has(name))));
  // In one order: the same search written in another order is the same page (a name given twice keeps its values' order).
  kept.sort();
  parsed.search = kept.toString();
  return parsed.href;
}
