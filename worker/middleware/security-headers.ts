import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env.ts';

type Handler = ReturnType<typeof secureHeaders>;

/** Built once per CMS origin (in practice once per isolate), not on every request. */
const handlers = new Map<string, Handler>();

function handlerFor(cmsOrigin: string): Handler {
  let handler = handlers.get(cmsOrigin);
  if (!handler) {
    handler = buildHandler(cmsOrigin);
    handlers.set(cmsOrigin, handler);
  }
  return handler;
}

function buildHandler(cmsOrigin: string): Handler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
  return handlerFor(new URL(c.get('config').CMS_BASE_URL).origin)(c, next);
});
