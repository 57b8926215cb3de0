import { LOCALES } from '../../shared/locales.ts';

/**
 * Cache tags: which content a CMS answer (and so a page built from it) was made of, so that a
 * publish makes exactly those answers and pages fresh (docs/product.md "Publishing",
 * docs/decisions/010-publish-invalidation-by-tag-stamps-in-kv.md).
 *
 * - `i:{locale}/{type}/{slug}`: one item, by its slug;
 * - `n:{locale}/{type}/{id}`: one item, by its id (translations are found by id);
 * - `l:{locale}/{type}`: a list of a type that any publish of that type may change.
 *
 * Tags are worked out from the CMS URL and the body, so nothing has to be stored beside a copy.
 */

export type Tag = string;

export const itemTag = (locale: string, type: string, slug: string): Tag => `i:${locale}/${type}/${slug}`;
export const idTag = (locale: string, type: string, id: number | string): Tag => `n:${locale}/${type}/${id}`;
export const listTag = (locale: string, type: string): Tag => `l:${locale}/${type}`;

const isLocale = (segment: string | undefined): boolean => (LOCALES as readonly string[]).includes(segment ?? '');

/** Query keys that do not choose items (paging, `_`-prefixed cache busters). */
const notFilters = (key: string): boolean => key === 'per_page' || key === 'page' || key.startsWith('_');

type Address =
  | { kind: 'item'; locale: string; type: string; slug: string }
  | { kind: 'list'; locale: string; type: string; query: URLSearchParams };

/** `…/{locale}/{type}/{slug}` or `…/{locale}/{type}?query`, whatever path the CMS's base URL has. */
export function cmsAddress(url: string): Address | undefined {
  const { pathname, searchParams } = new URL(url);
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [third, second, last] = [segments.at(-3), segments.at(-2), segments.at(-1)];
  if (isLocale(second) && last) return { kind: 'list', locale: second as string, type: last, query: searchParams };
  if (isLocale(third) && second && last) return { kind: 'item', locale: third as string, type: second, slug: last };
  return undefined;
}

/** Slug and id tags of the items a body holds (one item, or a list envelope's `data`). */
function bodyTags(locale: string, type: string, body: unknown, into: Set<Tag>): void {
  const items = body && typeof body === 'object' && 'data' in body && Array.isArray(body.data) ? body.data : [body];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const { slug, id } = item as { slug?: unknown; id?: unknown };
    if (typeof slug === 'string') into.add(itemTag(locale, type, slug));
    if (typeof id === 'number' || typeof id === 'string') into.add(idTag(locale, type, id));
  }
}

/**
 * The tags of one CMS answer. A list filtered only by slug or id depends on those items alone
 * (a content page is read by its slug, a translation by its id); any other list on every
 * publish of its type. An absent item (a 404, `body` null) is tagged by its address, so
 * publishing it makes the 404 go.
 */
export function tagsOf(url: string, body: unknown): Tag[] {
  if (body === null || typeof body !== 'object') return tagsFrom(url, body);
  // A body read from the cache is asked for its tags twice in one render (the stamp check, the
  // page's tags): worked out once per body and URL.
  let byUrl = tagsOfBody.get(body);
  if (!byUrl) {
    byUrl = new Map();
    tagsOfBody.set(body, byUrl);
  }
  let tags = byUrl.get(url);
  if (!tags) {
    tags = tagsFrom(url, body);
    byUrl.set(url, tags);
  }
  return [...tags];
}

const tagsOfBody = new WeakMap<object, Map<string, readonly Tag[]>>();

function tagsFrom(url: string, body: unknown): Tag[] {
  const address = cmsAddress(url);
  if (!address) return [];
  const { locale, type } = address;
  const tags = new Set<Tag>();
  if (address.kind === 'item') tags.add(itemTag(locale, type, address.slug));
  else {
    const filters = [...address.query.keys()].filter((key) => !notFilters(key));
    const values = (key: string) => address.query.getAll(key).flatMap((value) => value.split(','));
    if (filters.length > 0 && filters.every((key) => key === 'slug'))
      for (const slug of values('slug')) tags.add(itemTag(locale, type, slug));
    else if (filters.length > 0 && filters.every((key) => key === 'ids')) for (const id of values('ids')) tags.add(idTag(locale, type, id));
    else tags.add(listTag(locale, type));
  }
  if (body !== null && body !== undefined) bodyTags(locale, type, body, tags);
  return [...tags];
}

/** What a change notice about one item makes fresh: the item (by slug and by id) and its type's lists. */
export function noticeTags(notice: { locale: string; type: string; slug?: string | undefined; id?: number | undefined }): Tag[] {
  const tags = [listTag(notice.locale, notice.type)];
  if (notice.slug !== undefined) tags.push(itemTag(notice.locale, notice.type, notice.slug));
  if (notice.id !== undefined) tags.push(idTag(notice.locale, notice.type, notice.id));
  return tags;
}

/** Adds an answer's tags to a page's, each with the earliest time an answer carrying it was fetched. */
export function noteTags(into: Map<Tag, number>, url: string, result: { ok: boolean; body?: unknown; fetchedAt?: number }): void {
  const fetchedAt = result.fetchedAt ?? Date.now();
  for (const tag of tagsOf(url, result.ok ? result.body : null)) into.set(tag, Math.min(into.get(tag) ?? fetchedAt, fetchedAt));
}
