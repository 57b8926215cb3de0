import * as z from 'zod';
import { blockSchema, imageSchema, itemBaseSchema } from './common.ts';

export const ACCOMMODATION_TYPES = ['maxicaravan', 'bungalow', 'camping', 'glamping'] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

/** Which part of the resort a unit belongs to; decides the booking engine settings. */
export const SITES = ['villaggio', 'campeggio'] as const;
export type Site = (typeof SITES)[number];

/** `GET /{locale}/accommodation-types` and `…/accommodation-types/{slug}`. */
export const accommodationTypeSchema = itemBaseSchema.extend({
  slug: z.enum(ACCOMMODATION_TYPES),
  site: z.enum(SITES),
  excerpt: z.string(),
  image: imageSchema,
  blocks: z.array(blockSchema),
});

/**
 * One bookable unit (`GET /{locale}/accommodations/{unit}`, lists by `?type=` or `?group=`),
 * with every section of the detail screen (spec §2).
 */
export const accommodationSchema = itemBaseSchema.extend({
  type: z.enum(ACCOMMODATION_TYPES),
  group: z.object({ slug: z.string().min(1), name: z.string().min(1) }),
  excerpt: z.string(),
  image: imageSchema,
  gallery: z.array(imageSchema).default([]),
  information: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })),
  includedServices: z.array(z.string().min(1)),
  extras: z.array(z.object({ label: z.string().min(1), price: z.string().optional() })),
  floorPlan: imageSchema.optional(),
  position: z.object({
    description: z.string().min(1),
    /** Where the unit sits on the village map, in percent of the map's width and height. */
    map: z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }),
  }),
  video: z.object({ src: z.string().min(1), poster: imageSchema, title: z.string().min(1) }).optional(),
  features: z.array(z.string().min(1)),
  related: z.array(z.string().min(1)).default([]),
  maxGuests: z.number().int().positive(),
  priceFrom: z.number().nonnegative().optional(),
});

export type AccommodationTypeItem = z.infer<typeof accommodationTypeSchema>;
export type Accommodation = z.infer<typeof accommodationSchema>;
