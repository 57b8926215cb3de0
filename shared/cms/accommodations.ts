import * as z from 'zod/mini';
import { blockSchema, imageSchema, itemBaseSchema } from './common.ts';

export const ACCOMMODATION_TYPES = ['maxicaravan', 'bungalow', 'camping', 'glamping'] as const;

/** Which part of the resort a unit belongs to; decides the booking engine settings. */
export const SITES = ['villaggio', 'campeggio'] as const;
export type Site = (typeof SITES)[number];

/** `GET /{locale}/accommodation-types` and `…/accommodation-types/{slug}`. */
export const accommodationTypeSchema = z.object({
  ...itemBaseSchema.shape,
  slug: z.enum(ACCOMMODATION_TYPES),
  site: z.enum(SITES),
  excerpt: z.string(),
  image: imageSchema,
  blocks: z.array(blockSchema),
});

/**
 * One bookable unit (`GET /{locale}/accommodations/{unit}`, lists by `?type=` or `?group=`),
 * with every section of the detail screen (docs/product.md "Screens and addresses").
 */
export const accommodationSchema = z.object({
  ...itemBaseSchema.shape,
  type: z.enum(ACCOMMODATION_TYPES),
  group: z.object({ slug: z.string().check(z.minLength(1)), name: z.string().check(z.minLength(1)) }),
  excerpt: z.string(),
  image: imageSchema,
  gallery: z._default(z.array(imageSchema), []),
  information: z.array(z.object({ label: z.string().check(z.minLength(1)), value: z.string().check(z.minLength(1)) })),
  includedServices: z.array(z.string().check(z.minLength(1))),
  extras: z.array(z.object({ label: z.string().check(z.minLength(1)), price: z.optional(z.string()) })),
  floorPlan: z.optional(imageSchema),
  position: z.object({
    description: z.string().check(z.minLength(1)),
    /** Where the unit sits on the village map, in percent of the map's width and height. */
    map: z.object({ x: z.number().check(z.gte(0), z.lte(100)), y: z.number().check(z.gte(0), z.lte(100)) }),
  }),
  video: z.optional(z.object({ src: z.string().check(z.minLength(1)), poster: imageSchema, title: z.string().check(z.minLength(1)) })),
  features: z.array(z.string().check(z.minLength(1))),
  related: z._default(z.array(z.string().check(z.minLength(1))), []),
  maxGuests: z.number().check(z.int(), z.positive()),
  priceFrom: z.optional(z.number().check(z.nonnegative())),
});

export type AccommodationTypeItem = z.infer<typeof accommodationTypeSchema>;
export type Accommodation = z.infer<typeof accommodationSchema>;
