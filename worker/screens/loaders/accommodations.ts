import { ACCOMMODATION_TYPES, type Accommodation, accommodationSchema, accommodationTypeSchema } from '../../../shared/cms/index.ts';
import type { Locale } from '../../../shared/locales.ts';
import { href, PAGE_KEYS } from '../../../shared/routes/index.ts';
import type { Card } from '../../../client/pages/types.ts';
import { NotFoundError } from '../../errors.ts';
import { pathsInEveryLocale } from '../paths.ts';
import type { Loader } from '../types.ts';
import { latest } from '../../seo/last-modified.ts';
import { loadPage } from './content-page.ts';
import { lowest, type PriceFrom, pricesFrom } from './prices.ts';
import { accommodationStructuredData } from '../structured-data.ts';

function unitCard(unit: Accommodation, locale: Locale, price?: PriceFrom): Card {
  return {
    price,
    id: unit.id,
    title: unit.title,
    excerpt: unit.excerpt,
    image: unit.image,
    meta: unit.group.name,
    href: href('accommodation', locale, { type: unit.type, group: unit.group.slug, unit: unit.slug }),
  };
}

/** The accommodation overview: one card per type. */
export const accommodations: Loader = async (context) => {
  const [page, types, units, prices] = await Promise.all([
    loadPage(context, PAGE_KEYS.accommodations),
    context.content.list(context.locale, 'accommodation-types', accommodationTypeSchema),
    context.content.list(context.locale, 'accommodations', accommodationSchema),
    pricesFrom(context),
  ]);
  const cards: Card[] = types
    .toSorted((a, b) => ACCOMMODATION_TYPES.indexOf(a.slug) - ACCOMMODATION_TYPES.indexOf(b.slug))
    .map((type) => ({
      id: type.id,
      title: type.title,
      excerpt: type.excerpt,
      image: type.image,
      href: href('accommodationType', context.locale, { type: type.slug }),
      price: lowest(units.filter((unit) => unit.type === type.slug).map((unit) => prices.get(unit.slug))),
    }));
  return {
    view: { screen: 'cards', kind: 'accommodations', page, cards },
    seo: page.seo,
    paths: pathsInEveryLocale('accommodations'),
    ogImage: page.image,
    lastModified: latest(page.updatedAt, ...types.map((type) => type.updatedAt)),
  };
};

/**
 * One type (mobile homes, bungalows…) with its units: both from the lists every accommodation
 * page shares, so a type the CMS does not know costs no CMS call of its own (cms/content.ts
 * `requiredInList`).
 */
export const accommodationType: Loader = async (context) => {
  const slug = context.params.type ?? '';
  const [type, all, prices] = await Promise.all([
    context.content.requiredInList(context.locale, 'accommodation-types', slug, accommodationTypeSchema),
    context.content.list(context.locale, 'accommodations', accommodationSchema),
    pricesFrom(context),
  ]);
  const units = all.filter((unit) => unit.type === type.slug);
  return {
    view: { screen: 'accommodationType', type, cards: units.map((unit) => unitCard(unit, context.locale, prices.get(unit.slug))) },
    seo: type.seo,
    paths: pathsInEveryLocale('accommodationType', { type: type.slug }),
    ogImage: type.image,
    lastModified: latest(type.updatedAt, ...units.map((unit) => unit.updatedAt)),
  };
};

/**
 * One unit; its address must name its real type and group, or it does not exist. The unit, its
 * group and its related units are all picked from the list of every unit of the language: one
 * round of CMS calls, one list in the CMS cache for every unit page, and none of its own for a
 * unit the CMS does not know (cms/content.ts `requiredInList`).
 */
export const accommodation: Loader = async (context) => {
  const { type = '', group = '', unit: slug = '' } = context.params;
  const [unit, all, types] = await Promise.all([
    context.content.requiredInList(context.locale, 'accommodations', slug, accommodationSchema),
    context.content.list(context.locale, 'accommodations', accommodationSchema),
    context.content.list(context.locale, 'accommodation-types', accommodationTypeSchema),
  ]);
  if (unit.type !== type || unit.group.slug !== group) throw new NotFoundError(`unit ${type}/${group}/${slug} not found`);
  return {
    view: {
      screen: 'accommodation',
      unit,
      // Pitches are the campsite's, everything else the village's, unless the type says otherwise.
      site: types.find((candidate) => candidate.slug === unit.type)?.site ?? (unit.type === 'camping' ? 'campeggio' : 'villaggio'),
      // Units of the same type and group: a group's slug (`top`) recurs across types (docs/product.md "Screens and addresses").
      siblings: all
        .filter((other) => other.type === unit.type && other.group.slug === unit.group.slug)
        .map((sibling) => unitCard(sibling, context.locale)),
      related: all.filter((other) => unit.related.includes(other.slug)).map((other) => unitCard(other, context.locale)),
    },
    seo: unit.seo,
    paths: pathsInEveryLocale('accommodation', { type, group, unit: slug }),
    ogImage: unit.image,
    lastModified: unit.updatedAt,
    structuredData: accommodationStructuredData(context, unit, href('accommodation', context.locale, { type, group, unit: slug })),
  };
};
