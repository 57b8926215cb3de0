import * as z from 'zod';
import { blockSchema, imageSchema, itemBaseSchema } from './common.ts';

/**
 * A content page (`GET /{locale}/page/{slug}`). Slugs are language-neutral keys: the
 * Italian slug of the screen (`chi-siamo`, `prezzi`, …) or `404-2` for the not-found page.
 */
export const pageSchema = itemBaseSchema.extend({
  intro: z.string().optional(),
  image: imageSchema.optional(),
  blocks: z.array(blockSchema),
});

/** The home page (`GET /{locale}/page/home`) with its highlighted block (spec §3). */
export const homeSchema = pageSchema.extend({
  hero: z.object({ title: z.string().min(1), subtitle: z.string(), image: imageSchema }),
  contenuto_in_evidenza: z.object({
    mostrare_contenuto: z.boolean(),
    titolo: z.string(),
    testo: z.string(),
    link: z.string().optional(),
    immagine: imageSchema.optional(),
  }),
});

/** The foundation page: tax code for donations and the projects it supports. */
export const foundationSchema = pageSchema.extend({
  taxCode: z.string().min(1),
  projects: z.array(
    z.object({
      title: z.string().min(1),
      year: z.number().int(),
      description: z.string().min(1),
      image: imageSchema.optional(),
    }),
  ),
});

export type Page = z.infer<typeof pageSchema>;
export type Home = z.infer<typeof homeSchema>;
export type Foundation = z.infer<typeof foundationSchema>;
