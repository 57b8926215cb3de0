export { buildPath, href, localePrefix } from './href.ts';
export { localeOfPath, matchRoute, type RouteMatch } from './match.ts';
export { hasParameters, type LayoutName, layoutOf, type RouteName, type RouteParams, type RouteTable, routeNames } from './table.ts';
export { THEME_SLUGS, themeFromSlug } from './experience-themes.ts';
export { experienceThemePageKey, MAP_EDITIONS, type MapEdition, NOT_FOUND_PAGE_KEY, PAGE_KEYS } from './page-keys.ts';
export { type CanonicalMatch, canonicalMatch, itemPartFolded, normalizeSpelling } from './canonical.ts';
export { languageSwitchHref, SWITCH_PATH } from './language-switch.ts';
export { sisterVillaUrl } from './sister-villa.ts';
