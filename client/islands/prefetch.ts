/** How many pages are fetched ahead at most, so a phone's data is not spent on guesses. */
const MAX_PREFETCHES = 4;
const HOVER_INTENT_MS = 80;

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Never on 2g or with Save-Data (docs/product.md "Behaviour and timings"). */
export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

const prefetched = new Set<string>();

function prefetch(url: URL): void {
  const key = url.pathname + url.search;
  if (prefetched.has(key)) return;
  prefetched.add(key);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = key;
  document.head.append(link);
}

/** A page of this site other than this one; the language switch sets a cookie, so never that. */
function candidate(anchor: HTMLAnchorElement): URL | null {
  if (anchor.target || anchor.hasAttribute('download') || anchor.closest('[data-no-prefetch]')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/lang/')) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

/**
 * The links of the main content in view, in document order. An observer's first report says so
 * without forcing a layout: measuring each link would lay out, one by one, the cards and sections
 * that `content-visibility` leaves unrendered while they are out of view.
 */
function linksInView(): Promise<HTMLAnchorElement[]> {
  const anchors = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')];
  if (anchors.length === 0 || !('IntersectionObserver' in window)) return Promise.resolve([]);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      const inView = new Set(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target));
      resolve(anchors.filter((anchor) => inView.has(anchor)));
    });
    for (const anchor of anchors) observer.observe(anchor);
  });
}

/**
 * Likely next pages, fetched when the browser is idle (2000 ms timeout, docs/product.md "Behaviour and timings"): the booking
 * page and the links in view in the main content, then whatever the pointer rests on.
 */
export async function prefetchLikelyPages(): Promise<void> {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!prefetchAllowed(connection)) return;
  const likely = [
    ...document.querySelectorAll<HTMLAnchorElement>('a.site-header__book[href], a.floating-booking[href]'),
    ...(await linksInView()),
  ];
  for (const anchor of likely) {
    if (prefetched.size >= MAX_PREFETCHES) break;
    const url = candidate(anchor);
    if (url) prefetch(url);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener(
    'pointerover',
    (event) => {
      const anchor = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
      clearTimeout(timer);
      if (!anchor) return;
      timer = setTimeout(() => {
        const url = candidate(anchor);
        if (url) prefetch(url);
      }, HOVER_INTENT_MS);
    },
    { passive: true },
  );
}
