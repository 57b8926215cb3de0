import * as z from 'zod/mini';
import { consent, email } from './fields.ts';

/** docs/product.md "Newsletter": email required and valid, privacy consent required, each with its fixed message. */
export const newsletterSchema = z.object({
  email: email('newsletter.required', 'newsletter.invalidEmail'),
  privacy: consent('newsletter.privacyRequired'),
});

export type NewsletterSubmission = z.infer<typeof newsletterSchema>;
