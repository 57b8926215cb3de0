import type { z } from 'zod/mini';
import { type FieldErrors, type FormValues, fieldErrors, MAX_UPLOAD_MB, type MessageValues } from '../../shared/forms/index.ts';

/** A form's shared schema as the island uses it: the problems by field, nothing when valid. */
export function validator(schema: z.ZodMiniType, values: (posted: FormValues) => MessageValues = () => ({})) {
  return (posted: FormValues): FieldErrors => {
    const result = schema.safeParse(posted);
    return result.success ? {} : fieldErrors(result.error, { size: MAX_UPLOAD_MB, ...values(posted) });
  };
}
