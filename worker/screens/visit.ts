import type { Context } from 'hono';
import type { Locale } from '../../shared/locales.ts';
import type { Content } from '../cms/content.ts';
import { siteNow } from '../clock.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../env.ts';

/**
 * What a screen is loaded and rendered from: the address, its language, the settings, the
 * content reader and the moment. Taken from the request's context once, then passed as an
 * argument, so a stale kept page can be rendered again from the same fields (page-cache.ts).
 */
export type Visit = {
  url: URL;
  locale: Locale;
  config: Config;
  content: Content;
  env: Env;
  now: Date;
};

/** `locale`: a matched route's language (the path's prefix, however it was spelt); else the request's. `now`: the moment already read for this request. */
export function visitOf(c: Context<AppEnv>, locale: Locale = c.get('locale'), now?: Date): Visit {
  const config = c.get('config');
  return {
    url: new URL(c.req.url),
    locale,
    config,
    content: c.get('content'),
    env: c.env,
    now: now ?? siteNow(config, new Date(), c.req.raw),
  };
}
