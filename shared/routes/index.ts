export { buildPath, href, localePrefix } from './href.ts';
export { localeOfPath, matchRoute, type RouteMatch } from './match.ts';
export { layoutOf, ROUTE_NAMES, ROUTES, routeId, type LayoutName, type RouteName, type RouteParams } from './table.ts';
export { THEME_SLUGS, themeFromSlug } from './experience-themes.ts';
export { experienceThemePageKey, MAP_EDITIONS, type MapEdition, NOT_FOUND_PAGE_KEY, PAGE_KEYS } from './page-keys.ts';
export { type CanonicalMatch, canonicalMatch, normalizeSpelling } from './canonical.ts';
