import { FRESH_MS } from '../cms/edge-cache.ts';
import { log } from '../log.ts';
import { withoutTracking } from './tracking-params.ts';

/**
 * Rendered pages kept in this isolate's memory, per URL, so a page that has not changed is
 * not rendered again for every visitor (issue 9: React rendering was most of a request's CPU).
 *
 * Why this is safe:
 * - Only a GET of a page of the route table with status 200 is kept, and only when every CMS
 *   answer it used was real (no failure, nothing malformed): a degraded page is never kept.
 *   Form posts (and their re-rendered pages with the visitor's values) are never read from
 *   or written to it.
 * - What differs per request is not in the kept HTML: the signed "shown at" stamps of the
 *   forms (ADR 004) are left as slots and signed anew for every answer. The day (the forms'
 *   "today", the booking page's opening label, the footer's year) is part of the key.
 * - The language comes from the path, which is in the key; on `/` the language detection
 *   runs before this (a redirect never reaches it), and pages never vary by cookie.
 * - A page is fresh as long as the oldest CMS answer it was made of (the CMS cache's 60 s),
 *   so it is never older than before; then it is served stale once more while it is rendered
 *   again behind the answer, with stale CMS answers refreshed first (stale-while-revalidate,
 *   as the CMS cache does).
 */

/** At most this much HTML is kept per isolate (Workers give an isolate 128 MB). */
const MAX_BYTES = 16 * 1024 * 1024;

export type CachedPage = {
  /** The HTML around the stamp slots: `parts.length === slots.length + 1`. */
  readonly parts: readonly string[];
  /** The form whose stamp goes after each part but the last. */
  readonly slots: readonly string[];
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Epoch ms after which the page is served stale and rendered again. */
  readonly freshUntil: number;
  readonly bytes: number;
  /** Issue 22: the cache tags of the content it shows, with when each was fetched (worker/publish/kept-pages.ts). */
  readonly tags: ReadonlyMap<string, number>;
};

/** Unguessable per isolate, so no CMS text can contain a slot; made on first use (no randomness at start-up in Workers). */
let slotPrefix: string | undefined;
const prefix = (): string => {
  slotPrefix ??= `formstamp${crypto.randomUUID().replaceAll('-', '')}`;
  return slotPrefix;
};

/** What a form's stamp is rendered as in a page that is kept: letters and digits, escaped by nothing. */
export const stampSlot = (form: string): string => `${prefix()}${form}`;

/** Days as the pages see them: the booking page's (UTC) and the forms' (Europe/Rome, see `todayAtTheLake`). */
const lakeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A page's key: its URL without tracking parameters (tracking-params.ts) and the days it was made on. */
export function pageKey(url: string, now: Date): string {
  return `${now.toISOString().slice(0, 10)}|${lakeDay.format(now)}|${withoutTracking(url)}`;
}

/** Headers that belong to one answer, not to the page. */
export const PER_ANSWER = new Set(['content-length', 'set-cookie', 'server-timing', 'date']);

/** A rendered page with stamp slots, cut at its slots, ready to keep. */
export function toCachedPage(
  html: string,
  response: Response,
  oldestAnswerAt: number,
  tags: ReadonlyMap<string, number> = new Map(),
): CachedPage {
  const parts: string[] = [];
  const slots: string[] = [];
  let last = 0;
  for (const match of html.matchAll(new RegExp(`${prefix()}([A-Za-z]+)`, 'g'))) {
    parts.push(html.slice(last, match.index));
    slots.push(match[1] as string);
    last = match.index + match[0].length;
  }
  parts.push(html.slice(last));
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!PER_ANSWER.has(name)) headers[name] = value;
  return {
    parts,
    slots,
    status: response.status,
    headers,
    freshUntil: oldestAnswerAt + FRESH_MS,
    bytes: html.length * 2,
    tags: new Map(tags),
  };
}

/** The page with this answer's stamps in its slots. */
export function fillStamps(page: CachedPage, stamps: Partial<Record<string, string>>): string {
  if (page.slots.length === 0) return page.parts[0] ?? '';
  let html = page.parts[0] ?? '';
  for (let index = 0; index < page.slots.length; index += 1) html += (stamps[page.slots[index] as string] ?? '') + page.parts[index + 1];
  return html;
}

/** May this answer be kept? One with the status a kept page has (a 200, or the 404 page's) that no header forbids sharing. */
export function isKeepable(response: Response, status = 200): boolean {
  if (response.status !== status || response.headers.has('set-cookie')) return false;
  return !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
}

/** Least recently used pages go first once the isolate holds `MAX_BYTES` of them. */
class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  #bytes = 0;

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (page) {
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (page.bytes > MAX_BYTES / 4) return;
    this.#pages.set(key, page);
    this.#bytes += page.bytes;
    for (const [oldest, old] of this.#pages) {
      if (this.#bytes <= MAX_BYTES) break;
      this.#pages.delete(oldest);
      this.#bytes -= old.bytes;
    }
  }

  delete(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= page.bytes;
  }

  /** Issue 22: the keys of kept pages made of content with any of these tags, least recently used first (worker/publish/warm-pages.ts). */
  keysTagged(tags: ReadonlySet<string>): string[] {
    return [...this.#pages].filter(([, page]) => [...page.tags.keys()].some((tag) => tags.has(tag))).map(([key]) => key);
  }
}

export const pageCache = new PageCache();

/** The stale answer is written out before the render behind it takes the thread. */
const REVALIDATE_AFTER_MS = 10;

/** Requests the worker makes to itself to render a stale page again (never a visitor's: not a header). */
const revalidations = new WeakSet<Request>();
/** Keys being rendered again, so a stale page starts one render, not one per visitor. */
const revalidating = new Set<string>();

export const isRevalidation = (request: Request): boolean => revalidations.has(request);

/**
 * Renders the page at `url` again behind the answer, through `render`, once per key at a
 * time. It starts a moment later, so the stale answer goes out first.
 */
export function revalidateOnce(key: string, url: string, render: (request: Request) => Promise<Response>): Promise<void> | undefined {
  if (revalidating.has(key)) return undefined;
  revalidating.add(key);
  const request = new Request(url, { method: 'GET' });
  revalidations.add(request);
  return new Promise((resolve) => setTimeout(resolve, REVALIDATE_AFTER_MS))
    .then(() => render(request))
    .then((response) => response.body?.cancel())
    .catch((error) => log({ level: 'error', event: 'page.revalidate_failed', url, error: String(error) }))
    .finally(() => revalidating.delete(key));
}
