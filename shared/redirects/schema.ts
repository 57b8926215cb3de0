import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../locales.ts';

/**
 * English problem texts for `npm run redirects`, which prints them: zod/mini loads no locale,
 * and this sets it schema by schema rather than for every schema of the process.
 */
const english = { error: z.locales.en().localeError };

/** One legacy rule as written in `redirects.json`: the old path and the current one. */
export const redirectRuleSchema = z.strictObject(
  {
    from: z.string(english),
    to: z.string(english),
  },
  english,
);

/**
 * `redirects.json`: rules grouped by language code (docs/product.md "Legacy addresses"). A language may be
 * left out; an unknown code or a misspelt field is refused rather than silently ignored.
 *
 * @example
 * redirectsFileSchema.parse({ en: [{ from: '/en/offers', to: '/en/special-offers' }] })
 */
export const redirectsFileSchema = z.partialRecord(z.enum(LOCALES, english), z.array(redirectRuleSchema, english), english);

export type RedirectRule = z.infer<typeof redirectRuleSchema>;

export type RedirectsFile = z.infer<typeof redirectsFileSchema>;

/** A rule together with the language group it sits in. */
export type LocatedRedirectRule = RedirectRule & { locale: Locale };
