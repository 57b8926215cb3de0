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

/** The languages the engine's booking page speaks, as the site's (`lang`). */
export const BOOKING_LANGUAGES = ['it', 'en', 'de', 'nl', 'da', 'pl'] as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLUG = /^[a-z0-9-]{1,100}$/;

/** `2027-03-01` → UTC midnight of that day; undefined for another format or a day that does not exist. */
export function parseIsoDay(value: string): number | undefined {
  const match = ISO_DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : undefined;
}

/** The engine's today as UTC midnight: `today` (`YYYY-MM-DD`) when given, else the real clock's UTC day. */
export function startOfToday(today?: string, now = Date.now()): number {
  const fixed = today === undefined ? undefined : parseIsoDay(today);
  if (today !== undefined && fixed === undefined) throw new Error(`today must be a day as YYYY-MM-DD, not ${JSON.stringify(today)}`);
  return fixed ?? Math.floor(now / DAY_MS) * DAY_MS;
}

/**
 * The stay, as the engine checks it on both its customer-request endpoint and its booking page:
 * `type`, `hotel`, `layout`, `channel`, `checkin`, `checkout`, `guesttypes`. Returns the first
 * problem, or undefined. `settings` are the hotels the engine knows (from the demo content); a
 * site missing there is checked for formats only. `today` is the engine's today (`startOfToday`).
 */
export function validateStay(
  query: URLSearchParams,
  settings: Partial<Record<string, SiteSettings>>,
  today = startOfToday(),
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
  if (checkin < today - DAY_MS) return `checkin is in the past (today is ${new Date(today).toISOString().slice(0, 10)})`;
  if (checkout <= checkin) return 'checkout must be after checkin';

  return guestTypesError(query.get('guesttypes'), site);
}

/** The guest's data of a customer request: names, e-mail, phone, request text. */
function guestDataError(query: URLSearchParams, isEmail: (value: string) => boolean): string | undefined {
  const problem = text(query, 'firstname', 100, true) ?? text(query, 'lastname', 100, true) ?? text(query, 'request', 5000, false);
  if (problem) return problem;
  const email = query.get('email') ?? '';
  if (!isEmail(email)) return 'email is not a valid address';
  const phone = query.get('phone') ?? '';
  if (phone !== '' && !PHONE.test(phone)) return 'phone is not a valid number';
  return undefined;
}

/** The customer request's fields (the stay, then the guest's data): the first problem, or undefined when acceptable. */
export function validateCustomerRequest(
  query: URLSearchParams,
  settings: Partial<Record<string, SiteSettings>>,
  isEmail: (value: string) => boolean,
  today = startOfToday(),
): string | undefined {
  return validateStay(query, settings, today) ?? guestDataError(query, isEmail);
}

/** The booking page's query (the stay, then `lang`, `unit`, `offer`): the first problem, or undefined when acceptable. */
export function validateBookingPage(
  query: URLSearchParams,
  settings: Partial<Record<string, SiteSettings>>,
  today = startOfToday(),
): string | undefined {
  const stay = validateStay(query, settings, today);
  if (stay) return stay;
  const lang = query.get('lang');
  if (lang === null || lang === '') return 'lang is required';
  if (!(BOOKING_LANGUAGES as readonly string[]).includes(lang)) return `lang must be one of ${BOOKING_LANGUAGES.join(', ')}`;
  for (const name of ['unit', 'offer'] as const) {
    const value = query.get(name);
    if (value !== null && !SLUG.test(value)) return `${name} must be a slug: lowercase letters, digits and dashes, at most 100 characters`;
  }
  return undefined;
}
