import * as z from 'zod/mini';
import type { Locale } from '../../shared/locales.ts';
import { ContentUnavailableError, NotFoundError } from '../errors.ts';
import { log } from '../log.ts';
import { idTag, itemTag, listTag, noteTags, type Tag } from './cache-tags.ts';
import { CmsClient, type CmsResult, describeIssue, parseContent } from './client.ts';
import { FRESH_MS } from './edge-cache.ts';
import { publishedSince } from './tag-stamps.ts';

/**
 * Where CMS bodies come from: straight from the CMS, or through the edge cache. `accept`
 * says whether a body is well-formed, so a malformed answer is never kept as a good copy.
 */
export type CmsSource = (url: string, accept: (body: unknown) => boolean) => Promise<CmsResult>;

const listEnvelopeSchema = z.object({ data: z.array(z.unknown()) });

/**
 * The slugs of each type's whole list (by its CMS URL) as this isolate last read them, and when
 * the CMS gave that list: what lets an address with a slug the list does not have be answered
 * 404 without reading the list again (`notInList`). Values, never a read under way.
 */
const knownSlugs = new Map<string, { slugs: ReadonlySet<unknown>; fetchedAt: number }>();

/** Notes the slugs of a whole list just read, unless the same answer was noted already. */
function noteSlugs(url: string, envelope: { data: unknown[] }, fetchedAt: number): void {
  if ((knownSlugs.get(url)?.fetchedAt ?? Number.NEGATIVE_INFINITY) >= fetchedAt) return;
  knownSlugs.set(url, { slugs: new Set(envelope.data.map((entry) => (entry as { slug?: unknown } | null)?.slug)), fetchedAt });
}

/**
 * Whether the whole list of `type` says it has no item `slug`, from what this isolate read, with
 * no read of its own but, once a second, the publish clock's (docs/product.md "Content"): true
 * only for a list the CMS gave less than the CMS cache's freshness (60 s) ago, with nothing of
 * its type and language published since. Anything else (no list read yet, an older one, a
 * publish) is false: the page's loader reads the list and decides.
 */
export function notInList(
  baseUrl: string,
  kv: KVNamespace,
  locale: Locale,
  type: string,
  slug: string,
  now = Date.now(),
): boolean | Promise<boolean> {
  const known = knownSlugs.get(new CmsClient({ baseUrl, timeoutMs: 0 }).listUrl({}, type, locale));
  if (!known || known.slugs.has(slug) || now - known.fetchedAt >= FRESH_MS) return false;
  const published = publishedSince(kv, [[listTag(locale, type), known.fetchedAt]]);
  return typeof published === 'boolean' ? !published : published.then((yes) => !yes);
}

/**
 * Typed content for one request: every body is parsed by its zod schema, and a URL asked
 * for twice during one render is fetched once.
 */
export class Content {
  readonly #client: CmsClient;
  readonly #source: CmsSource;
  readonly #memo = new Map<string, Promise<CmsResult>>();
  #oldestFetchedAt = Number.POSITIVE_INFINITY;
  #complete = true;
  /** The cache tags of every answer used, with when the oldest of them was fetched (docs/product.md "Publishing"). */
  readonly #tags = new Map<Tag, number>();

  constructor(client: CmsClient, source: CmsSource) {
    this.#client = client;
    this.#source = source;
  }

  /** URLs whose answers' tags the page carries (an answer read only for one of its items does not make the page depend on it all). */
  readonly #tagged = new Set<string>();

  #get(url: string, schema: z.ZodMiniType, tagged = true): Promise<CmsResult> {
    let pending = this.#memo.get(url);
    if (!pending) {
      pending = this.#source(url, (body) => this.#accepts(schema, body));
      this.#memo.set(url, pending);
      pending.catch(() => {});
    }
    if (tagged && !this.#tagged.has(url)) {
      this.#tagged.add(url);
      pending.then(
        (result) => noteTags(this.#tags, url, result),
        () => {},
      );
    }
    return pending;
  }

  /** Bodies fetched for this reader and parsed to be accepted, by their schema: not parsed twice. */
  readonly #parsed = new WeakMap<object, { schema: z.ZodMiniType; data: unknown }>();

  #accepts(schema: z.ZodMiniType, body: unknown): boolean {
    const result = schema.safeParse(body);
    if (result.success && body !== null && typeof body === 'object') this.#parsed.set(body, { schema, data: result.data });
    return result.success;
  }

  /** A body parsed by its schema (a malformed one logged, null). */
  #parse<T extends z.ZodMiniType>(schema: T, body: unknown, url: string): z.infer<T> | null {
    const known = body !== null && typeof body === 'object' ? this.#parsed.get(body) : undefined;
    return known?.schema === schema ? (known.data as z.infer<T>) : parseContent(schema, body, url);
  }

  /** Notes how old an answer was and whether it was a real one (an item the CMS does not have is one). */
  #note(result: CmsResult, usable: boolean): void {
    this.#oldestFetchedAt = Math.min(this.#oldestFetchedAt, result.fetchedAt ?? Date.now());
    if (!usable || (!result.ok && result.status !== 404)) this.#complete = false;
  }

  /** Whether a page made from this reader may be kept, or a kept page answered in its place (not a draft preview's: middleware/preview.ts). */
  get keepable(): boolean {
    return true;
  }

  /**
   * What a page rendered from this reader is worth keeping for: the oldest answer it used, and
   * whether every answer was real (a failed or malformed one must not be kept as the page).
   */
  get freshness(): { oldestFetchedAt: number; complete: boolean; tags: ReadonlyMap<Tag, number> } {
    return { oldestFetchedAt: this.#oldestFetchedAt, complete: this.#complete, tags: this.#tags };
  }

  /** One item, or null when it does not exist, cannot be fetched or is malformed. */
  async item<T extends z.ZodMiniType>(locale: Locale, type: string, slug: string, schema: T): Promise<z.infer<T> | null> {
    const url = this.#client.itemUrl(locale, slug, type);
    const result = await this.#get(url, schema);
    if (!result.ok) {
      this.#note(result, true);
      return null;
    }
    const parsed = this.#parse(schema, result.body, url);
    this.#note(result, parsed !== null);
    return parsed;
  }

  /**
   * The item a page is about: a page without it cannot be shown. The CMS saying it has no such
   * item is a 404; the CMS failing (or answering something malformed) with no good copy kept is
   * a 503, because the page may well exist.
   */
  async required<T extends z.ZodMiniType>(locale: Locale, type: string, slug: string, schema: T): Promise<z.infer<T>> {
    const item = await this.item(locale, type, slug, schema);
    if (item !== null) return item;
    const url = this.#client.itemUrl(locale, slug, type);
    const result = await this.#get(url, schema); // the answer item() just read, from the memo
    if (!result.ok && result.status === 404) throw new NotFoundError(`${type} ${slug} not found`);
    throw new ContentUnavailableError(`${url}: ${result.ok ? 'malformed' : result.status}`);
  }

  /**
   * The item a page is about, found by its slug in its type's whole list (docs/product.md
   * "Content"): that list is one CMS address per type and language, shared with the list pages
   * and kept in both tiers, so an address with a slug the CMS does not know costs no CMS call of
   * its own and leaves no copy behind; a 404 as `required` gives it. The page depends on that
   * one item (its slug and id tags), not on the whole list. When the list cannot tell (failed
   * with no copy kept, malformed, or its entry is), the item is asked for by itself.
   */
  async requiredInList<T extends z.ZodMiniType>(locale: Locale, type: string, slug: string, schema: T): Promise<z.infer<T>> {
    const url = this.#client.listUrl({}, type, locale);
    const result = await this.#get(url, listEnvelopeSchema, false);
    const envelope = result.ok ? this.#parse(listEnvelopeSchema, result.body, url) : null;
    if (!envelope) return this.required(locale, type, slug, schema);
    const raw = envelope.data.find((entry) => (entry as { slug?: unknown } | null)?.slug === slug);
    const fetchedAt = result.fetchedAt ?? Date.now();
    // A draft preview's lists hold drafts: only the public lists say what exists.
    if (this.keepable) noteSlugs(url, envelope, fetchedAt);
    const tagAt = (tag: Tag) => this.#tags.set(tag, Math.min(this.#tags.get(tag) ?? fetchedAt, fetchedAt));
    tagAt(itemTag(locale, type, slug));
    if (raw === undefined) {
      this.#note(result, true);
      throw new NotFoundError(`${type} ${slug} not found`);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      log({ level: 'warn', event: 'cms.malformed_item', url, slug, issue: issue && describeIssue(issue) });
      return this.required(locale, type, slug, schema);
    }
    this.#note(result, true);
    const { id } = raw as { id?: unknown };
    if (typeof id === 'number' || typeof id === 'string') tagAt(idTag(locale, type, id));
    return parsed.data;
  }

  /**
   * An item of a type's whole list, found by its id once the caller knows it: the list is asked
   * for now, so an item whose id only another answer gives (the same post in another language)
   * comes in the same round as that answer. The page depends on that one item alone: it takes
   * the item's id tag, not the list's tags, and only that item is parsed.
   */
  itemOfList<T extends z.ZodMiniType>(locale: Locale, type: string, schema: T): (id: number) => Promise<z.infer<T> | null> {
    const url = this.#client.listUrl({}, type, locale);
    const pending = this.#get(url, listEnvelopeSchema, false);
    return async (id) => {
      const result = await pending;
      const fetchedAt = result.fetchedAt ?? Date.now();
      const tag = idTag(locale, type, id);
      this.#tags.set(tag, Math.min(this.#tags.get(tag) ?? fetchedAt, fetchedAt));
      const envelope = result.ok ? this.#parse(listEnvelopeSchema, result.body, url) : null;
      this.#note(result, !result.ok || envelope !== null);
      const raw = envelope?.data.find((entry) => (entry as { id?: unknown } | null)?.id === id);
      if (raw === undefined) return null;
      const parsed = schema.safeParse(raw);
      if (parsed.success) return parsed.data;
      this.#complete = false;
      const [issue] = parsed.error.issues;
      log({ level: 'warn', event: 'cms.malformed_item', url, id, issue: issue && describeIssue(issue) });
      return null;
    };
  }

  /** A list; malformed items are dropped one by one, a failed call gives an empty list (docs/product.md "Upstreams"). */
  list<T extends z.ZodMiniType>(locale: Locale, type: string, schema: T, query: Record<string, string> = {}): Promise<z.infer<T>[]> {
    return this.#list(locale, type, schema, query, true);
  }

  /**
   * A list a page only offers as a help (the 404 page's suggestions): read as `list`, but a
   * failed or malformed answer does not stop the page from being kept, with what could be read.
   */
  helpList<T extends z.ZodMiniType>(locale: Locale, type: string, schema: T): Promise<z.infer<T>[]> {
    return this.#list(locale, type, schema, {}, false);
  }

  async #list<T extends z.ZodMiniType>(
    locale: Locale,
    type: string,
    schema: T,
    query: Record<string, string>,
    decides: boolean,
  ): Promise<z.infer<T>[]> {
    const url = this.#client.listUrl(query, type, locale);
    const result = await this.#get(url, listEnvelopeSchema);
    const envelope = result.ok ? this.#parse(listEnvelopeSchema, result.body, url) : null;
    if (decides) this.#note(result, !result.ok || envelope !== null);
    else this.#oldestFetchedAt = Math.min(this.#oldestFetchedAt, result.fetchedAt ?? Date.now());
    if (!envelope) return [];
    const items: z.infer<T>[] = [];
    envelope.data.forEach((raw, index) => {
      const parsed = schema.safeParse(raw);
      if (parsed.success) items.push(parsed.data);
      else {
        if (decides) this.#complete = false;
        const [issue] = parsed.error.issues;
        log({ level: 'warn', event: 'cms.malformed_item', url, index, issue: issue && describeIssue(issue) });
      }
    });
    return items;
  }
}
