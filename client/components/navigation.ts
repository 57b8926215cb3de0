import type { Locale } from '../../shared/locales.ts';
import { href, type RouteName } from '../../shared/routes/index.ts';

/** The burger menu's main items (spec §2). */
export const MAIN_MENU: readonly RouteName[] = ['accommodations', 'services', 'offers'];

/** Its secondary list. */
export const SECONDARY_MENU: readonly RouteName[] = [
  'about',
  'experiences',
  'restaurantMenu',
  'news',
  'prices',
  'usefulInfo',
  'faq',
  'contacts',
];

/** Footer links. Careers only in Italian; elsewhere the pet-friendly page takes its place (spec §2). */
export function footerLinks(locale: Locale): RouteName[] {
  return [
    'history',
    locale === 'it' ? 'careers' : 'petFriendly',
    'sustainability',
    'socialResponsibility',
    'foundation',
    'catalogue',
    'reviews',
    'regulations',
    'conditions',
    'generalConditions',
    'privacy',
    'legal',
    'siteMap',
  ];
}

/** Links of screens without parameters. */
export function staticHref(name: RouteName, locale: Locale): string {
  return href(name as 'about', locale);
}
