import type { BookingSite } from './guests.ts';
import { STAY_QUERY } from './stay-search.ts';

/**
 * A link into the availability request from where a visitor decides (an accommodation, an
 * offer): the stay search's query names (stay-search.ts), read back by the worker
 * (`worker/forms/prefill.ts`) to fill the form in.
 */
export const REQUEST_QUERY = STAY_QUERY;

export type RequestLink = {
  site?: BookingSite;
  /** The accommodation or offer the request is about, by name: shown on the form and sent with the request. */
  subject?: string;
  checkin?: string;
  checkout?: string;
};

/** The id of the request form on the booking page, where such a link lands. */
export const REQUEST_FORM_ANCHOR = '#form-availability';

/** `?site=…&subject=…`, only what is known; empty when nothing is. */
export function requestQuery(link: RequestLink): string {
  const parts: string[] = [];
  for (const name of ['site', 'subject', 'checkin', 'checkout'] as const) {
    const value = link[name];
    if (value) parts.push(`${REQUEST_QUERY[name]}=${encodeURIComponent(value)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
