import { z } from 'zod';

/** The vars of `wrangler.toml`, checked once per isolate: a typo fails loudly, not per page. */
const configSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'production', 'test']),
  SITE_URL: z.url().transform((url) => url.replace(/\/+$/, '')),
  CMS_BASE_URL: z.url().transform((url) => url.replace(/\/+$/, '')),
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000),
  /** `on`: images go through Cloudflare image resizing (`/cdn-cgi/image/…`); `off`: as the CMS serves them. */
  /** The day online booking opens for the coming season (spec §4: a disabled label until then). */
  ONLINE_BOOKING_OPENS: z.iso.date(),
  /** The booking engine's public booking page. */
  BOOKING_ONLINE_URL: z.url(),
  IMAGE_RESIZING: z.enum(['on', 'off']).transform((value) => value === 'on'),
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
