import { PAGE_KEYS, type RouteName } from '../../../shared/routes/index.ts';
import type { Loader } from '../types.ts';
import { accommodation, accommodations, accommodationType } from './accommodations.ts';
import { booking, contacts } from './booking.ts';
import { contentPage } from './content-page.ts';
import { experienceThemeList, KINDS, petFriendly, postDetail, postList } from './posts.ts';
import { prices } from './prices.ts';
import { accommodationMap, catalogue, faq, foundation, home, restaurantMenu, siteMap } from './site.ts';
import { villa } from './villa.ts';

/** The loader of every screen: a missing entry is a compile error. */
export const LOADERS: Record<RouteName, Loader> = {
  home,
  about: contentPage('about', PAGE_KEYS.about),
  history: contentPage('history', PAGE_KEYS.history),
  villa,
  contacts,
  experiences: postList('experiences'),
  experienceTheme: experienceThemeList,
  experience: postDetail('experiences'),
  faq,
  foundation,
  usefulInfo: contentPage('usefulInfo', PAGE_KEYS.usefulInfo),
  careers: contentPage('careers', PAGE_KEYS.careers),
  spontaneousApplication: contentPage('spontaneousApplication', PAGE_KEYS.spontaneousApplication),
  positions: postList('positions'),
  position: postDetail('positions'),
  restaurantMenu,
  news: postList('news'),
  newsArticle: postDetail('news'),
  offers: postList('offers'),
  offer: postDetail('offers'),
  booking,
  prices,
  conditions: contentPage('conditions', PAGE_KEYS.conditions),
  privacy: contentPage('privacy', PAGE_KEYS.privacy, true),
  regulations: contentPage('regulations', PAGE_KEYS.regulations),
  socialResponsibility: contentPage('socialResponsibility', PAGE_KEYS.socialResponsibility),
  services: postList('services'),
  petFriendly,
  service: postDetail('services'),
  catalogue,
  accommodations,
  accommodationMap: accommodationMap('accommodationMap'),
  accommodationMapEdition: accommodationMap('accommodationMapEdition'),
  holidayMap: accommodationMap('holidayMap'),
  accommodationType,
  accommodation,
  sustainability: contentPage('sustainability', PAGE_KEYS.sustainability),
  legal: contentPage('legal', PAGE_KEYS.legal),
  generalConditions: contentPage('generalConditions', PAGE_KEYS.generalConditions),
  reviews: contentPage('reviews', PAGE_KEYS.reviews),
  siteMap,
};

type ItemInList = (params: Record<string, string>) => { type: string; slug: string } | undefined;

/** The item's type and slug, when the address names one (the Italian positions' address without a slug is their list). */
const named = (type: string, slug: string | undefined) => (slug ? { type, slug } : undefined);

/**
 * The screens whose loader picks its item by slug from its type's whole list (cms/content.ts
 * `requiredInList`): an unknown slug is a 404 the page route can tell from the list this
 * isolate last read (cms/content.ts `notInList`).
 */
export const ITEM_IN_LIST: Partial<Record<RouteName, ItemInList>> = {
  accommodationType: (params) => named('accommodation-types', params.type),
  accommodation: (params) => named('accommodations', params.unit),
  ...Object.fromEntries(
    Object.values(KINDS).map((kind): [RouteName, ItemInList] => [kind.detail, (params) => named(kind.type, params.slug)]),
  ),
};
