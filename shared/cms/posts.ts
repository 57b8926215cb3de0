import * as z from 'zod/mini';
import { blockSchema, imageSchema, isoDateSchema, itemBaseSchema } from './common.ts';

const postBaseSchema = z.object({
  ...itemBaseSchema.shape,
  excerpt: z.string(),
  image: imageSchema,
  gallery: z._default(z.array(imageSchema), []),
  blocks: z.array(blockSchema),
  date: isoDateSchema,
});

/** News (`post`). */
export const newsSchema = postBaseSchema;

export const EXPERIENCE_THEMES = ['art-nature', 'amusement-parks', 'gastronomy', 'sport'] as const;
export type ExperienceTheme = (typeof EXPERIENCE_THEMES)[number];

export const experienceSchema = z.object({
  ...postBaseSchema.shape,
  theme: z.enum(EXPERIENCE_THEMES),
  distanceKm: z.optional(z.number().check(z.nonnegative())),
});

export const serviceSchema = z.object({
  ...postBaseSchema.shape,
  icon: z.optional(z.string()),
  highlights: z._default(z.array(z.string()), []),
});

/**
 * An offer: `validFrom`…`validTo` the days it is valid for, `validTo` the last day of stays;
 * `bookBy` the last day to book it, for an offer booked by a date. It is advertised until its
 * last day (`offerLastDay`, docs/product.md "Offers and seasons").
 */
export const offerSchema = z.object({
  ...postBaseSchema.shape,
  validFrom: isoDateSchema,
  validTo: isoDateSchema,
  bookBy: z.optional(isoDateSchema),
  priceFrom: z.optional(z.number().check(z.nonnegative())),
  badge: z.optional(z.string()),
  showOnHome: z._default(z.boolean(), false),
});

const JOB_ROLES = ['reception', 'market', 'restaurant', 'maintenance', 'cleaning'] as const;

export const positionSchema = z.object({
  ...postBaseSchema.shape,
  role: z.enum(JOB_ROLES),
  location: z.string().check(z.minLength(1)),
  seasonFrom: isoDateSchema,
  seasonTo: isoDateSchema,
  contract: z.string().check(z.minLength(1)),
  requirements: z._default(z.array(z.string()), []),
});

export type News = z.infer<typeof newsSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type Position = z.infer<typeof positionSchema>;

/** The last day an offer is advertised: the day to book it by, else its last day of stays. */
export function offerLastDay(offer: Pick<Offer, 'bookBy' | 'validTo'>): string {
  return offer.bookBy ?? offer.validTo;
}
