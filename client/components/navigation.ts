import type { Locale } from '../../shared/locales.ts';
import type { Messages } from '../../shared/i18n/index.ts';
import type { RouteName } from '../../shared/routes/index.ts';
import { type ScreenName, type Screens, screensIn } from '../../shared/screens/index.ts';

/** Screens with a label of their own in `nav` messages: the ones menus link to. */
export type MenuRoute = Extract<RouteName, keyof Messages['nav']>;

/** A screen in a menu without a `nav` label is a compile error here. */
type InMenus = { [K in ScreenName]: Screens[K] extends { readonly nav: unknown } ? K : never }[ScreenName];
type IsMenuRoute<N extends MenuRoute> = N;
export type MenuScreen = IsMenuRoute<InMenus>;

/** The burger menu's main items (docs/product.md "Screens and addresses"), as the screens place themselves. */
// The same in every language: no screen limits its place in these menus to some languages.
export const MAIN_MENU = screensIn('main', 'it') as readonly MenuRoute[];

/** Its secondary list; the village plan first, next to the accommodation it places (docs/product.md "Village plan"). */
export const SECONDARY_MENU = screensIn('secondary', 'it') as readonly MenuRoute[];

/** Footer links (the relais villa's page on this site; its own site is linked apart). Careers only in Italian; elsewhere the pet-friendly page takes its place (docs/product.md "Screens and addresses"). */
export function footerLinks(locale: Locale): MenuRoute[] {
  return screensIn('footer', locale) as MenuRoute[];
}
