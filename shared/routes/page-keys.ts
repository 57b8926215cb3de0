import type { RouteName } from './table.ts';

/**
 * The CMS page (`GET /{locale}/page/{key}`) that gives each screen its title, SEO and text.
 * Screens whose content is an item of another type (news, offers, accommodations, the menu,
 * the catalogue…) are not listed: their loader fetches that item instead.
 */
export const PAGE_KEYS = {
  home: 'home',
  about: 'chi-siamo',
  history: 'la-nostra-storia',
  contacts: 'contatti',
  experiences: 'experience',
  faq: 'faq',
  foundation: 'fondazione',
  usefulInfo: 'info-utili',
  careers: 'lavora-con-noi',
  spontaneousApplication: 'candidatura-spontanea',
  positions: 'posizioni-aperte',
  news: 'news',
  offers: 'offerte',
  booking: 'prenota',
  prices: 'prezzi',
  conditions: 'le-nostre-condizioni',
  privacy: 'privacy',
  regulations: 'regolamento',
  socialResponsibility: 'responsabilita-sociale',
  services: 'servizi',
  accommodations: 'sistemazioni',
  accommodationMap: 'mappa',
  accommodationMapEdition: 'mappa',
  holidayMap: 'mappa',
  sustainability: 'sostenibilita',
  legal: 'dati-societari',
  generalConditions: 'condizioni-generali',
  reviews: 'recensioni',
  siteMap: 'mappa-del-sito',
} as const satisfies Partial<Record<RouteName, string>>;

/** The not-found page's SEO comes from this page (docs/product.md "Screens and addresses"). */
export const NOT_FOUND_PAGE_KEY = '404-2';

/** Experience theme pages: one CMS page each, `experience-tema-{theme}`. */
export function experienceThemePageKey(theme: string): string {
  return `experience-tema-${theme}`;
}

/** Editions of the accommodation map, at the addresses the previous site gave them (`/sistemazioni/mappa/__2023`). */
export const MAP_EDITIONS = ['__2023', 'old'] as const;

export type MapEdition = (typeof MAP_EDITIONS)[number];
