import type { Messages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { buildPath, matchRoute, type RouteMatch, type RouteName } from '../../shared/routes/index.ts';
import { screenOf } from '../../shared/screens/index.ts';
import type { ScreenView } from '../../client/pages/types.ts';

/** Where a screen sits under another, as it declares (none: straight under the home page). */
const parentOf = (name: RouteName): RouteName | undefined => screenOf(name).parent as RouteName | undefined;

/** The heading a screen shows, which is what a trail should call it (not its SEO title). */
export function screenTitle(view: ScreenView): string {
  switch (view.screen) {
    case 'home':
      return view.home.title;
    case 'detail':
      return view.item.title;
    case 'foundation':
      return view.foundation.title;
    case 'menu':
      return view.menu.title;
    case 'catalogue':
      return view.catalogue.title;
    case 'accommodationType':
      return view.type.title;
    case 'accommodation':
      return view.unit.title;
    default:
      return view.page.title;
  }
}

/** An ancestor's name: its menu label, or for an accommodation type its plural name. */
function ancestorName(match: RouteMatch, messages: Messages): string {
  if (match.name === 'accommodationType') {
    const type = match.params.type as keyof Messages['accommodationTypes'];
    return messages.accommodationTypes[type] ?? messages.nav.accommodations;
  }
  return messages.nav[match.name as keyof Messages['nav']] ?? messages.nav.home;
}

/**
 * An ancestor's address is the longest shorter prefix of this page's address that is that
 * screen (so a unit's type keeps the unit's type parameter); a parent with no parameters is
 * its plain path.
 */
function ancestorMatch(parent: RouteName, path: string, locale: Locale): RouteMatch {
  const parts = path.split('/');
  for (let end = parts.length - 1; end > 1; end--) {
    const match = matchRoute(parts.slice(0, end).join('/'));
    if (match?.name === parent && match.locale === locale) return match;
  }
  return { name: parent, locale, params: {} };
}

type TrailStep = { name: string; path: string };

/** Home › … › this page, for the BreadcrumbList of every page but the home page. */
export function breadcrumbTrail(name: RouteName, path: string, locale: Locale, title: string, messages: Messages): TrailStep[] {
  const steps: TrailStep[] = [{ name: title, path }];
  let current = parentOf(name);
  let below = path;
  while (current) {
    const match = ancestorMatch(current, below, locale);
    below = buildPath(match.name, locale, match.params);
    steps.unshift({ name: ancestorName(match, messages), path: below });
    current = parentOf(current);
  }
  steps.unshift({ name: messages.nav.home, path: buildPath('home', locale) });
  return steps;
}
