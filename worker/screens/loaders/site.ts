import {
  accommodationSchema,
  accommodationTypeSchema,
  catalogueSchema,
  companySchema,
  faqItemSchema,
  foundationSchema,
  homeSchema,
  mapPointSchema,
  offerLastDay,
  offerSchema,
  restaurantMenuSchema,
  serviceSchema,
} from '../../../shared/cms/index.ts';
import { todayAtTheLake } from '../../../shared/forms/index.ts';
import { getMessages } from '../../../shared/i18n/index.ts';
import { buildPath, href, MAP_EDITIONS, PAGE_KEYS, type RouteName } from '../../../shared/routes/index.ts';
import { SITE_MAP_SECTIONS, screensIn } from '../../../shared/screens/index.ts';
import type { MenuRoute } from '../../../client/components/navigation.ts';
import { NotFoundError } from '../../errors.ts';
import { pathsInEveryLocale } from '../paths.ts';
import type { Loader } from '../types.ts';
import { latest } from '../../seo/last-modified.ts';
import { faqStructuredData, homeStructuredData, menuStructuredData } from '../structured-data.ts';
import { PET_FRIENDLY_SLUGS } from './posts.ts';
import { loadPage } from './content-page.ts';

export const home: Loader = async (context) => {
  const { locale, content } = context;
  const [home, homeOffers, accommodationTypes, services] = await Promise.all([
    content.required(locale, 'page', PAGE_KEYS.home, homeSchema),
    content.list(locale, 'offerte', offerSchema, { showOnHome: 'true' }),
    content.list(locale, 'accommodation-types', accommodationTypeSchema),
    content.list(locale, 'servizi', serviceSchema),
  ]);
  // Offers and a highlight that promotes one are advertised until their last day (docs/product.md "Offers and seasons").
  const today = todayAtTheLake(context.now);
  const offers = homeOffers.filter((offer) => today <= offerLastDay(offer));
  const highlight = home.contenuto_in_evidenza;
  const page =
    highlight.until && highlight.until < today ? { ...home, contenuto_in_evidenza: { ...highlight, mostrare_contenuto: false } } : home;
  const structuredData = await homeStructuredData(context, page, services, PET_FRIENDLY_SLUGS[locale], buildPath('home', locale));
  return {
    view: { screen: 'home', home: page, offers, accommodationTypes },
    seo: page.seo,
    paths: pathsInEveryLocale('home'),
    ogImage: page.hero.image,
    lastModified: latest(page.updatedAt, ...offers.map((offer) => offer.updatedAt), ...accommodationTypes.map((type) => type.updatedAt)),
    structuredData,
  };
};

export const foundation: Loader = async ({ locale, content }) => {
  const page = await content.required(locale, 'page', PAGE_KEYS.foundation, foundationSchema);
  return {
    view: { screen: 'foundation', foundation: page },
    seo: page.seo,
    paths: pathsInEveryLocale('foundation'),
    ogImage: page.image,
    lastModified: page.updatedAt,
  };
};

export const faq: Loader = async (context) => {
  const [page, items] = await Promise.all([loadPage(context, PAGE_KEYS.faq), context.content.list(context.locale, 'faq', faqItemSchema)]);
  return {
    view: { screen: 'faq', page, items },
    seo: page.seo,
    paths: pathsInEveryLocale('faq'),
    lastModified: page.updatedAt,
    structuredData: faqStructuredData(context, items, buildPath('faq', context.locale)),
  };
};

export const restaurantMenu: Loader = async (context) => {
  const [menu, company] = await Promise.all([
    context.content.required(context.locale, 'menu', 'ristorante-catullo', restaurantMenuSchema),
    context.content.item(context.locale, 'company', 'default', companySchema),
  ]);
  return {
    view: { screen: 'menu', menu, contact: company ? { phone: company.phone, email: company.email } : null },
    seo: menu.seo,
    paths: pathsInEveryLocale('restaurantMenu'),
    lastModified: menu.updatedAt,
    structuredData: await menuStructuredData(context, menu, buildPath('restaurantMenu', context.locale)),
  };
};

export const catalogue: Loader = async ({ locale, content }) => {
  const item = await content.required(locale, 'catalogue', 'default', catalogueSchema);
  return {
    view: { screen: 'catalogue', catalogue: item },
    seo: item.seo,
    paths: pathsInEveryLocale('catalogue'),
    ogImage: item.pages[0]?.image,
    lastModified: item.updatedAt,
  };
};

/** The accommodation map, its editions and the "your holiday" alternative all show the map. */
export function accommodationMap(name: RouteName): Loader {
  return async (context) => {
    const edition = context.params.edition;
    if (name === 'accommodationMapEdition' && !MAP_EDITIONS.includes(edition as (typeof MAP_EDITIONS)[number])) {
      throw new NotFoundError('unknown map edition');
    }
    const [page, points, accommodations] = await Promise.all([
      loadPage(context, PAGE_KEYS.accommodationMap),
      context.content.list(context.locale, 'map-points', mapPointSchema),
      context.content.list(context.locale, 'accommodations', accommodationSchema),
    ]);
    // Every unit stands on the plan, linked to its page.
    const units = accommodations.map((unit) => ({
      slug: unit.slug,
      title: unit.title,
      href: href('accommodation', context.locale, { type: unit.type, group: unit.group.slug, unit: unit.slug }),
      ...unit.position.map,
    }));
    return {
      view: { screen: 'map', page, points, units, edition },
      seo: page.seo,
      paths: pathsInEveryLocale(name, edition ? { edition } : {}),
      ogImage: page.image,
      lastModified: latest(page.updatedAt, ...accommodations.map((unit) => unit.updatedAt)),
    };
  };
}

export const siteMap: Loader = async (context) => {
  const page = await loadPage(context, PAGE_KEYS.siteMap);
  const m = getMessages(context.locale);
  // Sections of the human site map, in the order a guest thinks of them; each lists the screens that place themselves there.
  const sections = SITE_MAP_SECTIONS.map((section) => ({
    title: m.nav[section],
    links: (screensIn('siteMap', context.locale, section) as MenuRoute[]).map((name) => ({
      label: m.nav[name],
      href: buildPath(name, context.locale),
    })),
  }));
  return {
    view: { screen: 'siteMap', page, sections },
    seo: page.seo,
    paths: pathsInEveryLocale('siteMap'),
    ogImage: page.image,
    lastModified: page.updatedAt,
  };
};
