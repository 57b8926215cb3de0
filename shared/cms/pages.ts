import * as z from 'zod/mini';
import { blockSchema, imageSchema, itemBaseSchema } from './common.ts';

/**
 * A content page (`GET /{locale}/page/{slug}`). Slugs are language-neutral keys: the
 * Italian slug of the screen (`chi-siamo`, `prezzi`, …) or `404-2` for the not-found page.
 */
export const pageSchema = z.extend(itemBaseSchema, {
  intro: z.optional(z.string()),
  image: z.optional(imageSchema),
  blocks: z.array(blockSchema),
});

/** The home page (`GET /{locale}/page/home`) with its highlighted block (docs/product.md "Content"). */
export const homeSchema = z.extend(pageSchema, {
  hero: z.object({ title: z.string().check(z.minLength(1)), subtitle: z.string(), image: imageSchema }),
  contenuto_in_evidenza: z.object({
    mostrare_contenuto: z.boolean(),
    titolo: z.string(),
    testo: z.string(),
    link: z.optional(z.string()),
    immagine: z.optional(imageSchema),
  }),
});

/** The foundation page: tax code for donations and the projects it supports. */
export const foundationSchema = z.extend(pageSchema, {
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
export type Home = z.infer<typeof homeSchema>;
export type Foundation = z.infer<typeof foundationSchema>;
