import { href, PAGE_KEYS, buildPath, type RouteName } from '../../shared/routes/index.ts';
import { KINDS } from '../pages/loaders/posts.ts';
import type { PreviewRequest } from '../publish/notice.ts';

/** Types the accommodation screens show, by their CMS type. */
const ACCOMMODATION_ROUTES: Partial<Record<string, RouteName>> = {
  'accommodation-types': 'accommodationType',
  accommodations: 'accommodation',
};

/**
 * The page a preview of an item opens on: the item's own page for posts, content pages and
 * accommodations; the home page for what every page shares (company details, the promo).
 */
export function pathOfItem(item: PreviewRequest): string {
  const kind = Object.values(KINDS).find((entry) => entry.type === item.type);
  if (kind) return buildPath(kind.detail, item.locale, { slug: item.slug });
  const accommodation = ACCOMMODATION_ROUTES[item.type];
  if (accommodation) return buildPath(accommodation, item.locale, { slug: item.slug });
  if (item.type === 'page') {
    const route = (Object.entries(PAGE_KEYS) as [RouteName, string][]).find(([, key]) => key === item.slug)?.[0];
    if (route) return buildPath(route, item.locale);
  }
  return href('home', item.locale);
}
