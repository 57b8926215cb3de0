import * as z from 'zod/mini';
import { consent, email } from './fields.ts';

/** Spec §4: email required and valid, privacy consent required, each with the spec's own message. */
export const newsletterSchema = z.object({
  email: email('newsletter.required', 'newsletter.invalidEmail'),
  privacy: consent('newsletter.privacyRequired'),
});

export type NewsletterSubmission = z.infer<typeof newsletterSchema>;
