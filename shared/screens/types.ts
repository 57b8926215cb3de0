import type { FormName } from '../forms/names.ts';
import type { Locale } from '../locales.ts';

/** Which page layout a screen uses (docs/product.md "Screens and addresses", "Layouts"). */
export type LayoutName = 'default' | 'infoutili';

/** The kinds of CMS posts that have a list screen and a detail screen each. */
export type PostKind = 'news' | 'experiences' | 'services' | 'offers' | 'positions';

/** The loaders every screen of one kind shares, with their arguments. */
type SharedLoader =
  | { readonly kind: 'contentPage'; readonly cookies?: true }
  | { readonly kind: 'postList' | 'postDetail'; readonly posts: PostKind }
  | { readonly kind: 'accommodationMap' };

/** Screens whose content no other screen shares: their loader is theirs alone. */
export type UniqueLoaderKind =
  | 'home'
  | 'villa'
  | 'contacts'
  | 'experienceThemeList'
  | 'faq'
  | 'foundation'
  | 'restaurantMenu'
  | 'booking'
  | 'prices'
  | 'petFriendly'
  | 'catalogue'
  | 'accommodations'
  | 'accommodationType'
  | 'accommodation'
  | 'siteMap';

/** How a screen's content is loaded, by name (worker/screens/loaders/index.ts has one loader per kind). */
export type LoaderKind = SharedLoader | { readonly kind: UniqueLoaderKind };

/** The sections of the site map page, in the order it shows them. */
export const SITE_MAP_SECTIONS = ['accommodations', 'services', 'about', 'contacts'] as const;

export type SiteMapSection = (typeof SITE_MAP_SECTIONS)[number];

/**
 * A link to the screen in a menu: its place there, and the languages it is in (all unless said);
 * on the site map page, the section it is listed in.
 */
export type MenuPlace =
  | { readonly menu: 'main' | 'secondary' | 'footer'; readonly order: number; readonly locales?: readonly Locale[] }
  | { readonly menu: 'siteMap'; readonly section: SiteMapSection; readonly order: number };

/**
 * Everything about one screen, declared once (docs/product.md "Screens and addresses"). Paths are
 * written without the language prefix; `:name` is a parameter, `:name?` an optional trailing one.
 * Italian paths are the product's; the others are the slugs a native speaker would write and
 * deliberately differ from the legacy addresses (docs/product.md "Legacy addresses"), which redirect to them.
 */
export type ScreenDeclaration = {
  readonly paths: Readonly<Record<Locale, string>>;
  readonly layout?: LayoutName;
  /** The CMS page (`GET /{locale}/page/{key}`) that gives the screen its title, SEO and text; none when its content is an item of another type. */
  readonly pageKey?: string;
  readonly loader: LoaderKind;
  /** The screen it sits under in the breadcrumb trail; none: straight under the home page. */
  readonly parent?: string;
  readonly nav?: readonly MenuPlace[];
  /**
   * How the sitemap lists it: by default as one page (it must have no parameters); `enumerated`
   * pages are listed from their items or fixed parameters; `omitted` ones not at all.
   */
  readonly sitemap?: 'enumerated' | 'omitted';
  /** The forms it carries besides the newsletter of every footer (shared/forms/forms-on-route.ts). */
  readonly forms?: readonly FormName[];
  /** The screens an overview leads on to, after its text. */
  readonly next?: readonly string[];
  /** The job-info modal is opened from it. */
  readonly jobModal?: true;
  /** It has a stay search or a booking call and reads the stay from the query (docs/product.md "Booking path"). */
  readonly readsStay?: true;
};
