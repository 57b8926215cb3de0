import { buildPath } from './href.ts';
import { matchRoute, type RouteMatch, staticPathFolded } from './match.ts';

/**
 * One address per page: other spellings of a page (a trailing slash, other case, empty
 * segments, `/index.html`, percent-encoded letters) are answered with a 301 to the way the
 * site writes it (`buildPath`), which keeps its own capitals (`/pl/Kontakt`).
 */

/** Letters, digits and `-._~` need no encoding: `%61` is `a` (RFC 3986 section 2.3). */
const ENCODED = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * A path with empty segments (`//`, a trailing slash) and a final `index.html` dropped,
 * unreserved characters decoded and other escapes in upper case. Case is kept.
 *
 * @example
 * normalizeSpelling('/en//about-us/index.html') // '/en/about-us'
 * normalizeSpelling('/chi-si%61mo/') // '/chi-siamo'
 */
export function normalizeSpelling(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.at(-1)?.toLowerCase() === 'index.html') segments.pop();
  const decoded = segments.map((segment) =>
    segment.replace(ENCODED, (encoded, hex: string) => {
      const char = String.fromCharCode(Number.parseInt(hex, 16));
      return UNRESERVED.test(char) ? char : encoded.toUpperCase();
    }),
  );
  return `/${decoded.join('/')}`;
}

export type CanonicalMatch = RouteMatch & {
  /** The page's address as the site writes it. */
  path: string;
  /** True when the page has no parameters: it exists whatever the CMS holds about items. */
  fixed: boolean;
};

/**
 * The page a path is some spelling of, with its canonical address, or null when no route
 * fits any spelling of it. Tried in order: the path as normalised, a fixed page in any case,
 * then the whole path in lower case (slugs are lower case).
 */
export function canonicalMatch(pathname: string): CanonicalMatch | null {
  const normalized = normalizeSpelling(pathname);
  const folded = staticPathFolded(normalized.toLowerCase());
  const match = matchRoute(normalized) ?? (folded ? matchRoute(folded) : null) ?? matchRoute(normalized.toLowerCase());
  if (!match) return null;
  return { ...match, path: buildPath(match.name, match.locale, match.params), fixed: Object.keys(match.params).length === 0 };
}

/**
 * The same page with its item part (the parameters: slugs, a unit's type and group) in lower
 * case, as the CMS writes slugs, or null when it already is. Tried only once the item as written
 * is not found, so a slug the CMS does write with capitals keeps its page
 * (`/offerte/Prenota-Prima` → `/offerte/prenota-prima`; docs/product.md "Addresses").
 */
export function itemPartFolded(match: CanonicalMatch): CanonicalMatch | null {
  const entries = Object.entries(match.params);
  if (entries.every(([, value]) => value === value.toLowerCase())) return null;
  const params = Object.fromEntries(entries.map(([key, value]) => [key, value.toLowerCase()]));
  // Matched again: `/sistemazioni/Mappa` is a type as written, the map page in lower case.
  const folded = matchRoute(buildPath(match.name, match.locale, params));
  if (!folded) return null;
  return { ...folded, path: buildPath(folded.name, folded.locale, folded.params), fixed: Object.keys(folded.params).length === 0 };
}
