import * as z from 'zod';
import { blockSchema, imageSchema, isoDateSchema, itemBaseSchema } from './common.ts';

/** The CMS post types with a detail page of their own (spec §3 "Content posts"). */
export const POST_TYPES = ['post', 'experiences', 'servizi', 'offerte', 'positions'] as const;
export type PostType = (typeof POST_TYPES)[number];

const postBaseSchema = itemBaseSchema.extend({
  excerpt: z.string(),
  image: imageSchema,
  gallery: z.array(imageSchema).default([]),
  blocks: z.array(blockSchema),
  date: isoDateSchema,
});

/** News (`post`). */
export const newsSchema = postBaseSchema;

export const EXPERIENCE_THEMES = ['art-nature', 'amusement-parks', 'gastronomy', 'sport'] as const;
export type ExperienceTheme = (typeof EXPERIENCE_THEMES)[number];

export const experienceSchema = postBaseSchema.extend({
  theme: z.enum(EXPERIENCE_THEMES),
  distanceKm: z.number().nonnegative().optional(),
});

export const serviceSchema = postBaseSchema.extend({
  icon: z.string().optional(),
  highlights: z.array(z.string()).default([]),
});

export const offerSchema = postBaseSchema.extend({
  validFrom: isoDateSchema,
  validTo: isoDateSchema,
  priceFrom: z.number().nonnegative().optional(),
  badge: z.string().optional(),
  showOnHome: z.boolean().default(false),
});

export const JOB_ROLES = ['reception', 'market', 'restaurant', 'maintenance', 'cleaning'] as const;
export type JobRole = (typeof JOB_ROLES)[number];

export const positionSchema = postBaseSchema.extend({
  role: z.enum(JOB_ROLES),
  location: z.string().min(1),
  seasonFrom: isoDateSchema,
  seasonTo: isoDateSchema,
  contract: z.string().min(1),
  requirements: z.array(z.string()).default([]),
});

export type News = z.infer<typeof newsSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type Position = z.infer<typeof positionSchema>;

/** The schema of each post type, for code that handles them alike (language links, lists). */
export const postSchemas = {
  post: newsSchema,
  experiences: experienceSchema,
  servizi: serviceSchema,
  offerte: offerSchema,
  positions: positionSchema,
} as const satisfies Record<PostType, z.ZodType>;
