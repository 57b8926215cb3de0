import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';
import type { AppEnv } from '../env.ts';

type Handler = ReturnType<typeof secureHeaders>;

/**
 * The third parties a page may use: CMS media, the bot check, the embedded newsletter form, and
 * the tag manager (null when no container is configured; it loads only after cookie consent).
 */
type Origins = { cms: string; images: string | null; botcheck: string; embed: string; tagManager: string | null };

/** Built once per parsed config (once per isolate), so no request parses a URL for its headers. */
const handlers = new WeakMap<Config, Handler>();

function handlerFor(config: Config): Handler {
  let handler = handlers.get(config);
  if (!handler) {
    handler = buildHandler({
      cms: new URL(config.CMS_BASE_URL).origin,
      // A resizing stand-in on another origin (locally); null when images come from this site or the CMS.
      images: config.IMAGE_RESIZING ? new URL(config.IMAGE_RESIZING).origin : null,
      botcheck: new URL(config.BOTCHECK_SCRIPT_URL).origin,
      embed: new URL(config.NEWSLETTER_EMBED_URL).origin,
      tagManager: config.TAG_MANAGER_CONTAINER_ID ? new URL(config.TAG_MANAGER_URL).origin : null,
    });
    handlers.set(config, handler);
  }
  return handler;
}

/** reCAPTCHA serves its code from www.google.com and www.gstatic.com and runs in a frame of the former. */
function botcheckSources(origin: string): string[] {
  return origin === 'https://www.google.com' ? [origin, 'https://www.gstatic.com'] : [origin];
}

/**
 * Google Tag Manager loads its tags (gtag.js) from its own host and Google Analytics sends hits
 * to its hosts by `fetch`/beacon and pixel: Google's documented CSP for GTM with GA4. Another
 * tag manager host (the demo stand-in) gets only its own origin.
 */
function tagManagerSources(origin: string | null): { script: string[]; connect: string[]; img: string[] } {
  if (!origin) return { script: [], connect: [], img: [] };
  if (origin !== 'https://www.googletagmanager.com') return { script: [origin], connect: [origin], img: [origin] };
  const analytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
  return {
    script: ['https://*.googletagmanager.com'],
    connect: ['https://*.googletagmanager.com', ...analytics],
    img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
  };
}

function buildHandler({ cms: cmsOrigin, images, botcheck, embed, tagManager: tagManagerOrigin }: Origins): Handler {
  const tagManager = tagManagerSources(tagManagerOrigin);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The stand-ins share one origin: each source once.
      scriptSrc: [...new Set(["'self'", ...botcheckSources(botcheck), ...tagManager.script])],
      frameSrc: [...new Set([botcheck, embed])],
      styleSrc: ["'self'"],
      imgSrc: [...new Set(["'self'", 'data:', cmsOrigin, ...(images ? [images] : []), ...tagManager.img])],
      mediaSrc: ["'self'", cmsOrigin],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...tagManager.connect],
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
 * come from the CMS media host; styles and fonts only from this site; scripts from this site,
 * the bot check and the tag manager.
 */
export const securityHeaders = createMiddleware<AppEnv>(async function securityHeaders(c, next) {
  return handlerFor(c.get('config'))(c, next);
});
