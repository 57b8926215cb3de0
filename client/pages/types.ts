import type {
  Accommodation,
  AccommodationTypeItem,
  Catalogue,
  Company,
  FaqItem,
  Foundation,
  Home,
  Image,
  MapPoint,
  Offer,
  Page,
  PricePeriod,
  RestaurantMenu,
  SeasonStayRule,
  Site,
} from '../../shared/cms/index.ts';
import type { PlanUnit } from '../components/village-plan-geometry.ts';

/** A teaser of any listed item: what a card shows and where it leads. */
export type Card = {
  id: number;
  title: string;
  excerpt: string;
  href: string;
  image?: Image;
  meta?: string;
  /** The lowest price in the price list (per night or per week, as the list states it). */
  price?: { from: number; per: PricePeriod };
};

/** The post types with list and detail screens. */
export type CardListKind = 'news' | 'experiences' | 'services' | 'offers' | 'positions';

/** Everything shown as a grid of cards. */
type CardGridKind = CardListKind | 'accommodations';

/** A full item of a post type, reduced to what the detail screen shows. */
export type DetailItem = {
  kind: CardListKind;
  /** The item's slug in this language: an offer's, carried into the booking engine's page. */
  slug: string;
  title: string;
  excerpt: string;
  date?: string;
  meta: { label: string; value: string }[];
  image: Image;
  gallery: Image[];
  blocks: Page['blocks'];
  /** An offer past its last day (ISO date): its page says it ended then, and offers nothing to book. */
  endedOn?: string;
};

/** Everything a screen can show, picked by `screen`. Props are plain JSON. */
export type ScreenView =
  | {
      screen: 'content';
      page: Page;
      next?: { label: string; href: string }[];
      cookies?: boolean;
      /** A site of the operator's beyond this one (the relais villa's own site), opened in a new tab. */
      external?: { label: string; href: string };
      /** The price list after the last season the content knows: the year whose prices are not published yet. */
      nextSeason?: number;
      /** The shown season's stay rules, which its `stayRules` block lists (docs/product.md "Booking path"). */
      stayRules?: SeasonStayRule[];
    }
  | {
      screen: 'home';
      home: Home;
      offers: Offer[];
      accommodationTypes: AccommodationTypeItem[];
    }
  | { screen: 'cards'; kind: CardGridKind; page: Page; cards: Card[]; filters?: { label: string; href: string; current: boolean }[] }
  | { screen: 'detail'; item: DetailItem; backHref: string; related: Card[] }
  | { screen: 'foundation'; foundation: Foundation }
  | { screen: 'faq'; page: Page; items: FaqItem[] }
  | { screen: 'menu'; menu: RestaurantMenu; contact: { phone: string; email: string } | null }
  | { screen: 'catalogue'; catalogue: Catalogue }
  | { screen: 'accommodationType'; type: AccommodationTypeItem; cards: Card[] }
  | {
      screen: 'accommodation';
      unit: Accommodation;
      /** The part of the resort the unit is in (its type's), chosen on the request it links to. */
      site: Site;
      siblings: Card[];
      related: Card[];
    }
  | { screen: 'map'; page: Page; points: MapPoint[]; units: PlanUnit[]; edition?: string }
  | { screen: 'booking'; page: Page }
  | {
      screen: 'contacts';
      page: Page;
      /** The village: where the route calculator leads and the address beside the map (from the company's data). */
      destination: { lat: number; lng: number; name: string; address: Company['address']; phone: string; email: string } | null;
      /** A starting point the calculator could not take (`worker/routes/directions.ts`): what was typed and why. */
      route?: { origin: string; error: string };
    }
  | { screen: 'siteMap'; page: Page; sections: { title: string; links: { label: string; href: string }[] }[] };
