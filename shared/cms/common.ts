import * as z from 'zod';

/** SEO fields every content item carries (spec §3 "Content page"). */
export const seoSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
});

/** An image on the CMS media host; width and height are the original's, so boxes never shift. */
export const imageSchema = z.object({
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * Body text as structured blocks of plain text: the site renders them with React, so
 * nothing from the CMS is ever injected as HTML.
 */
export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string().min(1) }),
  z.object({ type: z.literal('paragraph'), text: z.string().min(1) }),
  z.object({ type: z.literal('list'), items: z.array(z.string().min(1)).min(1) }),
  z.object({ type: z.literal('quote'), text: z.string().min(1), cite: z.string().optional() }),
  z.object({ type: z.literal('image'), image: imageSchema, caption: z.string().optional() }),
]);

export const isoDateSchema = z.iso.date();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** What every addressable content item has: the id is shared by its translations. */
export const itemBaseSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/),
  title: z.string().min(1),
  seo: seoSchema,
  updatedAt: isoDateTimeSchema,
});

/** The list envelope of `GET /{locale}/{type}?{query}` (spec §7). */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int().nonnegative().optional() });
}

export type Seo = z.infer<typeof seoSchema>;
export type Image = z.infer<typeof imageSchema>;
export type Block = z.infer<typeof blockSchema>;
