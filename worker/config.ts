import * as z from 'zod/mini';
import { coercedNumber, isoDate } from '../shared/zod-formats.ts';
import { hostOf } from './request-url.ts';

/** A URL kept without its trailing slashes, so paths can be appended to it. */
const baseUrl = () =>
  z.pipe(
    z.url(),
    z.transform((url: string) => url.replace(/\/+$/, '')),
  );

/** The vars of `wrangler.toml`, checked once per isolate: a typo fails loudly, not per page. */
const configSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'production', 'test']),
  SITE_URL: baseUrl(),
  CMS_BASE_URL: baseUrl(),
  CMS_TIMEOUT_MS: coercedNumber().check(z.int(), z.positive(), z.lte(30_000)),
  /** The day online booking opens for the coming season (docs/product.md "Behaviour and timings": a disabled label until then). */
  ONLINE_BOOKING_OPENS: isoDate(),
  /** The booking engine's public booking page, where every "book online" leads (shared/booking/engine-link.ts). */
  BOOKING_ONLINE_URL: z.url(),
  /**
   * Outside production, the day the whole site takes as today (worker/clock.ts); empty: the
   * real day. Production ignores it.
   */
  SITE_TODAY: z.optional(z.union([z.literal(''), isoDate()])),
  /**
   * `on`: images go through Cloudflare image resizing on this site (`/cdn-cgi/image/…`); an origin
   * (`http://127.0.0.1:8790`): through a stand-in there that speaks the same URL contract
   * (demo/images); `off`: as the CMS serves them. Parsed to the origin to prefix ('' for this site) or null.
   */
  IMAGE_RESIZING: z.pipe(
    z.union([z.enum(['on', 'off']), z.url()]),
    z.transform((value: string) => (value === 'off' ? null : value === 'on' ? '' : value.replace(/\/+$/, ''))),
  ),
  /** The booking engine's customer-request endpoint (docs/product.md "Upstreams"). */
  BOOKING_REQUEST_URL: z.url(),
  /** The mailing service's subscribe endpoint; `MAILING_GROUP` may hold `{locale}`. */
  MAILING_SUBSCRIBE_URL: z.url(),
  MAILING_GROUP: z.string().check(z.regex(/^[A-Za-z0-9_{}-]{1,64}$/)),
  /** Base of `POST /mail/{form}/send`. */
  MAIL_BASE_URL: baseUrl(),
  BOTCHECK_SITE_KEY: z.string().check(z.minLength(1)),
  BOTCHECK_SCRIPT_URL: z.url(),
  BOTCHECK_VERIFY_URL: z.url(),
  UPSTREAM_TIMEOUT_MS: coercedNumber().check(z.int(), z.positive(), z.lte(30_000)),
  DELIVERY_RETRY_BASE_S: coercedNumber().check(z.int(), z.positive(), z.lte(3600)),
  /** How long an isolate answers from the redirect table it read before reading it again (worker/redirects/lookup.ts). */
  REDIRECT_TABLE_FRESH_S: coercedNumber().check(z.int(), z.positive(), z.lte(3600)),
  NEWSLETTER_EMBED_URL: z.url(),
  /** `de:123,nl:456`: the languages whose newsletter block is the embedded form, with its id. */
  NEWSLETTER_EMBED_FORMS: z.pipe(
    z.string().check(z.regex(/^$|^[a-z]{2}:[A-Za-z0-9_-]{1,64}(,[a-z]{2}:[A-Za-z0-9_-]{1,64})*$/)),
    z.transform((value: string) => Object.fromEntries(value ? value.split(',').map((pair) => pair.split(':') as [string, string]) : [])),
  ),
  /** The tag manager container loaded after cookie consent (`GTM-XXXXXXX`); empty: no tag manager. */
  TAG_MANAGER_CONTAINER_ID: z.string().check(z.regex(/^$|^GTM-[A-Z0-9]{1,16}$/)),
  /** The tag manager's script, `?id={container}` appended (Google: https://www.googletagmanager.com/gtm.js). */
  TAG_MANAGER_URL: z.url(),
});

export type Config = z.infer<typeof configSchema>;

const parsed = new WeakMap<object, Config>();

export function readConfig(env: Env): Config {
  let config = parsed.get(env);
  if (!config) {
    config = configSchema.parse(env);
    parsed.set(env, config);
  }
  return config;
}

/**
 * The secrets forms need, read only when a form is posted: a missing secret fails that form
 * (with an honest message and a log line), never every page of the site.
 */
const secretsSchema = z.object({
  BOTCHECK_SECRET: z.string().check(z.minLength(1)),
  BOOKING_WIDGET_KEY_VILLAGGIO: z.string().check(z.minLength(1)),
  BOOKING_WIDGET_KEY_CAMPEGGIO: z.string().check(z.minLength(1)),
  FORM_SIGNING_KEY: z.string().check(z.minLength(16)),
});

export type FormSecrets = z.infer<typeof secretsSchema>;

export function readFormSecrets(env: Env): FormSecrets | null {
  const parsed = secretsSchema.safeParse(env);
  return parsed.success ? parsed.data : null;
}

/**
 * The secret shared with the CMS (docs/product.md "Publishing"): it signs change
 * notices, preview links and draft reads. Read only by those, so a missing secret turns them
 * away (with a log line) and leaves every page up.
 */
const publishSecretSchema = z.object({ CMS_WEBHOOK_SECRET: z.string().check(z.minLength(16)) });

export function readPublishSecret(env: Env): string | null {
  const parsed = publishSecretSchema.safeParse(env);
  return parsed.success ? parsed.data.CMS_WEBHOOK_SECRET : null;
}

/** The production host, read once per parsed config rather than on every request. */
const siteHosts = new WeakMap<Config, string>();

/** Any host but the production one (workers.dev, preview deployments, a tunnel) must stay out of search. */
export function isPreviewHost(config: Config, url: string): boolean {
  let siteHost = siteHosts.get(config);
  if (siteHost === undefined) {
    siteHost = new URL(config.SITE_URL).host;
    siteHosts.set(config, siteHost);
  }
  return hostOf(url) !== siteHost;
}
