/**
 * The parts of a request's address, read from `request.url` as the runtime wrote it (WHATWG
 * serialised: scheme, `//`, host, then the path), without parsing a `URL` object: every
 * request reads its path in several layers, and on a kept page's answer those parses were a
 * measurable share of its CPU (docs/bench/README.md "Speed at the edge"). Equal to `new
 * URL(url).pathname`, `.search` and `.host` for every address the runtime hands a worker
 * (tests/unit/request-url.test.ts).
 */

/** Where the host ends and the path starts. */
function pathStart(url: string): number {
  const afterScheme = url.indexOf('//') + 2;
  const slash = url.indexOf('/', afterScheme);
  return slash === -1 ? url.length : slash;
}

/** Where the path ends: at the query, the fragment or the end. */
function pathEnd(url: string, from: number): number {
  for (let index = from; index < url.length; index += 1) {
    const code = url.charCodeAt(index);
    if (code === 63 /* ? */ || code === 35 /* # */) return index;
  }
  return url.length;
}

/** The path as written (percent-encoding kept), `/` at least: `URL.pathname`. */
export function pathOf(url: string): string {
  const start = pathStart(url);
  return start === url.length ? '/' : url.slice(start, pathEnd(url, start));
}

/** The query with its `?`, or empty (also for a bare `?`): `URL.search`. */
export function searchOf(url: string): string {
  const start = pathEnd(url, pathStart(url));
  // The path ended at the fragment (a `?` in it is the fragment's) or at the end: no query.
  if (url.charCodeAt(start) !== 63 /* ? */) return '';
  const hash = url.indexOf('#', start);
  const search = hash === -1 ? url.slice(start) : url.slice(start, hash);
  return search === '?' ? '' : search;
}

/** The host with its port, if any: `URL.host`. */
export function hostOf(url: string): string {
  return url.slice(url.indexOf('//') + 2, pathStart(url));
}
