import * as z from 'zod/mini';
import { consent, email, requiredText, upload } from './fields.ts';
import { MAX_UPLOAD_BYTES } from './uploads.ts';

/** docs/product.md "Applications": name, surname, email and a document, for the position the page shows. */
export const positionApplicationSchema = z.object({
  name: requiredText(100),
  surname: requiredText(100),
  email: email(),
  document: upload(MAX_UPLOAD_BYTES),
  privacy: consent(),
});

export type PositionApplicationSubmission = z.infer<typeof positionApplicationSchema>;
