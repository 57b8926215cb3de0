import { pathOf, searchOf } from './request-url.ts';

/** How large a request may be: its address and its headers (middleware/request-limits.ts refuses the rest). */

/**
 * The longest path answered. The route table's longest address is under 100 characters and the
 * legacy ones under 300; 2 KB is room for any honest link and a bound on what the route
 * matcher and the redirect lookup ever split and decode.
 */
export const MAX_PATH_LENGTH = 2048;
/** Path and query together: campaign links carry tracking parameters (gclid, fbclid, utm_*) of a few hundred bytes. */
const MAX_URL_LENGTH = 8192;
/**
 * The Cookie header: 8 KB, the common server default (nginx's header buffer), two full-size
 * (4 KB) cookies. The site itself sets one short cookie; more is a sign of something broken.
 */
const MAX_COOKIE_BYTES = 8192;
/** Any other header: 16 KB, Node's default for a whole request head; no browser sends a longer one. */
export const MAX_HEADER_BYTES = 16384;
/** All headers together: 32 KB, well above any browser's request and far below Cloudflare's own limit. */
const MAX_HEADERS_TOTAL_BYTES = 32768;

/** What is too large about a request, if anything. */
export function oversized(url: string, headers: Headers): 'uriTooLong' | 'headersTooLarge' | null {
  const pathname = pathOf(url);
  const search = searchOf(url);
  if (pathname.length > MAX_PATH_LENGTH || pathname.length + search.length > MAX_URL_LENGTH) return 'uriTooLong';
  let total = 0;
  for (const [name, value] of headers) {
    if (value.length > (name === 'cookie' ? MAX_COOKIE_BYTES : MAX_HEADER_BYTES)) return 'headersTooLarge';
    // Name, ": ", value and the line break, as on the wire.
    total += name.length + value.length + 4;
  }
  return total > MAX_HEADERS_TOTAL_BYTES ? 'headersTooLarge' : null;
}
