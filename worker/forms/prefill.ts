import {
  BOOKING_SITES,
  CHILD_AGES,
  childAgeField,
  childAgeQuery,
  type KeptValues,
  MAX_ADULTS,
  MAX_CHILDREN,
  parseIsoDate,
  REQUEST_QUERY as PREFILL_QUERY,
  SUBJECT_MAX,
} from '../../shared/forms/index.ts';

function whole(value: string | null, max: number): string | undefined {
  if (value === null || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value) <= max ? String(Number(value)) : undefined;
}

/** The stay dates of a page's query, when they are real dates: request links on that page carry them on. */
export function stayDates(query: URLSearchParams): { checkin?: string; checkout?: string } {
  const { checkin, checkout } = availabilityPrefill(query);
  return { ...(typeof checkin === 'string' ? { checkin } : {}), ...(typeof checkout === 'string' ? { checkout } : {}) };
}

/**
 * What the availability request starts with when a page links to it (an accommodation, an
 * offer, a stay search): only known names, only values the form could hold.
 * Anything else in the query is ignored; the worker validates the post as always.
 */
export function availabilityPrefill(query: URLSearchParams): KeptValues {
  const values: KeptValues = {};
  const site = query.get(PREFILL_QUERY.site);
  if (site && (BOOKING_SITES as readonly string[]).includes(site)) values.site = site;
  for (const name of [PREFILL_QUERY.checkin, PREFILL_QUERY.checkout]) {
    const date = query.get(name);
    if (date && parseIsoDate(date)) values[name] = date;
  }
  const adults = whole(query.get(PREFILL_QUERY.adults), MAX_ADULTS);
  if (adults) values['guests.adults'] = adults;
  const children = whole(query.get(PREFILL_QUERY.children), MAX_CHILDREN);
  if (children) values['guests.children'] = children;
  // Each child's age, as the stay search asks it: the request then counts them as the engine does.
  for (let n = 1; n <= Number(children ?? 0); n += 1) {
    const age = query.get(childAgeQuery(n));
    if (age !== null && CHILD_AGES.includes(Number(age)) && /^\d{1,2}$/.test(age)) values[childAgeField(n)] = String(Number(age));
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const subject = (query.get(PREFILL_QUERY.subject) ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (subject) values.subject = subject.slice(0, SUBJECT_MAX);
  return values;
}
