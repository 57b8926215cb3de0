import * as z from 'zod/mini';
import { consent, email, optionalPhone, requiredText, upload } from './fields.ts';
import { MAX_UPLOAD_BYTES } from './uploads.ts';

/** docs/product.md "Applications": name, surname, email, an optional phone and a document, for the position the page shows. */
export const positionApplicationSchema = z.object({
  name: requiredText(100),
  surname: requiredText(100),
  email: email(),
  phone: optionalPhone(),
  document: upload(MAX_UPLOAD_BYTES),
  privacy: consent(),
});
