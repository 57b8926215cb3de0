import type { Locale } from '../locales.ts';

/**
 * Every screen of the site (docs/product.md "Screens and addresses" and the menu sections that are pages of this site),
 * with one path pattern per language. Patterns are written without the language prefix;
 * `:name` is a parameter, `:name?` an optional trailing one.
 *
 * Italian paths are the product's (docs/product.md "Screens and addresses"). The others are the slugs a native speaker would write and
 * deliberately differ from the legacy addresses of docs/product.md "Legacy addresses", which redirect to them.
 */
type PathsByLocale = Record<Locale, string>;

/** Which page layout a screen uses (docs/product.md "Screens and addresses", "Layouts"). */
export type LayoutName = 'default' | 'infoutili';

export type RouteDefinition = {
  readonly paths: PathsByLocale;
  readonly layout?: LayoutName;
};

/** The table every path is built and matched with (href.ts, match.ts), imported as code. */
export const ROUTES = {
  home: { paths: { it: '/', en: '/', de: '/', nl: '/', da: '/', pl: '/' } },
  about: {
    paths: { it: '/chi-siamo', en: '/about-us', de: '/ueber-uns', nl: '/over-ons', da: '/om-os', pl: '/o-nas' },
  },
  history: {
    paths: {
      it: '/chi-siamo/la-nostra-storia',
      en: '/about-us/our-history',
      de: '/ueber-uns/unsere-geschichte',
      nl: '/over-ons/onze-geschiedenis',
      da: '/om-os/vores-historie',
      pl: '/o-nas/nasza-historia',
    },
  },
  villa: {
    // The operator's relais villa, presented on this site; the villa's own site is linked from it and the footer.
    paths: {
      it: '/villa-serena-relais',
      en: '/villa-serena-relais',
      de: '/villa-serena-relais',
      nl: '/villa-serena-relais',
      da: '/villa-serena-relais',
      pl: '/villa-serena-relais',
    },
  },
  contacts: {
    paths: { it: '/contatti', en: '/contact-us', de: '/kontakt', nl: '/contact', da: '/kontakt', pl: '/Kontakt' },
  },
  experiences: {
    paths: {
      it: '/experience',
      en: '/experiences',
      de: '/erlebnisse',
      nl: '/belevenissen',
      da: '/oplevelser',
      pl: '/atrakcje',
    },
  },
  experienceTheme: {
    paths: {
      it: '/experience/tema/:theme',
      en: '/experiences/theme/:theme',
      de: '/erlebnisse/thema/:theme',
      nl: '/belevenissen/thema/:theme',
      da: '/oplevelser/tema/:theme',
      pl: '/atrakcje/temat/:theme',
    },
  },
  experience: {
    paths: {
      it: '/experience/:slug',
      en: '/experiences/:slug',
      de: '/erlebnisse/:slug',
      nl: '/belevenissen/:slug',
      da: '/oplevelser/:slug',
      pl: '/atrakcje/:slug',
    },
  },
  faq: {
    paths: {
      it: '/faq',
      en: '/frequently-asked-questions',
      de: '/haeufige-fragen',
      nl: '/veelgestelde-vragen',
      da: '/ofte-stillede-spoergsmaal',
      pl: '/czeste-pytania',
    },
  },
  foundation: {
    paths: {
      it: '/fondazione',
      en: '/foundation',
      de: '/stiftung',
      nl: '/stichting',
      da: '/fonden',
      pl: '/fundacja',
    },
  },
  usefulInfo: {
    layout: 'infoutili',
    paths: {
      it: '/info-utili',
      en: '/useful-information',
      de: '/nuetzliche-infos',
      nl: '/handige-informatie',
      da: '/nyttig-information',
      pl: '/przydatne-informacje',
    },
  },
  careers: {
    paths: {
      it: '/lavora-con-noi',
      en: '/work-with-us',
      de: '/karriere',
      nl: '/werken-bij-ons',
      da: '/job-hos-os',
      pl: '/praca',
    },
  },
  spontaneousApplication: {
    paths: {
      it: '/lavora-con-noi/candidatura-spontanea',
      en: '/work-with-us/speculative-application',
      de: '/karriere/initiativbewerbung',
      nl: '/werken-bij-ons/open-sollicitatie',
      da: '/job-hos-os/uopfordret-ansoegning',
      pl: '/praca/aplikacja-spontaniczna',
    },
  },
  positions: {
    paths: {
      it: '/lavora-con-noi/posizioni-aperte',
      en: '/work-with-us/vacancies',
      de: '/karriere/offene-stellen',
      nl: '/werken-bij-ons/vacatures',
      da: '/job-hos-os/ledige-stillinger',
      pl: '/praca/oferty-pracy',
    },
  },
  position: {
    paths: {
      // Only in Italian may the slug be left out (docs/product.md "Screens and addresses"); that address is the list's.
      it: '/lavora-con-noi/posizioni-aperte/:slug?',
      en: '/work-with-us/vacancies/:slug',
      de: '/karriere/offene-stellen/:slug',
      nl: '/werken-bij-ons/vacatures/:slug',
      da: '/job-hos-os/ledige-stillinger/:slug',
      pl: '/praca/oferty-pracy/:slug',
    },
  },
  restaurantMenu: {
    paths: {
      it: '/menu-ristorante-catullo',
      en: '/catullo-restaurant-menu',
      de: '/speisekarte-restaurant-catullo',
      nl: '/menukaart-restaurant-catullo',
      da: '/menukort-restaurant-catullo',
      pl: '/menu-restauracji-catullo',
    },
  },
  news: {
    paths: {
      it: '/news',
      en: '/latest-news',
      de: '/neuigkeiten',
      nl: '/nieuws',
      da: '/nyheder',
      pl: '/aktualnosci',
    },
  },
  newsArticle: {
    paths: {
      it: '/news/:slug',
      en: '/latest-news/:slug',
      de: '/neuigkeiten/:slug',
      nl: '/nieuws/:slug',
      da: '/nyheder/:slug',
      pl: '/aktualnosci/:slug',
    },
  },
  offers: {
    paths: {
      it: '/offerte',
      en: '/special-offers',
      de: '/sonderangebote',
      nl: '/acties',
      da: '/gode-tilbud',
      pl: '/oferty-specjalne',
    },
  },
  offer: {
    paths: {
      it: '/offerte/:slug',
      en: '/special-offers/:slug',
      de: '/sonderangebote/:slug',
      nl: '/acties/:slug',
      da: '/gode-tilbud/:slug',
      pl: '/oferty-specjalne/:slug',
    },
  },
  booking: {
    paths: { it: '/prenota', en: '/book-now', de: '/buchen', nl: '/boeken', da: '/book', pl: '/zarezerwuj' },
  },
  prices: {
    paths: { it: '/prezzi', en: '/rates', de: '/preisliste', nl: '/tarieven', da: '/prisliste', pl: '/cennik' },
  },
  conditions: {
    paths: {
      it: '/prezzi/le-nostre-condizioni',
      en: '/rates/booking-terms',
      de: '/preisliste/buchungsbedingungen',
      nl: '/tarieven/boekingsvoorwaarden',
      da: '/prisliste/bookingbetingelser',
      pl: '/cennik/warunki-rezerwacji',
    },
  },
  privacy: {
    paths: {
      it: '/privacy',
      en: '/privacy-policy',
      de: '/datenschutz',
      nl: '/privacybeleid',
      da: '/privatlivspolitik',
      pl: '/polityka-prywatnosci',
    },
  },
  regulations: {
    paths: {
      it: '/regolamento',
      en: '/campsite-rules',
      de: '/platzordnung',
      nl: '/reglement',
      da: '/ordensregler',
      pl: '/regulamin',
    },
  },
  socialResponsibility: {
    paths: {
      it: '/responsabilita-sociale',
      en: '/corporate-responsibility',
      de: '/soziale-verantwortung',
      nl: '/maatschappelijke-verantwoordelijkheid',
      da: '/socialt-ansvar',
      pl: '/odpowiedzialnosc-spoleczna',
    },
  },
  services: {
    paths: {
      it: '/servizi',
      en: '/facilities',
      de: '/leistungen',
      nl: '/voorzieningen',
      da: '/faciliteter',
      pl: '/uslugi',
    },
  },
  petFriendly: {
    // The pet-friendly service, at the slugs docs/product.md "Screens and addresses" gives.
    paths: {
      it: '/servizi/amici-a-4-zampe',
      en: '/facilities/4-legged-friends',
      de: '/leistungen/4-beinige-freunde',
      nl: '/voorzieningen/4-potige-vrienden',
      da: '/faciliteter/4-benede-venner',
      pl: '/uslugi/4-nozni-przyjaciele',
    },
  },
  service: {
    paths: {
      it: '/servizi/:slug',
      en: '/facilities/:slug',
      de: '/leistungen/:slug',
      nl: '/voorzieningen/:slug',
      da: '/faciliteter/:slug',
      pl: '/uslugi/:slug',
    },
  },
  catalogue: {
    paths: {
      it: '/sfoglia-il-catalogo',
      en: '/brochure',
      de: '/katalog',
      nl: '/brochure',
      da: '/brochure',
      pl: '/katalog',
    },
  },
  accommodations: {
    paths: {
      it: '/sistemazioni',
      en: '/accommodation',
      de: '/unterkuenfte',
      nl: '/accommodatie',
      da: '/overnatning',
      pl: '/zakwaterowanie',
    },
  },
  accommodationMap: {
    paths: {
      it: '/sistemazioni/mappa',
      en: '/accommodation/map',
      de: '/unterkuenfte/karte',
      nl: '/accommodatie/kaart',
      da: '/overnatning/kort',
      pl: '/zakwaterowanie/mapa',
    },
  },
  accommodationMapEdition: {
    // The map's editions: the current edition and the previous one.
    paths: {
      it: '/sistemazioni/mappa/:edition',
      en: '/accommodation/map/:edition',
      de: '/unterkuenfte/karte/:edition',
      nl: '/accommodatie/kaart/:edition',
      da: '/overnatning/kort/:edition',
      pl: '/zakwaterowanie/mapa/:edition',
    },
  },
  holidayMap: {
    // The alternative map pages under the "your holiday" slugs (docs/product.md "Screens and addresses").
    paths: {
      it: '/la-tua-vacanza/mappa',
      en: '/your-holiday/map',
      de: '/ihr-urlaub/karte',
      nl: '/jouw-vakantie/kaart',
      da: '/din-ferie/kort',
      pl: '/twoje-wakacje/mapa',
    },
  },
  accommodationType: {
    paths: {
      it: '/sistemazioni/:type',
      en: '/accommodation/:type',
      de: '/unterkuenfte/:type',
      nl: '/accommodatie/:type',
      da: '/overnatning/:type',
      pl: '/zakwaterowanie/:type',
    },
  },
  accommodation: {
    paths: {
      it: '/sistemazioni/:type/:group/:unit',
      en: '/accommodation/:type/:group/:unit',
      de: '/unterkuenfte/:type/:group/:unit',
      nl: '/accommodatie/:type/:group/:unit',
      da: '/overnatning/:type/:group/:unit',
      pl: '/zakwaterowanie/:type/:group/:unit',
    },
  },
  sustainability: {
    paths: {
      it: '/sostenibilita',
      en: '/green-holidays',
      de: '/nachhaltigkeit',
      nl: '/duurzaamheid',
      da: '/baeredygtighed',
      pl: '/zrownowazony-rozwoj',
    },
  },
  legal: {
    paths: {
      it: '/dati-societari',
      en: '/company-details',
      de: '/impressum',
      nl: '/bedrijfsgegevens',
      da: '/virksomhedsoplysninger',
      pl: '/dane-firmy',
    },
  },
  generalConditions: {
    paths: {
      it: '/condizioni-generali',
      en: '/general-terms',
      de: '/agb',
      nl: '/algemene-voorwaarden',
      da: '/generelle-betingelser',
      pl: '/ogolne-warunki',
    },
  },
  reviews: {
    paths: {
      it: '/recensioni',
      en: '/guest-reviews',
      de: '/gaestebewertungen',
      nl: '/gastbeoordelingen',
      da: '/gaesteanmeldelser',
      pl: '/opinie-gosci',
    },
  },
  siteMap: {
    paths: {
      it: '/mappa-del-sito',
      en: '/site-map',
      de: '/seitenuebersicht',
      nl: '/sitemap',
      da: '/oversigt',
      pl: '/mapa-strony',
    },
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteTable = typeof ROUTES;

export type RouteName = keyof RouteTable;

export const ROUTE_NAMES: readonly RouteName[] = Object.keys(ROUTES) as RouteName[];

export function routeNames(): RouteName[] {
  return [...ROUTE_NAMES];
}

/** Whether a screen's paths have parameters: without, the page exists whatever the CMS holds. */
export function hasParameters(name: RouteName): boolean {
  return Object.values(ROUTES[name].paths).some((pattern: string) => pattern.includes(':'));
}

/** The layout a screen uses; `default` unless the route says otherwise. */
export function layoutOf(name: RouteName): LayoutName {
  const route: RouteDefinition = ROUTES[name];
  return route.layout ?? 'default';
}

/** Parameter names of a route, read from its Italian pattern at the type level. */
type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<`/${Tail}`>
    : Rest
  : never;

type Required<N> = N extends `${string}?` ? never : N;
type Optional<N> = N extends `${infer Base}?` ? Base : never;

type ParamsOf<P extends string> = { [K in Required<ParamNames<P>>]: string } & {
  [K in Optional<ParamNames<P>>]?: string;
};

/** The parameters `href` needs for a route (taken from the English pattern: no optional slugs). */
export type RouteParams<N extends RouteName> = ParamsOf<(typeof ROUTES)[N]['paths']['en']>;

/** Route names are `{name}___{locale}`, the convention of the previous site (docs/product.md "Screens and addresses"). */
export function routeId(name: RouteName, locale: Locale): string {
  return `${name}___${locale}`;
}
