import * as z from 'zod/mini';
import { WEEKDAY_NAMES } from '../forms/dates.ts';
import { BOOKING_SITES } from '../forms/guests.ts';
import { blockSchema, imageSchema, isoDateSchema, itemBaseSchema } from './common.ts';

/**
 * A content page (`GET /{locale}/page/{slug}`). Slugs are language-neutral keys: the
 * Italian slug of the screen (`chi-siamo`, `prezzi`, …) or `404-2` for the not-found page.
 */
export const pageSchema = z.object({
  ...itemBaseSchema.shape,
  intro: z.optional(z.string()),
  image: z.optional(imageSchema),
  blocks: z.array(blockSchema),
});

/**
 * A rule of the price list for the stays that arrive in its days (docs/product.md "Booking
 * path"): at least `minNights` nights, arriving on one of `arrivalDays`, at one site or both.
 * Without `from` and `to` it covers its whole season. A minimum of one night is no rule, so
 * `minNights` starts at 2 (the messages say "nights" in every language).
 */
export const stayRuleSchema = z
  .object({
    site: z.optional(z.enum(BOOKING_SITES)),
    from: z.optional(isoDateSchema),
    to: z.optional(isoDateSchema),
    minNights: z.optional(z.number().check(z.int(), z.gte(2), z.lte(60))),
    arrivalDays: z.optional(z.array(z.enum(WEEKDAY_NAMES)).check(z.minLength(1), z.maxLength(6))),
  })
  .check(
    z.refine((rule) => rule.minNights !== undefined || rule.arrivalDays !== undefined, 'a stay rule sets minNights or arrivalDays'),
    z.refine((rule) => (rule.from === undefined) === (rule.to === undefined), 'a stay rule has both from and to, or neither'),
    z.refine((rule) => !rule.from || !rule.to || rule.from <= rule.to, 'a stay rule ends on or after its first day'),
  );

/**
 * One season's price list on the prices page: the days of the season (its first and last day
 * of stays), the page as it reads for that season (its title, text and tables) and its stay
 * rules, which the forms check and a `stayRules` block shows. A CMS without rules leaves them out.
 */
export const priceSeasonSchema = z
  .object({
    validFrom: isoDateSchema,
    validTo: isoDateSchema,
    title: z.string().check(z.minLength(1)),
    seo: itemBaseSchema.shape.seo,
    intro: z.optional(z.string()),
    blocks: z.array(blockSchema),
    stayRules: z.optional(z.array(stayRuleSchema)),
  })
  .check(
    z.refine((season) => season.validFrom <= season.validTo, 'a season ends on or after its first day'),
    z.refine(
      (season) =>
        (season.stayRules ?? []).every((rule) => !rule.from || !rule.to || (rule.from >= season.validFrom && rule.to <= season.validTo)),
      'a stay rule lies within its season',
    ),
  );

/**
 * The prices page (`page/prezzi`): its seasons' price lists; its own title and text are what it
 * says when no season is bookable (docs/product.md "Offers and seasons"). A page without seasons is
 * shown as it is.
 */
export const pricesPageSchema = z.object({
  ...pageSchema.shape,
  seasons: z._default(z.array(priceSeasonSchema), []),
});

/** A guest review: its words, who and when (`yyyy-mm`), a rating out of 5 and the site it was published on. */
export const reviewSchema = z.object({
  text: z.string().check(z.minLength(1)),
  author: z.string().check(z.minLength(1)),
  date: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  source: z.string().check(z.minLength(1)),
});

/** The home page (`GET /{locale}/page/home`) with its highlighted block (docs/product.md "Content"). */
export const homeSchema = z.object({
  ...pageSchema.shape,
  hero: z.object({ title: z.string().check(z.minLength(1)), subtitle: z.string(), image: imageSchema }),
  contenuto_in_evidenza: z.object({
    mostrare_contenuto: z.boolean(),
    titolo: z.string(),
    testo: z.string(),
    link: z.optional(z.string()),
    immagine: z.optional(imageSchema),
    /** The last day it is shown, when it promotes an offer: that offer's last day (docs/product.md "Offers and seasons"). */
    until: z.optional(isoDateSchema),
  }),
  /** The facts a visitor needs first: where it is, the lake, what is there, the season (docs/product.md "Home"). */
  keyFacts: z.optional(
    z.object({
      where: z.string().check(z.minLength(1)),
      lake: z.string().check(z.minLength(1)),
      onSite: z.string().check(z.minLength(1)),
      season: z.string().check(z.minLength(1)),
    }),
  ),
  /** Guest reviews as they were left, each with its rating and where it was published. */
  reviews: z.optional(z.array(reviewSchema)),
  /** How to get here, a few short lines; the route calculator is on the contacts page. */
  gettingThere: z.optional(z.array(z.string().check(z.minLength(1)))),
});

/** The foundation page: tax code for donations and the projects it supports. */
export const foundationSchema = z.object({
  ...pageSchema.shape,
  taxCode: z.string().check(z.minLength(1)),
  projects: z.array(
    z.object({
      title: z.string().check(z.minLength(1)),
      year: z.number().check(z.int()),
      description: z.string().check(z.minLength(1)),
      image: z.optional(imageSchema),
    }),
  ),
});

export type Page = z.infer<typeof pageSchema>;
export type PriceSeason = z.infer<typeof priceSeasonSchema>;
export type SeasonStayRule = z.infer<typeof stayRuleSchema>;
export type PricesPage = z.infer<typeof pricesPageSchema>;
export type Home = z.infer<typeof homeSchema>;
export type Review = z.infer<typeof reviewSchema>;

/** The average of the reviews a page shows, to one decimal, and how many: what the page and its JSON-LD both state. */
export function ratingSummary(reviews: readonly Review[]): { average: number; count: number } | null {
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { average: Math.round((total / reviews.length) * 10) / 10, count: reviews.length };
}
export type Foundation = z.infer<typeof foundationSchema>;
