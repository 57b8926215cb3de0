import * as z from 'zod/mini';
import { consent, email, optionalMultilineText, REQUIRED, requiredText } from './fields.ts';

/** The longest message the contact form takes (docs/product.md "Contacts"). */
export const CONTACT_MESSAGE_MAX = 3000;

/** docs/product.md "Contacts": name, e-mail, a message and the privacy consent, all required. */
export const contactSchema = z.object({
  name: requiredText(100),
  email: email(),
  message: optionalMultilineText(CONTACT_MESSAGE_MAX).check(z.refine((value) => value !== '', REQUIRED)),
  privacy: consent(),
});

export type ContactSubmission = z.infer<typeof contactSchema>;
