import type { CachedPage } from '../render/page-cache.ts';
import { publishedSince } from './tag-stamps.ts';

/**
 * Has content a kept page shows been published since it was rendered (docs/product.md
 * "Publishing")? Then it is rendered again now rather than served, even within its 60 s.
 * Synchronous while this isolate knows the stamps of its tags (worker/publish/tag-stamps.ts).
 */
export function isOutdated(page: CachedPage, kv: KVNamespace): boolean | Promise<boolean> {
  return page.tags.size > 0 && publishedSince(kv, page.tags);
}
