import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Content } from '../cms/content.ts';
import { openContent } from '../cms/open-content.ts';
import { FRESH_MS } from '../cms/edge-cache.ts';
import { learnTags, publishedSince } from '../cms/tag-stamps.ts';
import { siteNow } from '../clock.ts';
import { type FormSecrets, readConfig, readFormSecrets } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { createFormStamp } from '../forms/form-stamp.ts';
import { type Timer, timerOf, UNTIMED } from '../server-timing.ts';
import { todayAtTheLake } from '../../shared/forms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { log } from '../log.ts';
import { oversized } from '../request-size.ts';
import type { Rendered } from './render.tsx';
import { pageAddress } from './page-params.ts';

/**
 * Rendered pages kept in this isolate's memory, per URL, so a page that has not changed is
 * not rendered again for every visitor (rendering with React was most of a request's CPU).
 * Everything about them is here: keeping, the fast path that answers a kept page before the
 * rest of the middleware, and rendering a stale page again behind its answer. The page route
 * (route.ts) and the 404 page (errors.tsx) call one entry, `keptOrRendered`.
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
  readonly bytes: number;
  /** The cache tags of the content it shows, with when each was fetched (docs/product.md "Publishing"). */
  readonly tags: ReadonlyMap<string, number>;
  /** What the page's own per-answer slots are filled from (the 404 page's suggestions: errors.tsx). */
  readonly data?: unknown;
  /** The headers the whole app answered this page with, learnt from its first answer (the fast path replays them). */
  answerHeaders?: Headers;
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
 * per origin, as the headers it is answered with differ by host (`noindex` on preview hosts).
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

/** Headers that belong to one answer, not to the page. */
const PER_ANSWER = new Set(['content-length', 'set-cookie', 'server-timing', 'date']);

/** A rendered page with stamp slots, cut at its slots, ready to keep. */
function toCachedPage({ html, status, data }: Keepable, oldestAnswerAt: number, tags: ReadonlyMap<string, number>): CachedPage {
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
    freshUntil: oldestAnswerAt + FRESH_MS,
    bytes: parts.reduce((total, part) => total + part.byteLength, 0),
    tags: new Map(tags),
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

/** May this answer be replayed? One with the kept page's status that no header forbids sharing. */
function isShareable(response: Response, status: number): boolean {
  if (response.status !== status || response.headers.has('set-cookie')) return false;
  return !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
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
  /**
   * Cookie and Accept-Language pairs with which the app answered `/` with the home page rather
   * than a redirect to another language. Browsers send few distinct Accept-Language values, so
   * a small set covers most visitors; it is emptied when full.
   */
  readonly stayedHome = new Set<string>();
  /** The headers the app answered a legacy redirect with, per origin, without its `Location` (the fast path replays them). */
  readonly redirectHeaders = new Map<string, Headers>();

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

/** Per-request state of the page cache, in Hono's typed context (AppEnv's Variables). */
export type PageCacheVariables = {
  /** This app's kept pages. */
  pageCache: PageCache;
  /** The kept page this request was answered with, from which the fast path learns its headers. */
  keptPage?: CachedPage;
  /** Set when this request was answered with a legacy redirect (screens/route.ts), whose headers the fast path learns. */
  legacyRedirect?: true;
};

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

/** Where work the answer does not need goes: behind a visitor's answer, or at once behind a revalidation. */
type Behind = { kv: KVNamespace; start: (work: () => Promise<unknown>) => void };

/**
 * A page just rendered with stamp slots, kept under `key` when every CMS answer it used was
 * real; returned either way. The stamps of its tags are read behind the answer (not before its
 * first byte), so checking the kept page later needs no KV read first (cms/tag-stamps.ts).
 */
function keep(cache: PageCache, key: string, rendered: Keepable, content: Content, status: number, behind: Behind): CachedPage {
  const { oldestFetchedAt, complete, tags } = content.freshness;
  const page = toCachedPage(rendered, Math.min(oldestFetchedAt, Date.now()), tags);
  if (complete && content.keepable && rendered.status === status) {
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
  const cache = c.var.pageCache;
  if (cache.revalidating.has(key)) return;
  cache.revalidating.add(key);
  const config = c.var.config;
  const env = c.env;
  const context = c.executionCtx;
  const waitUntil = (promise: Promise<unknown>) => context.waitUntil(promise);
  const again = new Promise((resolve) => setTimeout(resolve, REVALIDATE_AFTER_MS))
    .then(() => openContent({ config, kv: env.CONTENT, waitUntil, revalidate: true }))
    .then(async (content) =>
      keep(cache, key, await render(content, UNTIMED, stampSlot), content, status, { kv: env.CONTENT, start: (work) => waitUntil(work()) }),
    )
    .catch((error) => log({ level: 'error', event: 'page.revalidate_failed', url: c.req.url, error: String(error) }))
    .finally(() => cache.revalidating.delete(key));
  waitUntil(again);
}

/**
 * The one entry: the page kept under `key`, or rendered now (and kept when it may be), with
 * this answer's stamps. A stale kept page is answered and rendered again behind the answer.
 * `status` is the status a keepable page has (the 404 page's is 404); `fills` are slots of
 * this answer's own HTML, made from the page's `data`.
 */
export async function keptOrRendered(
  c: Context<AppEnv>,
  key: string,
  render: RenderKeepable,
  { status = 200, fills }: { status?: number; fills?: Fills } = {},
): Promise<Response> {
  // A draft preview (whatever its method) is always rendered: it neither shows a kept page nor becomes one.
  let page = c.var.content.keepable ? c.var.pageCache.get(key) : undefined;
  // Content published since it was kept: rendered again now, not served.
  if (page && (await isOutdated(page, c.env.CONTENT))) page = undefined;
  if (page && Date.now() >= page.freshUntil) revalidate(c, key, render, status);
  if (!page) {
    const content = c.var.content;
    const timer = timerOf(c);
    const behind: Behind = {
      kv: c.env.CONTENT,
      start: c.var.behindAnswer ?? ((work: () => Promise<unknown>) => c.executionCtx.waitUntil(work())),
    };
    page = keep(c.var.pageCache, key, await render(content, timer, stampSlot), content, status, behind);
  }
  c.set('keptPage', page);
  return c.body(await keptBody(page, c.env, fills?.(page.data)), page.status, { 'Content-Type': HTML });
}

/** What counting an answer for the 404 monitor needs of the request (monitor/record.ts). */
type Background = { waitUntil(promise: Promise<unknown>): void };

/**
 * What an address no page is kept under is answered with, when the page route can tell it from
 * what this isolate keeps (the redirect table, the lists' slugs) without a read: a legacy
 * redirect, or the 404 page of a language with this answer's slots (screens/route.ts `keptMiss`).
 * `count` counts it for the 404 monitor, written behind the answer.
 */
export type KeptMiss =
  | { status: 301; location: string; count: (background: Background) => void }
  | { status: 404; locale: Locale; fills: Fills; count: (background: Background) => void };

/** `behind` starts work once the answer is on its way (a stale redirect table read again). */
export type MissOf = (
  env: Env,
  url: URL,
  request: Request,
  behind: (work: () => Promise<unknown>) => void,
) => KeptMiss | undefined | Promise<KeptMiss | undefined>;

/** Work behind a fast answer starts this long after it, so the answer's bytes go first. */
const BEHIND_FAST_ANSWER_MS = 5;

/**
 * A legacy redirect or the 404 page for an address with no page, from memory: with the headers
 * the app answered the same kind of answer with on this origin, once it has (until then, and
 * whenever the 404 page is stale or published anew, the whole app answers).
 */
async function keptMissAnswer(c: Context<AppEnv>, cache: PageCache, url: URL, now: number, day: Date, missOf: MissOf) {
  const context = c.executionCtx;
  const behind = (work: () => Promise<unknown>) =>
    context.waitUntil(new Promise((resolve) => setTimeout(resolve, BEHIND_FAST_ANSWER_MS)).then(work));
  const miss = await missOf(c.env, url, c.req.raw, behind);
  if (!miss) return undefined;
  if (miss.status === 301) {
    const learnt = cache.redirectHeaders.get(url.origin);
    if (!learnt) return undefined;
    const headers = new Headers(learnt);
    headers.set('Location', miss.location);
    miss.count(context);
    return new Response(null, { status: 301, headers });
  }
  const page = cache.get(notFoundKey(url.origin, miss.locale, day));
  if (!page?.answerHeaders || now >= page.freshUntil || (await isOutdated(page, c.env.CONTENT))) return undefined;
  const body = await keptBody(page, c.env, miss.fills(page.data));
  miss.count(context);
  return new Response(body, { status: page.status, headers: page.answerHeaders });
}

/**
 * The fast path, first in the app: a fresh kept page is answered before the rest of the
 * middleware (on a cache hit the chain cost more than the page), replaying the
 * headers the whole app answered it with last time (security headers, noindex on preview
 * hosts, Vary), without the per-answer ones (Server-Timing, Date), and the body with stamps
 * signed for this answer. An address with no page kept that `missOf` says is a legacy
 * redirect or a 404 is answered the same way, from the redirect table and the kept 404 page
 * (docs/architecture.md "A request").
 *
 * Only requests whose answer the app derives from the URL alone take it: GETs within the
 * request limits, not a QR entry (`fq`) nor, for a miss, a draft preview (`preview`), and `/`
 * only without cookie and Accept-Language (no language to detect) or with a pair of them the
 * app already answered with the Italian home page (its language detection reads those two
 * headers and nothing else). Everything else, and a stale page (the route revalidates it), goes
 * through the whole app.
 */
export function keptPages(missOf?: MissOf) {
  const cache = new PageCache();
  return createMiddleware<AppEnv>(async function fastPath(c, next) {
    c.set('pageCache', cache);
    const request = c.req.raw;
    if (request.method !== 'GET') return next();
    const url = new URL(request.url);
    if (url.searchParams.has('fq')) return next();
    const pair = url.pathname === '/' ? languageHeaders(request) : undefined;
    if ((pair === undefined || cache.stayedHome.has(pair)) && oversized(url, request.headers) === null) {
      const now = Date.now();
      const day = siteNow(readConfig(c.env), new Date(now), request);
      const page = cache.get(pageKey(request.url, day));
      if (page?.answerHeaders && now < page.freshUntil && !(await isOutdated(page, c.env.CONTENT))) {
        return new Response(await keptBody(page, c.env), { status: page.status, headers: page.answerHeaders });
      }
      // A draft preview of an item not yet published is in no list: only the whole app shows it.
      if (!page && missOf && !url.searchParams.has('preview')) {
        const answer = await keptMissAnswer(c, cache, url, now, day, missOf);
        if (answer) return answer;
      }
    }
    await next();
    learn(cache, c, pair);
  });
}

const MAX_STAYED_HOME = 512;

const languageHeaders = (request: Request): string | undefined => {
  const cookie = request.headers.get('cookie');
  const acceptLanguage = request.headers.get('accept-language');
  return cookie === null && acceptLanguage === null ? undefined : `${cookie ?? ''}\n${acceptLanguage ?? ''}`;
};

/** Origins whose redirect headers are kept: the site's host and a preview host or two. */
const MAX_REDIRECT_ORIGINS = 16;

/** A Headers object, which a Response copies as it is, rather than pairs it would parse anew for each answer. */
const replayable = (response: Response, without?: string) =>
  new Headers([...response.headers].filter(([name]) => !PER_ANSWER.has(name) && name !== without));

/**
 * After an answer through the whole app: the headers of a kept page (the 404 page's too), of a
 * legacy redirect, and the language headers that leave `/` at home.
 */
function learn(cache: PageCache, c: Context<AppEnv>, pair: string | undefined): void {
  if (c.var.legacyRedirect) {
    const origin = new URL(c.req.url).origin;
    if (cache.redirectHeaders.has(origin) || !isShareable(c.res, 301)) return;
    if (cache.redirectHeaders.size >= MAX_REDIRECT_ORIGINS) cache.redirectHeaders.clear();
    cache.redirectHeaders.set(origin, replayable(c.res, 'location'));
    return;
  }
  const page = c.var.keptPage;
  // Only an answer that could have been kept itself (the page's status for everyone, no cookie) is replayed.
  if (!page || !isShareable(c.res, page.status)) return;
  page.answerHeaders ??= replayable(c.res);
  if (pair !== undefined && page.status === 200) {
    if (cache.stayedHome.size >= MAX_STAYED_HOME) cache.stayedHome.clear();
    cache.stayedHome.add(pair);
  }
}
