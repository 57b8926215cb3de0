/**
 * The visitor's cookie choice (docs/architecture.md "Security and privacy"): kept in localStorage,
 * not a cookie, so page HTML stays cacheable without `Set-Cookie`, and asked again after about
 * six months. Pure functions, shared by the consent island and its unit test.
 */

export const CONSENT_STORAGE_KEY = 'consent';

/** The privacy page's cookie section, where the consent dialog's and the footer's cookie links land. */
export const COOKIES_ANCHOR = 'cookies';

/** A choice older than this is asked again (six months). */
export const CONSENT_MAX_AGE_DAYS = 182;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A clock a little ahead of the one that stored the choice is forgiven, a date far in the future is not. */
const FUTURE_SLACK_MS = DAY_MS;

export type ConsentChoice = 'accepted' | 'rejected';

type StoredConsent = { choice: ConsentChoice; at: number };

/** Consent Mode v2: what the page starts with, and what an accept grants. */
export const CONSENT_DEFAULT = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

export const CONSENT_GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
} as const;

/** What the island gets from the server: the container id (empty: no tag manager) and its script. */
export type ConsentProps = { containerId: string; tagManagerUrl: string };

export function serializeConsent(choice: ConsentChoice, now: number): string {
  return JSON.stringify({ choice, at: now } satisfies StoredConsent);
}

/**
 * The stored choice when it is still valid at `now`; null when there is none, it cannot be
 * read, or it has expired (so the dialog asks again).
 *
 * @example
 * readConsent('{"choice":"accepted","at":1700000000000}', 1700000000000 + 1000) // { choice: 'accepted', at: 1700000000000 }
 */
export function readConsent(raw: string | null, now: number): StoredConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { choice, at } = value as { choice?: unknown; at?: unknown };
  if (choice !== 'accepted' && choice !== 'rejected') return null;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (at > now + FUTURE_SLACK_MS) return null;
  if (now - at >= CONSENT_MAX_AGE_DAYS * DAY_MS) return null;
  return { choice, at };
}

/** The tag manager's script address: `https://www.googletagmanager.com/gtm.js?id=GTM-XXXX`. */
export function tagManagerScriptUrl(base: string, containerId: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}id=${encodeURIComponent(containerId)}`;
}

/** Reads the island's props defensively: anything unexpected means "no tag manager". */
export function consentProps(props: unknown): ConsentProps {
  const { containerId, tagManagerUrl } = (typeof props === 'object' && props !== null ? props : {}) as Record<string, unknown>;
  const id = typeof containerId === 'string' ? containerId : '';
  const url = typeof tagManagerUrl === 'string' ? tagManagerUrl : '';
  if (!id || !/^https?:\/\//.test(url)) return { containerId: '', tagManagerUrl: '' };
  return { containerId: id, tagManagerUrl: url };
}
