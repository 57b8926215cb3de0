import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';
import type { AppEnv } from '../env.ts';

type Handler = ReturnType<typeof secureHeaders>;

/** The third parties a page may use: CMS media, the bot check, the embedded newsletter form. */
type Origins = { cms: string; botcheck: string; embed: string };

/** Built once per parsed config (once per isolate), so no request parses a URL for its headers. */
const handlers = new WeakMap<Config, Handler>();

function handlerFor(config: Config): Handler {
  let handler = handlers.get(config);
  if (!handler) {
    handler = buildHandler({
      cms: new URL(config.CMS_BASE_URL).origin,
      botcheck: new URL(config.BOTCHECK_SCRIPT_URL).origin,
      embed: new URL(config.NEWSLETTER_EMBED_URL).origin,
    });
    handlers.set(config, handler);
  }
  return handler;
}

/** reCAPTCHA serves its code from www.google.com and www.gstatic.com and runs in a frame of the former. */
function botcheckSources(origin: string): string[] {
  return origin === 'https://www.google.com' ? [origin, 'https://www.gstatic.com'] : [origin];
}

function buildHandler({ cms: cmsOrigin, botcheck, embed }: Origins): Handler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...botcheckSources(botcheck)],
      frameSrc: [...new Set([botcheck, embed])],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', cmsOrigin],
      mediaSrc: ["'self'", cmsOrigin],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // The contacts route calculator opens directions at the maps service (a GET form).
      formAction: ["'self'", 'https://www.google.com'],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
}

/**
 * Security headers on every response (ARCHITECTURE.md "Security and privacy"). Images may
 * come from the CMS media host; scripts, styles and fonts only from this site.
 */
export const securityHeaders = createMiddleware<AppEnv>(async function securityHeaders(c, next) {
  return handlerFor(c.get('config'))(c, next);
});
