import { home } from './home.ts';
import { about } from './about.ts';
import { history } from './history.ts';
import { villa } from './villa.ts';
import { contacts } from './contacts.ts';
import { experiences } from './experiences.ts';
import { experienceTheme } from './experience-theme.ts';
import { experience } from './experience.ts';
import { faq } from './faq.ts';
import { foundation } from './foundation.ts';
import { usefulInfo } from './useful-info.ts';
import { careers } from './careers.ts';
import { spontaneousApplication } from './spontaneous-application.ts';
import { positions } from './positions.ts';
import { position } from './position.ts';
import { restaurantMenu } from './restaurant-menu.ts';
import { news } from './news.ts';
import { newsArticle } from './news-article.ts';
import { offers } from './offers.ts';
import { offer } from './offer.ts';
import { booking } from './booking.ts';
import { prices } from './prices.ts';
import { conditions } from './conditions.ts';
import { privacy } from './privacy.ts';
import { regulations } from './regulations.ts';
import { socialResponsibility } from './social-responsibility.ts';
import { services } from './services.ts';
import { petFriendly } from './pet-friendly.ts';
import { service } from './service.ts';
import { catalogue } from './catalogue.ts';
import { accommodations } from './accommodations.ts';
import { accommodationMap } from './accommodation-map.ts';
import { accommodationMapEdition } from './accommodation-map-edition.ts';
import { holidayMap } from './holiday-map.ts';
import { accommodationType } from './accommodation-type.ts';
import { accommodation } from './accommodation.ts';
import { sustainability } from './sustainability.ts';
import { legal } from './legal.ts';
import { generalConditions } from './general-conditions.ts';
import { reviews } from './reviews.ts';
import { siteMap } from './site-map.ts';
import type { Locale } from '../locales.ts';
import type { MenuPlace, ScreenDeclaration, SiteMapSection } from './types.ts';

/**
 * Every screen of the site, each declared in its own module: the route table, the CMS page keys,
 * the forms, breadcrumbs, menus, sitemap and loaders are all read from here. The order is the
 * one static paths are matched in (the first screen with a path keeps it).
 */
export const SCREENS = {
  home,
  about,
  history,
  villa,
  contacts,
  experiences,
  experienceTheme,
  experience,
  faq,
  foundation,
  usefulInfo,
  careers,
  spontaneousApplication,
  positions,
  position,
  restaurantMenu,
  news,
  newsArticle,
  offers,
  offer,
  booking,
  prices,
  conditions,
  privacy,
  regulations,
  socialResponsibility,
  services,
  petFriendly,
  service,
  catalogue,
  accommodations,
  accommodationMap,
  accommodationMapEdition,
  holidayMap,
  accommodationType,
  accommodation,
  sustainability,
  legal,
  generalConditions,
  reviews,
  siteMap,
} as const satisfies Record<string, ScreenDeclaration>;

export type Screens = typeof SCREENS;

export type ScreenName = keyof Screens;

type Named<Field extends 'parent' | 'next'> = {
  [K in ScreenName]: Screens[K] extends { readonly [F in Field]: infer V } ? (V extends readonly (infer E)[] ? E : V) : never;
}[ScreenName];

/** A parent or a next step that is not a screen is a compile error here. */
type IsScreen<N extends ScreenName> = N;
export type ScreenParent = IsScreen<Named<'parent'>>;
export type ScreenNextStep = IsScreen<Named<'next'>>;

/** The declaration of a screen, as the shape every screen has. */
export function screenOf(name: ScreenName): ScreenDeclaration {
  return SCREENS[name];
}

/** The screens a menu links to, in its order, in a language; for the site map page, those of one section. */
export function screensIn(menu: MenuPlace['menu'], locale: Locale, section?: SiteMapSection): ScreenName[] {
  const places = (Object.keys(SCREENS) as ScreenName[]).flatMap((name) =>
    (screenOf(name).nav ?? [])
      .filter(
        (place) =>
          place.menu === menu && (place.menu === 'siteMap' ? place.section === section : (place.locales ?? [locale]).includes(locale)),
      )
      .map((place) => ({ name, order: place.order })),
  );
  return places.sort((a, b) => a.order - b.order).map((place) => place.name);
}

export {
  type LayoutName,
  type LoaderKind,
  type MenuPlace,
  type PostKind,
  SITE_MAP_SECTIONS,
  type ScreenDeclaration,
  type SiteMapSection,
  type UniqueLoaderKind,
} from './types.ts';
