import { pricesPageSchema } from '../../shared/cms/index.ts';
import { type StayRule, stayRulesOf } from '../../shared/forms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { PAGE_KEYS } from '../../shared/routes/index.ts';
import type { Content } from '../cms/content.ts';

/**
 * The price list's stay rules (docs/product.md "Booking path"), read from the prices page the
 * price list shows, so the forms check what it states. A prices page that cannot be read, or
 * one without rules, checks none: the village answers the request or the engine refuses the stay.
 */
export async function stayRulesFrom(content: Content, locale: Locale): Promise<StayRule[]> {
  const prices = await content.item(locale, 'page', PAGE_KEYS.prices, pricesPageSchema);
  return prices ? stayRulesOf(prices.seasons) : [];
}
