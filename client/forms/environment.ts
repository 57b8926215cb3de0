import { createContext, useContext } from 'react';
import type { FormName, FormState, KeptValues, StayRule } from '../../shared/forms/index.ts';

/** What the server knows about the forms of the page being rendered (server-side context only). */
export type FormEnvironment = {
  /** The state of the form just posted, if any. */
  posted: FormState | null;
  /** A signed "shown at" per form on this page (the no-JavaScript spam check). */
  stamps: Partial<Record<FormName, string>>;
  botcheck: BotCheckConfig;
  /** Today at the lake, for the date inputs' `min`. */
  today: string;
  /** The embedded newsletter form's address for this language, when configured. */
  newsletterEmbed: string | null;
  /** Where forms post when the page URL cannot take them (the 404 page). */
  fallbackAction: string | null;
  /** The page's path, without its query. */
  pagePath: string;
  /** What a form starts filled in with, from the page's query (the availability request's dates, guests, subject). */
  prefill: Partial<Record<FormName, KeptValues>>;
  /** Stay dates in the page's own query (`checkin`, `checkout`), carried on by its request links. */
  dates: { checkin?: string; checkout?: string };
  /** Online booking: the day it opens while that is ahead, null once open (worker/screens/loaders/booking.ts). */
  onlineBooking: { opensOn: string | null };
  /** A stay search the worker sent back to be corrected (worker/routes/book-online.ts): as typed, with its problems. */
  staySearch: { values: KeptValues; errors: Record<string, string> } | null;
  /** The price list's minimum stays and arrival days, on pages with a stay search or the request (worker/forms/stay-rules.ts); none elsewhere. */
  stayRules?: StayRule[];
};

export type BotCheckConfig = { siteKey: string; scriptUrl: string };

export const FormEnvironmentContext = createContext<FormEnvironment | null>(null);

export function useFormEnvironment(): FormEnvironment {
  const environment = useContext(FormEnvironmentContext);
  if (!environment) throw new Error('forms need a FormEnvironmentContext');
  return environment;
}
