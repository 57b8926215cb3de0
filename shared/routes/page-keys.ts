import { SCREENS, type ScreenDeclaration, type Screens } from '../screens/index.ts';
import type { RouteName } from './table.ts';

type PageKeys = {
  [K in RouteName as Screens[K] extends { readonly pageKey: string } ? K : never]: Screens[K] extends { readonly pageKey: infer Key }
    ? Key
    : never;
};

/**
 * The CMS page (`GET /{locale}/page/{key}`) that gives each screen its title, SEO and text, as
 * the screens declare it. Screens whose content is an item of another type (news, offers,
 * accommodations, the menu, the catalogue…) have none: their loader fetches that item instead.
 */
export const PAGE_KEYS = Object.fromEntries(
  Object.entries(SCREENS as Record<string, ScreenDeclaration>).flatMap(([name, screen]) =>
    screen.pageKey ? [[name, screen.pageKey]] : [],
  ),
) as PageKeys;

/** The not-found page's SEO comes from this page (docs/product.md "Screens and addresses"). */
export const NOT_FOUND_PAGE_KEY = '404-2';

/** Experience theme pages: one CMS page each, `experience-tema-{theme}`. */
export function experienceThemePageKey(theme: string): string {
  return `experience-tema-${theme}`;
}

/** Editions of the accommodation map, at the addresses the previous site gave them (`/sistemazioni/mappa/__2023`). */
export const MAP_EDITIONS = ['__2023', 'old'] as const;

export type MapEdition = (typeof MAP_EDITIONS)[number];
