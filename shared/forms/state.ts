import type { FormName } from './names.ts';
import type { KeptValues } from './values.ts';

/**
 * What a form shows after a post, in the visitor's language: the same for the page re-rendered
 * without JavaScript and for the island's JSON answer.
 * - `invalid`: fields to correct (`errors`), values kept;
 * - `refused`: the spam check or a limit said no, values kept;
 * - `sent`: the upstream has it; `received`: stored and queued, it will get there;
 * - `failed`: neither, values kept so the visitor can try again;
 * - `editing`: a block was added or removed without JavaScript (`intent`), nothing sent, values kept.
 */
export type FormStatus = 'invalid' | 'refused' | 'sent' | 'received' | 'failed' | 'editing';

export type FormState = {
  form: FormName;
  status: FormStatus;
  message: string | null;
  /** A second paragraph, such as the availability request's terms. */
  detail?: string;
  errors: Record<string, string>;
  /** After a send: what was sent, as label and value in the visitor's language (the confirmation's summary). */
  summary?: { label: string; value: string }[];
  /** After a send (or a store for later delivery): what the visitor quotes when they write or call, as staff see it too. */
  reference?: string;
  values: KeptValues;
  /** After `editing`: the field (or the add button) the re-rendered form puts the focus on. */
  focus?: string;
};
