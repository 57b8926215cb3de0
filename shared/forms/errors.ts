import type { z } from 'zod/mini';
import { format } from '../i18n/format.ts';
import type { Messages } from '../i18n/types.ts';

type FormMessages = Messages['forms'];

/** A message of the `forms` dictionary, named by its group and key: what a schema's issue carries. */
export type MessageCode =
  | `errors.${keyof FormMessages['errors'] & string}`
  | `newsletter.${'required' | 'invalidEmail' | 'privacyRequired'}`;

type FieldError = { code: MessageCode; values?: Record<string, string | number> };

/** Field name (as in the form, e.g. `guests.person`) → its first problem. */
export type FieldErrors = Record<string, FieldError>;

/** Values a message may need, the same for every field of every form. */
export type MessageValues = Record<string, string | number>;

/** The field names as the form posts them: path segments joined with dots. */
export function fieldErrors(error: z.core.$ZodError, values: MessageValues = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (field in errors) continue;
    errors[field] = { code: issue.message as MessageCode, values };
  }
  return errors;
}

/** The text of an error in a language; an unknown code (a schema bug) reads as "required". */
export function messageOf(f: FormMessages, error: FieldError): string {
  const [group, key] = error.code.split('.') as [keyof FormMessages, string];
  const table = f[group] as Record<string, unknown> | undefined;
  const text = typeof table?.[key] === 'string' ? (table[key] as string) : f.errors.required;
  return format(text, error.values ?? {});
}
