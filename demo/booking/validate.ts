/** One site's identifiers at the booking engine (`booking-settings.json` of the demo content). */
export type SiteSettings = { hotel: string; layout: string; channel: string; ageCategories: Record<string, string> };

const DAY_MONTH_YEAR = /^([1-9]|[12]\d|3[01])-([1-9]|1[0-2])-(\d{4})$/;
const DIGITS = /^\d+$/;
const PHONE = /^\+?\d[\d ()./-]{4,24}$/;
const DAY_MS = 86_400_000;
const MAX_GUESTS_PER_TYPE = 20;

/** `5-7-2027` → UTC midnight of that day; undefined for another format or a day that does not exist. */
export function parseDayMonthYear(value: string): number | undefined {
  const match = DAY_MONTH_YEAR.exec(value);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? time : undefined;
}

function text(query: URLSearchParams, name: string, max: number, required: boolean): string | undefined {
  const value = query.get(name) ?? '';
  if (required && value.trim() === '') return `${name} is required`;
  if (value.length > max) return `${name} is longer than ${max} characters`;
  return undefined;
}

function guestTypesError(raw: string | null, site: SiteSettings | undefined): string | undefined {
  const format = 'guesttypes must be JSON text: [{"id":"1","count":2}, …]';
  if (raw === null) return 'guesttypes is required';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return format;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return format;
  const seen = new Set<string>();
  let total = 0;
  for (const entry of parsed as unknown[]) {
    if (!entry || typeof entry !== 'object') return format;
    const { id, count } = entry as { id?: unknown; count?: unknown };
    if (typeof id !== 'string' || !DIGITS.test(id)) return 'guesttypes: every id is a string of digits';
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_GUESTS_PER_TYPE) {
      return `guesttypes: every count is an integer from 0 to ${MAX_GUESTS_PER_TYPE}`;
    }
    if (seen.has(id)) return `guesttypes: id ${id} appears twice`;
    if (site && !Object.values(site.ageCategories).includes(id))
      return `guesttypes: id ${id} is not an age category of hotel ${site.hotel}`;
    seen.add(id);
    total += count;
  }
  if (total === 0) return 'guesttypes: at least one guest';
  const adult = site?.ageCategories.person;
  if (adult && !(parsed as { id: string; count: number }[]).some((entry) => entry.id === adult && entry.count > 0)) {
    return `guesttypes: at least one person (id ${adult})`;
  }
  return undefined;
}

/**
 * The customer request's fields, as the booking engine checks them. Returns the first problem,
 * or undefined when the request is acceptable. `settings` are the hotels the engine knows
 * (from the demo content); a site missing there is checked for formats only.
 */
export function validateCustomerRequest(
  query: URLSearchParams,
  settings: Partial<Record<string, SiteSettings>>,
  isEmail: (value: string) => boolean,
  now = Date.now(),
): string | undefined {
  const type = query.get('type') ?? '';
  if (type !== 'villaggio' && type !== 'campeggio') return 'type must be villaggio or campeggio';
  const site = settings[type];
  for (const name of ['hotel', 'layout', 'channel'] as const) {
    const value = query.get(name) ?? '';
    if (!DIGITS.test(value)) return `${name} must be a number`;
    if (site && site[name] !== value) return `${name} ${value} is not the ${type}'s (${site[name]})`;
  }

  const checkin = parseDayMonthYear(query.get('checkin') ?? '');
  const checkout = parseDayMonthYear(query.get('checkout') ?? '');
  if (checkin === undefined) return 'checkin must be a day-month-year date without zero padding, e.g. 5-7-2027';
  if (checkout === undefined) return 'checkout must be a day-month-year date without zero padding, e.g. 12-7-2027';
  // A day of slack: the visitor's today may still be yesterday in UTC.
  if (checkin < now - 2 * DAY_MS) return 'checkin is in the past';
  if (checkout <= checkin) return 'checkout must be after checkin';

  const guests = guestTypesError(query.get('guesttypes'), site);
  if (guests) return guests;

  const problem = text(query, 'firstname', 100, true) ?? text(query, 'lastname', 100, true) ?? text(query, 'request', 5000, false);
  if (problem) return problem;
  const email = query.get('email') ?? '';
  if (!isEmail(email)) return 'email is not a valid address';
  const phone = query.get('phone') ?? '';
  if (phone !== '' && !PHONE.test(phone)) return 'phone is not a valid number';
  return undefined;
}
