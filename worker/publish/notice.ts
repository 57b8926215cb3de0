import * as z from 'zod/mini';
import { LOCALES } from '../../shared/locales.ts';

/** What the CMS's content types and slugs look like: nothing that could leave a URL path segment. */
const segment = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/i));

/**
 * A change notice from the CMS (docs/product.md "Publishing"): one item, by slug or id or
 * both, in one language, and what happened to it.
 */
export const noticeSchema = z
  .object({
    action: z.enum(['publish', 'unpublish', 'delete']),
    locale: z.enum(LOCALES),
    type: segment,
    slug: z.optional(segment),
    id: z.optional(z.number().check(z.int(), z.positive())),
  })
  .check(z.refine((notice) => notice.slug !== undefined || notice.id !== undefined, { message: 'slug or id is required' }));

export type Notice = z.infer<typeof noticeSchema>;

/** A request for a preview link: the item whose draft it shows. */
export const previewRequestSchema = z.object({ locale: z.enum(LOCALES), type: segment, slug: segment });

export type PreviewRequest = z.infer<typeof previewRequestSchema>;
