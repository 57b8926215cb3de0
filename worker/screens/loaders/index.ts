import type { RouteName } from '../../../shared/routes/index.ts';
import { type LoaderKind, SCREENS, screenOf, type UniqueLoaderKind } from '../../../shared/screens/index.ts';
import type { Loader } from '../types.ts';
import { accommodation, accommodations, accommodationType } from './accommodations.ts';
import { booking, contacts } from './booking.ts';
import { contentPage } from './content-page.ts';
import { experienceThemeList, KINDS, petFriendly, postDetail, postList } from './posts.ts';
import { prices } from './prices.ts';
import { accommodationMap, catalogue, faq, foundation, home, restaurantMenu, siteMap } from './site.ts';
import { villa } from './villa.ts';

/** The loaders of a single screen each, by the kind its declaration names. */
const UNIQUE_LOADERS: Record<UniqueLoaderKind, Loader> = {
  home,
  villa,
  contacts,
  experienceThemeList,
  faq,
  foundation,
  restaurantMenu,
  booking,
  prices,
  petFriendly,
  catalogue,
  accommodations,
  accommodationType,
  accommodation,
  siteMap,
};

/** The loader of a screen, from the kind and arguments it declares. */
function loaderOf(name: RouteName): Loader {
  const screen = screenOf(name);
  const loader: LoaderKind = screen.loader;
  switch (loader.kind) {
    case 'contentPage': {
      if (!screen.pageKey) throw new Error(`screen ${name} is a content page without a page key`);
      return contentPage(name, screen.pageKey, loader.cookies === true);
    }
    case 'postList':
      return postList(loader.posts);
    case 'postDetail':
      return postDetail(loader.posts);
    case 'accommodationMap':
      return accommodationMap(name);
    default:
      return UNIQUE_LOADERS[loader.kind];
  }
}

/** The loader of every screen. */
export const LOADERS = Object.fromEntries((Object.keys(SCREENS) as RouteName[]).map((name) => [name, loaderOf(name)])) as Record<
  RouteName,
  Loader
>;

type ItemInList = (params: Record<string, string>) => { type: string; slug: string } | undefined;

/** The item's type and slug, when the address names one (the Italian positions' address without a slug is their list). */
const named = (type: string, slug: string | undefined) => (slug ? { type, slug } : undefined);

/** How a screen's loader names its item, for the loader kinds that pick it by slug from its type's whole list. */
function itemInListOf(loader: LoaderKind): ItemInList | undefined {
  switch (loader.kind) {
    case 'postDetail': {
      const type = KINDS[loader.posts].type;
      return (params) => named(type, params.slug);
    }
    case 'accommodationType':
      return (params) => named('accommodation-types', params.type);
    case 'accommodation':
      return (params) => named('accommodations', params.unit);
    default:
      return undefined;
  }
}

/**
 * The screens whose loader picks its item by slug from its type's whole list (cms/content.ts
 * `requiredInList`): an unknown slug is a 404 the page route can tell from the list this
 * isolate last read (cms/content.ts `notInList`).
 */
export const ITEM_IN_LIST: Partial<Record<RouteName, ItemInList>> = Object.fromEntries(
  (Object.keys(SCREENS) as RouteName[]).flatMap((name) => {
    const itemInList = itemInListOf(screenOf(name).loader);
    return itemInList ? [[name, itemInList]] : [];
  }),
);
