import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CmsClient } from '../cms/client.ts';
import { type CmsSource, Content } from '../cms/content.ts';
import { openSource } from '../cms/open-content.ts';
import { FRESH_MS } from '../cms/edge-cache.ts';
import { learnTags, publishedSince } from '../cms/tag-stamps.ts';
import { type Config, type FormSecrets, readFormSecrets } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { createFormStamp } from '../forms/form-stamp.ts';
import { type Timer, timerOf, UNTIMED } from '../server-timing.ts';
import { todayAtTheLake } from '../../shared/forms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { log } from '../log.ts';
import type { Rendered } from './render.tsx';
import { pageAddress } from './page-params.ts';

/**
 * Rendered pages kept in this isolate's memory, per URL, so a page that has not changed is
 * not rendered again for every visitor (rendering with React was most of a request's CPU).
 * Everything about them is here: keeping, answering, the caching headers of a page
 * (docs/product.md "Caching in browsers"), and rendering a stale page again behind its answer.
 * A request meets it once: the page route (route.ts) and the 404 page (errors.tsx) call one
 * entry, `keptOrRendered`, after the whole middleware chain, so every header the chain sets
 * (security headers, Server-Timing, noindex on preview hosts) is computed for each answer.
 *
 * Why this is safe:
 * - Only a GET (or HEAD) of a page of the route table with status 200 is kept, and only when
 *   every CMS answer it used was real (no failure, nothing malformed): a degraded page is never
 *   kept. Form posts (and their re-rendered pages with the visitor's values) and draft previews
 *   are never read from or written to it.
 * - A page is keyed and rendered by the query parameters it reads (page-params.ts), no others.
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

type CachedPage = {
  /**
   * The HTML around the stamp slots, `parts.length === slots.length + 1`, encoded (UTF-8) once
   * when kept: an answer copies bytes rather than joining and encoding a string of the whole page.
   */
  readonly parts: readonly Uint8Array<ArrayBuffer>[];
  /** The form whose stamp goes after each part but the last. */
  readonly slots: readonly string[];
  /** Each form of `slots` once: one stamp each per answer. */
  readonly forms: readonly string[];
  readonly status: ContentfulStatusCode;
  /** Epoch ms after which the page is served stale and rendered again. */
  readonly freshUntil: number;
  /** Epoch ms of the newest CMS answer it was made of. */
  readonly newestAnswerAt: number;
  /** A public page (200, every CMS answer real, no draft): browsers may keep it and ask with validators. */
  readonly shared: boolean;
  readonly bytes: number;
  /** The cache tags of the content it shows, with when each was fetched (docs/product.md "Publishing"). */
  readonly tags: ReadonlyMap<string, number>;
  /** What the page's own per-answer slots are filled from (the 404 page's suggestions: errors.tsx). */
  readonly data?: unknown;
  /** The digest of the kept parts and the form list, once an answer has made it (`digestOf`). */
  digest?: string;
};

/** A rendered page and what its per-answer slots are filled from. */
type Keepable = Rendered & { data?: unknown };

/** Unguessable per isolate, so no CMS text can contain a slot; made on first use (no randomness at start-up in Workers). */
let slotPrefix: string | undefined;
const prefix = (): string => {
  slotPrefix ??= `formstamp${crypto.randomUUID().replaceAll('-', '')}`;
  return slotPrefix;
};

/** What a form's stamp is rendered as in a page that is kept: letters and digits, escaped by nothing. */
const stampSlot = (form: string): string => `${prefix()}${form}`;

/** The day part of a key, worked out once a minute: the day at the lake only changes on a whole hour. */
let days: { minute: number; text: string } | undefined;

function daysOf(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (days?.minute !== minute) days = { minute, text: todayAtTheLake(now) };
  return days.text;
}

/**
 * A page's key: the day at the lake it was made on (worker/clock.ts), the one day every date
 * decision of a page reads, and its address with only the parameters a page reads
 * (page-params.ts); the page is rendered from that address (screens/route.ts). The 404 page's
 * key names its language instead (`notFoundKey`).
 */
export function pageKey(url: string, now: Date): string {
  return `${daysOf(now)}|${pageAddress(url)}`;
}

/**
 * The 404 page's key: one page per language and day for every unknown address (errors.tsx), and
 * per origin, as its links and the headers around it differ by host (`noindex` on preview hosts).
 */
export function notFoundKey(origin: string, locale: Locale, now: Date): string {
  return pageKey(`not-found:${locale} ${origin}`, now);
}

/** The address of the page kept under a key; undefined for a key that is no page's address (the 404 page's). */
export function pageUrlOfKey(key: string): string | undefined {
  const url = key.slice(key.indexOf('|') + 1);
  return url.startsWith('https://') || url.startsWith('http://') ? url : undefined;
}

const utf8 = new TextEncoder();
/** UTF-8 bytes; TextEncoder always makes a new ArrayBuffer (the types allow a shared one). */
const encode = (text: string) => utf8.encode(text) as Uint8Array<ArrayBuffer>;
/** What Hono's `c.html` answers with. */
const HTML = 'text/html; charset=UTF-8';

/** What a rendered page was made of, beside its HTML. */
type Made = { oldestAnswerAt: number; newestAnswerAt: number; tags: ReadonlyMap<string, number>; shared: boolean };

/** A rendered page with stamp slots, cut at its slots, ready to keep. */
function toCachedPage({ html, status, data }: Keepable, made: Made): CachedPage {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const slots: string[] = [];
  let last = 0;
  for (const match of html.matchAll(new RegExp(`${prefix()}([A-Za-z]+)`, 'g'))) {
    parts.push(encode(html.slice(last, match.index)));
    slots.push(match[1] as string);
    last = match.index + match[0].length;
  }
  parts.push(encode(html.slice(last)));
  return {
    parts,
    slots,
    forms: [...new Set(slots)],
    status,
    freshUntil: made.oldestAnswerAt + FRESH_MS,
    newestAnswerAt: made.newestAnswerAt,
    shared: made.shared && status === 200,
    bytes: parts.reduce((total, part) => total + part.byteLength, 0),
    tags: new Map(made.tags),
    data,
  };
}

/** The page with this answer's stamps in its slots. */
function fillStamps(page: CachedPage, stamps: Partial<Record<string, string>>): Uint8Array<ArrayBuffer> {
  if (page.slots.length === 0) return page.parts[0] ?? new Uint8Array();
  const fills = page.slots.map((form) => encode(stamps[form] ?? ''));
  let length = 0;
  for (const part of page.parts) length += part.byteLength;
  for (const fill of fills) length += fill.byteLength;
  const html = new Uint8Array(length);
  let at = 0;
  page.parts.forEach((part, index) => {
    html.set(part, at);
    at += part.byteLength;
    const fill = fills[index];
    if (fill) {
      html.set(fill, at);
      at += fill.byteLength;
    }
  });
  return html;
}

/**
 * Has content the page shows been published since it was rendered (docs/product.md
 * "Publishing")? Then it is rendered again now rather than served, even within its 60 s.
 * Synchronous while this isolate knows the stamps of its tags (cms/tag-stamps.ts).
 */
function isOutdated(page: CachedPage, kv: KVNamespace): boolean | Promise<boolean> {
  return page.tags.size > 0 && publishedSince(kv, page.tags);
}

/** Least recently used pages go first once the isolate holds `MAX_BYTES` of them. */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  #bytes = 0;
  /** Keys being rendered again, so a stale page starts one render, not one per visitor. */
  readonly revalidating = new Set<string>();

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

  /** The keys of kept pages made of content with any of these tags, least recently used first (publish/warm-pages.ts). */
  keysTagged(tags: ReadonlySet<string>): string[] {
    return [...this.#pages].filter(([, page]) => [...page.tags.keys()].some((tag) => tags.has(tag))).map(([key]) => key);
  }
}

/** Set by `keptPages`, in Hono's typed context (AppEnv's Variables). */
export type PageCacheVariables = {
  /** This app's kept pages (the webhook renders the ones a publish changed again: publish/warm-pages.ts). */
  pageCache: PageCache;
};

/** Hands every request the app's one page cache; what is kept is decided by `keptOrRendered`. */
export function keptPages() {
  const cache = new PageCache();
  return createMiddleware<AppEnv>(async function keptPages(c, next) {
    c.set('pageCache', cache);
    await next();
  });
}

/** A content reader that notes when the newest answer it gave was fetched, for the page's Last-Modified. */
class NotedContent extends Content {
  readonly #newest: { at: number };

  constructor(client: CmsClient, source: CmsSource, newest: { at: number }) {
    super(client, source);
    this.#newest = newest;
  }

  /** Epoch ms; 0 before any answer. */
  get newestAnswerAt(): number {
    return this.#newest.at;
  }
}

type PageContentOptions = {
  config: Config;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  revalidate?: boolean;
  store?: (write: () => Promise<unknown>) => void;
};

/**
 * A content reader over the CMS cache (cms/open-content.ts) that notes when its newest answer
 * was fetched, and opens the cache only when asked for something: a kept page's answer reads
 * nothing (middleware/content.ts).
 */
export function openPageContent(options: PageContentOptions): Content {
  const client = new CmsClient({ baseUrl: options.config.CMS_BASE_URL, timeoutMs: options.config.CMS_TIMEOUT_MS });
  let opened: Promise<CmsSource> | undefined;
  const newest = { at: 0 };
  const source: CmsSource = async (url, accept) => {
    opened ??= openSource(options).then(({ source }) => source);
    const result = await (await opened)(url, accept);
    newest.at = Math.max(newest.at, Math.min(result.fetchedAt ?? Date.now(), Date.now()));
    return result;
  };
  return new NotedContent(client, source, newest);
}

const secretsOfEnv = new WeakMap<object, FormSecrets | null>();

/** The signing key, checked once per isolate (a missing secret leaves the stamps empty, as `formEnvironment` does). */
function signingKey(env: Env): string | undefined {
  let secrets = secretsOfEnv.get(env);
  if (secrets === undefined) {
    secrets = readFormSecrets(env);
    secretsOfEnv.set(env, secrets);
  }
  return secrets?.FORM_SIGNING_KEY;
}

/** The body of a kept page for one answer: its slots filled with stamps signed now. `fills` are other slots of this answer, already escaped. */
async function keptBody(page: CachedPage, env: Env, fills: Record<string, string> = {}): Promise<Uint8Array<ArrayBuffer>> {
  if (page.forms.length === 0) return page.parts[0] ?? new Uint8Array();
  const key = signingKey(env);
  const now = Date.now();
  const stamps: Record<string, string> = { ...fills };
  for (const form of page.forms) if (!(form in stamps)) stamps[form] = key ? await createFormStamp(key, form, now) : '';
  return fillStamps(page, stamps);
}

/**
 * How long a browser's copy of a page with a form may be confirmed with a 304: its stamp was
 * signed when the copy was answered, and a stamp is good for 24 hours (docs/product.md "Forms:
 * bot check"), so a copy confirmed within the hour it was answered in keeps 23 of them.
 */
const STAMP_HOUR_MS = 60 * 60 * 1000;

/** What a browser is told about keeping a page that is not public (a draft, an error, a post's answer). */
export const PRIVATE = 'private, no-store';

/** A public page: kept by browsers and shared caches, but asked again with its validators every time (docs/product.md "Caching in browsers"). */
const PUBLIC = 'public, max-age=0, must-revalidate';

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The digest of what every answer of the page shares: the kept parts and which form goes in
 * each slot, not the stamps. Kept as a string, not a promise: a promise made in one request's
 * context is not to be awaited by another's.
 */
async function digestOf(page: CachedPage): Promise<string> {
  if (page.digest !== undefined) return page.digest;
  const slots = encode(`\n${page.slots.join(',')}`);
  const whole = new Uint8Array(page.bytes + slots.byteLength);
  let at = 0;
  for (const part of page.parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  whole.set(slots, at);
  page.digest = hex(await crypto.subtle.digest('SHA-256', whole)).slice(0, 32);
  return page.digest;
}

/** The validators of a public page answered at some moment. */
export type Validators = { etag: string; lastModified: number };

/**
 * Weak, as each answer's stamps differ (the same page, not the same bytes); with the stamp
 * hour when the page has forms, so the browser's copy is not confirmed past it (`STAMP_HOUR_MS`).
 */
export function validatorsAt(digest: string, hasForms: boolean, newestAnswerAt: number, now: number): Validators {
  if (!hasForms) return { etag: `W/"${digest}"`, lastModified: newestAnswerAt };
  const hour = Math.floor(now / STAMP_HOUR_MS);
  return { etag: `W/"${digest}-${hour.toString(36)}"`, lastModified: Math.max(newestAnswerAt, hour * STAMP_HOUR_MS) };
}

/** Does the browser's copy match (RFC 9110 13.1.2 and 13.1.3: If-None-Match first, by weak comparison)? */
export function notModified(headers: Headers, { etag, lastModified }: Validators): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    const ours = etag.slice(2);
    return ifNoneMatch.split(',').some((tag) => {
      const theirs = tag.trim();
      return theirs === '*' || (theirs.startsWith('W/') ? theirs.slice(2) : theirs) === ours;
    });
  }
  const ifModifiedSince = headers.get('if-modified-since');
  if (ifModifiedSince === null) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(lastModified / 1000) * 1000 <= since;
}

/**
 * The caching headers of a page, kept or just rendered (the same function for both): public
 * pages with validators, a 304 when the browser's copy matches; anything else private.
 * The body varies with the encoding the browser takes (compressed at the edge); on `/` the
 * language middleware has added what its detection reads (Accept-Language, Cookie).
 * Returns whether the browser's copy is still the page.
 */
async function cachingHeaders(c: Context<AppEnv>, page: CachedPage, shared: boolean): Promise<boolean> {
  if (!shared) {
    c.header('Cache-Control', PRIVATE);
    return false;
  }
  const validators = validatorsAt(await digestOf(page), page.forms.length > 0, page.newestAnswerAt, Date.now());
  c.header('Cache-Control', PUBLIC);
  c.header('ETag', validators.etag);
  c.header('Last-Modified', new Date(validators.lastModified).toUTCString());
  c.header('Vary', 'Accept-Encoding', { append: true });
  return notModified(c.req.raw.headers, validators);
}

/** Where work the answer does not need goes: behind a visitor's answer, or at once behind a revalidation. */
type Behind = { kv: KVNamespace; start: (work: () => Promise<unknown>) => void };

/**
 * A page just rendered with stamp slots, kept under `key` when every CMS answer it used was
 * real; returned either way. The stamps of its tags are read behind the answer (not before its
 * first byte), so checking the kept page later needs no KV read first (cms/tag-stamps.ts).
 */
function keep(cache: PageCache, key: string, rendered: Keepable, content: Content, status: number, behind: Behind): CachedPage {
  const { oldestFetchedAt, complete, tags } = content.freshness;
  const now = Date.now();
  const keepable = complete && content.keepable;
  const page = toCachedPage(rendered, {
    oldestAnswerAt: Math.min(oldestFetchedAt, now),
    // A reader that did not note its answers (a draft preview's) counts as new: nothing is confirmed by it.
    newestAnswerAt: (content instanceof NotedContent && content.newestAnswerAt) || now,
    tags,
    shared: keepable,
  });
  if (keepable && rendered.status === status) {
    cache.set(key, page);
    if (page.tags.size > 0) behind.start(() => learnTags(behind.kv, page.tags.keys()));
  }
  return page;
}

/** Renders a page from this content reader; `stampSlots` goes to `renderPage`. */
type RenderKeepable = (content: Content, timer: Timer, stampSlots: (form: string) => string) => Promise<Keepable>;

/** This answer's own slots of a page (already escaped), from what the page was kept with. */
type Fills = (data: unknown) => Record<string, string>;

/** The stale answer is written out before the render behind it takes the thread. */
const REVALIDATE_AFTER_MS = 10;

/** Renders a stale page again behind the answer, once per key at a time, with stale CMS answers fetched again first. */
function revalidate(c: Context<AppEnv>, key: string, render: RenderKeepable, status: number): void {
  const cache = c.get('pageCache');
  if (cache.revalidating.has(key)) return;
  cache.revalidating.add(key);
  const config = c.get('config');
  const env = c.env;
  const context = c.executionCtx;
  const waitUntil = (promise: Promise<unknown>) => context.waitUntil(promise);
  const again = new Promise((resolve) => setTimeout(resolve, REVALIDATE_AFTER_MS))
    .then(async () => {
      const content = openPageContent({ config, kv: env.CONTENT, waitUntil, revalidate: true });
      keep(cache, key, await render(content, UNTIMED, stampSlot), content, status, { kv: env.CONTENT, start: (work) => waitUntil(work()) });
    })
    .catch((error) => log({ level: 'error', event: 'page.revalidate_failed', url: c.req.url, error: String(error) }))
    .finally(() => cache.revalidating.delete(key));
  waitUntil(again);
}

/**
 * The one entry: the page kept under `key`, or rendered now (and kept when it may be), with
 * this answer's stamps and the page's caching headers; a 304 without a body when the browser's
 * copy is still the page. A stale kept page is answered and rendered again behind the answer.
 * `status` is the status a keepable page has (the 404 page's is 404); `fills` are slots of
 * this answer's own HTML, made from the page's `data`.
 */
export async function keptOrRendered(
  c: Context<AppEnv>,
  key: string,
  render: RenderKeepable,
  { status = 200, fills }: { status?: number; fills?: Fills } = {},
): Promise<Response> {
  const content = c.get('content');
  const cache = c.get('pageCache');
  // A draft preview (whatever its method) is always rendered: it neither shows a kept page nor becomes one.
  let page = content.keepable ? cache.get(key) : undefined;
  // Content published since it was kept: rendered again now, not served.
  if (page && (await isOutdated(page, c.env.CONTENT))) page = undefined;
  if (page && Date.now() >= page.freshUntil) revalidate(c, key, render, status);
  if (!page) {
    const timer = timerOf(c);
    const behind: Behind = { kv: c.env.CONTENT, start: c.get('behindAnswer') };
    page = keep(cache, key, await render(content, timer, stampSlot), content, status, behind);
  }
  if (await cachingHeaders(c, page, page.shared && content.keepable)) return c.body(null, 304);
  return c.body(await keptBody(page, c.env, fills?.(page.data)), page.status, { 'Content-Type': HTML });
}
