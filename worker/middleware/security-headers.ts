import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env.ts';

/**
 * Security headers on every response (ARCHITECTURE.md "Security and privacy"). Images may
 * come from the CMS media host; scripts, styles and fonts only from this site.
 */
export const securityHeaders = createMiddleware<AppEnv>(async function securityHeaders(c, next) {
  const cmsOrigin = new URL(c.get('config').CMS_BASE_URL).origin;
  const middleware = secureHeaders({
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
  return middleware(c, next);
});
