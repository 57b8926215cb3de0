import type { Locale } from '../../shared/locales.ts';
import type { Messages } from '../../shared/i18n/index.ts';
import type { RouteName } from '../../shared/routes/index.ts';

/** Screens with a label of their own in `nav` messages: the ones menus link to. */
export type MenuRoute = Extract<RouteName, keyof Messages['nav']>;

/** The burger menu's main items (docs/product.md "Screens and addresses"). */
export const MAIN_MENU: readonly MenuRoute[] = ['accommodations', 'services', 'offers'];

/** Its secondary list; the village plan first, next to the accommodation it places (docs/product.md "Village plan"). */
export const SECONDARY_MENU: readonly MenuRoute[] = [
  'accommodationMap',
  'about',
  'experiences',
  'restaurantMenu',
  'news',
  'prices',
  'usefulInfo',
  'faq',
  'contacts',
];

/** Footer links (the relais villa's page on this site; its own site is linked apart). Careers only in Italian; elsewhere the pet-friendly page takes its place (docs/product.md "Screens and addresses"). */
export function footerLinks(locale: Locale): MenuRoute[] {
  return [
    'history',
    'villa',
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
