import { type Page, type PricePeriod, type PricesPage, pricesPageSchema, type SeasonStayRule } from '../../../shared/cms/index.ts';
import { todayAtTheLake } from '../../../shared/forms/index.ts';
import { PAGE_KEYS } from '../../../shared/routes/index.ts';
import { pathsInEveryLocale } from '../paths.ts';
import type { Loader, LoaderContext } from '../types.ts';

export type PriceFrom = { from: number; per: PricePeriod };

/** What the price list shows on a day: a page, its season's stay rules, and the year of the season whose prices are still to come. */
export type PriceList = { page: Page; stayRules?: SeasonStayRule[]; nextSeason?: number };

const yearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));

/**
 * The price list as it reads on `today` (at the lake; docs/product.md "Offers and seasons"): the
 * first season whose last day is today or later, as that season's page; after the last season
 * the content knows, the page's own text and the next season's year, whose prices are not
 * published yet. A page without seasons is shown as it is.
 */
export function priceListOn(prices: PricesPage, today: string): PriceList {
  const { seasons, ...page } = prices;
  if (seasons.length === 0) return { page };
  const byEnd = seasons.toSorted((a, b) => a.validTo.localeCompare(b.validTo));
  const season = byEnd.find((candidate) => candidate.validTo >= today);
  if (season) {
    const shown = { ...page, title: season.title, seo: season.seo, intro: season.intro, blocks: season.blocks };
    return season.stayRules ? { page: shown, stayRules: season.stayRules } : { page: shown };
  }
  const last = byEnd.at(-1)?.validTo ?? today;
  return { page, nextSeason: Math.max(yearOf(last) + 1, yearOf(today)) };
}

async function priceList(context: LoaderContext): Promise<{ list: PriceList; updatedAt: string; image: Page['image'] }> {
  const prices = await context.content.required(context.locale, 'page', PAGE_KEYS.prices, pricesPageSchema);
  return { list: priceListOn(prices, todayAtTheLake(context.now)), updatedAt: prices.updatedAt, image: prices.image };
}

/** The prices page: the bookable season's price list, or that the next season's prices are not out yet. */
export const prices: Loader = async (context) => {
  const { list, updatedAt, image } = await priceList(context);
  return {
    view: {
      screen: 'content',
      page: list.page,
      ...(list.stayRules ? { stayRules: list.stayRules } : {}),
      ...(list.nextSeason === undefined ? {} : { nextSeason: list.nextSeason }),
    },
    seo: list.page.seo,
    paths: pathsInEveryLocale('prices'),
    ogImage: image,
    lastModified: updatedAt,
  };
};

/**
 * The lowest price of each accommodation unit (by slug) in the tables of the price list shown
 * today, and whether it is a night's or a week's: the cards show the price the price list
 * states, none when no season's prices are out. Without the price page the cards show no
 * price rather than failing.
 */
export async function pricesFrom(context: LoaderContext): Promise<Map<string, PriceFrom>> {
  const list = await priceList(context).then(
    (found) => found.list,
    () => null,
  );
  const prices = new Map<string, PriceFrom>();
  if (!list || list.nextSeason !== undefined) return prices;
  for (const block of list.page.blocks) {
    if (block.type !== 'priceTable') continue;
    for (const row of block.rows) {
      if (!row.unit || row.prices.length === 0) continue;
      const from = Math.min(...row.prices);
      const known = prices.get(row.unit);
      if (!known || from < known.from) prices.set(row.unit, { from, per: block.per });
    }
  }
  return prices;
}

/** The lowest of several units' prices (a type's card), in the period of the lowest. */
export function lowest(prices: (PriceFrom | undefined)[]): PriceFrom | undefined {
  return prices.reduce<PriceFrom | undefined>((best, price) => (price && (!best || price.from < best.from) ? price : best), undefined);
}
