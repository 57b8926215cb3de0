import * as z from 'zod/mini';
import { isoDate, isoDateTime } from '../zod-formats.ts';

/** SEO fields every content item carries (docs/product.md "Content"). */
const seoSchema = z.object({
  title: z.string().check(z.minLength(1)),
  description: z.string(),
});

/** An image on the CMS media host; width and height are the original's, so boxes never shift. */
export const imageSchema = z.object({
  src: z.string().check(z.minLength(1)),
  alt: z.string(),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
});

/** What a price in a price table is for: a night or a week, as the price list states it. */
const PRICE_PERIODS = ['night', 'week'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

/**
 * A price list as a table (seasons × accommodation), in euros. A row names the accommodation
 * unit it prices (its slug), so the cards show the same "from" price as the list.
 */
function priceTableSchema() {
  return z
    .object({
      type: z.literal('priceTable'),
      caption: z.string().check(z.minLength(1)),
      per: z.enum(PRICE_PERIODS),
      seasons: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
      rows: z
        .array(
          z.object({
            label: z.string().check(z.minLength(1)),
            unit: z.optional(z.string().check(z.minLength(1))),
            prices: z.array(z.number().check(z.nonnegative())),
          }),
        )
        .check(z.minLength(1)),
    })
    .check(z.refine((table) => table.rows.every((row) => row.prices.length === table.seasons.length), 'a price for every season'));
}

/**
 * Body text as structured blocks of plain text: the site renders them with React, so
 * nothing from the CMS is ever injected as HTML. A plain union of objects told apart by their
 * literal `type` parses as `z.discriminatedUnion` would, without its 1.3 KiB in the worker; a
 * malformed block's log line still names its field (worker/cms/client.ts `describeIssue`).
 */
export const blockSchema = z.union([
  z.object({ type: z.literal('heading'), text: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('paragraph'), text: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('list'), items: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
  z.object({ type: z.literal('quote'), text: z.string().check(z.minLength(1)), cite: z.optional(z.string()) }),
  z.object({ type: z.literal('image'), image: imageSchema, caption: z.optional(z.string()) }),
  priceTableSchema(),
  // Where a season's price list shows its stay rules, written from its data (shared/cms/pages.ts `stayRules`).
  z.object({ type: z.literal('stayRules') }),
]);

export const isoDateSchema = isoDate();
const isoDateTimeSchema = isoDateTime({ offset: true });

/**
 * What every addressable content item has: the id is shared by its translations. The item
 * schemas spread its `.shape` into their own object (zod's advice for extending), rather than
 * `z.extend`, whose helpers for refined and merged objects cost the worker 1.1 KiB.
 */
export const itemBaseSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  slug: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/)),
  title: z.string().check(z.minLength(1)),
  seo: seoSchema,
  updatedAt: isoDateTimeSchema,
});

export type Seo = z.infer<typeof seoSchema>;
export type Image = z.infer<typeof imageSchema>;
export type Block = z.infer<typeof blockSchema>;
