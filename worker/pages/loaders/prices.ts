import { type PricePeriod, pageSchema } from '../../../shared/cms/index.ts';
import { PAGE_KEYS } from '../../../shared/routes/index.ts';
import type { LoaderContext } from '../types.ts';

export type PriceFrom = { from: number; per: PricePeriod };

/**
 * The lowest price of each accommodation unit (by slug) in the price list's tables, and whether
 * it is a night's or a week's: the cards show the price the price list states. Without the
 * price page the cards show no price rather than failing.
 */
export async function pricesFrom(context: LoaderContext): Promise<Map<string, PriceFrom>> {
  const page = await context.content.item(context.locale, 'page', PAGE_KEYS.prices, pageSchema).catch(() => null);
  const prices = new Map<string, PriceFrom>();
  for (const block of page?.blocks ?? []) {
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
