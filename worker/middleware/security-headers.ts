import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { CONSENT_OPENER } from '../../client/document/consent-opener.ts';
import { entryLoader } from '../../client/document/entry-loader.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { assetTags } from '../render/assets.ts';
import { MAPS_DIRECTIONS_URL } from '../../shared/forms/index.ts';

/** Hono's secureHeaders, set up with this site's policy. */
type HeaderList = MiddlewareHandler;

/**
 * The third parties a page may use: CMS media, the bot check, the embedded newsletter form, and
 * the tag manager (null when no container is configured; it loads only after cookie consent).
 */
type Origins = { cms: string; images: string | null; botcheck: string; embed: string; tagManager: string | null; bookingEngine: string };

/** Set up once per parsed config and build (once per isolate), so no request parses a URL or hashes for its headers. */
const lists = new WeakMap<Config, Map<string, HeaderList>>();

async function headersFor(config: Config, assets: Fetcher): Promise<HeaderList> {
  const { scripts } = await assetTags(assets);
  const key = scripts.join(' ');
  let byBuild = lists.get(config);
  if (!byBuild) {
    byBuild = new Map();
    lists.set(config, byBuild);
  }
  let list = byBuild.get(key);
  if (!list) {
    list = headerList(
      {
        cms: new URL(config.CMS_BASE_URL).origin,
        // A resizing stand-in on another origin (locally); null when images come from this site or the CMS.
        images: config.IMAGE_RESIZING ? new URL(config.IMAGE_RESIZING).origin : null,
        botcheck: new URL(config.BOTCHECK_SCRIPT_URL).origin,
        embed: new URL(config.NEWSLETTER_EMBED_URL).origin,
        tagManager: config.TAG_MANAGER_CONTAINER_ID ? new URL(config.TAG_MANAGER_URL).origin : null,
        bookingEngine: new URL(config.BOOKING_ONLINE_URL).origin,
      },
      await Promise.all([
        ...scripts.map((src) => sha256Source(entryLoader(src))),
        ...(scripts.length ? [sha256Source(CONSENT_OPENER)] : []),
      ]),
    );
    byBuild.set(key, list);
  }
  return list;
}

/** A CSP hash source: `'sha256-…'` of the script's text, as the browser hashes it (UTF-8). */
export async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/**
 * Scripts: the entry loader and the consent dialog's opener by their hashes, and through
 * 'strict-dynamic' whatever the loader loads (our chunks, the bot check's script and the tag
 * manager, each added by our code). No host is
 * allowlisted, so a host serving JSONP or callbacks (www.google.com, googletagmanager.com)
 * cannot be turned into a script source by injected markup. Without an entry (no build) no
 * script runs at all.
 */
function scriptSources(hashes: string[]): string[] {
  return hashes.length > 0 ? [...hashes, "'strict-dynamic'"] : ["'none'"];
}

/**
 * Google Tag Manager's tags send hits to Google Analytics by `fetch`/beacon and pixel: Google's
 * documented CSP for GTM with GA4. Another tag manager host (the demo stand-in) gets only its own origin.
 */
function tagManagerSources(origin: string | null): { connect: string[]; img: string[] } {
  if (!origin) return { connect: [], img: [] };
  if (origin !== 'https://www.googletagmanager.com') return { connect: [origin], img: [origin] };
  const analytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
  return {
    connect: ['https://*.googletagmanager.com', ...analytics],
    img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
  };
}

/**
 * Hono's secureHeaders with the site's values where they differ from its defaults: the referrer's
 * origin to other sites (the booking engine and the maps service see where a guest came from),
 * two years of HSTS, no framing at all. X-XSS-Protection 0 switches off the old XSS auditors,
 * which could be abused to blank parts of a page.
 */
function headerList(
  { cms: cmsOrigin, images, botcheck, embed, tagManager: tagManagerOrigin, bookingEngine }: Origins,
  hashes: string[],
): HeaderList {
  const tagManager = tagManagerSources(tagManagerOrigin);
  return secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    xFrameOptions: 'DENY',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: scriptSources(hashes),
      // The stand-ins share one origin: each source once. reCAPTCHA runs in a frame of www.google.com.
      frameSrc: [...new Set([botcheck, embed])],
      styleSrc: ["'self'"],
      imgSrc: [...new Set(["'self'", 'data:', cmsOrigin, ...(images ? [images] : []), ...tagManager.img])],
      mediaSrc: ["'self'", cmsOrigin],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...tagManager.connect],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // The route calculator (`/route/…`) and the stay search (`/book/…`) are sent to the site, which
      // redirects to the maps service and to the configured booking engine: form-action also
      // governs the redirect after a form is sent. Local stand-ins share one origin: each source once.
      formAction: [...new Set(["'self'", new URL(MAPS_DIRECTIONS_URL).origin, bookingEngine])],
      frameAncestors: ["'none'"],
    },
    // Geolocation for our own pages only: the route calculator's "my location", asked on a click.
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: [], usb: [] },
  });
}

/**
 * Security headers on every response (docs/architecture.md "Security and privacy"). Images may
 * come from the CMS media host; styles and fonts only from this site; scripts only through
 * the hashed entry loader ('strict-dynamic').
 */
export const securityHeaders = createMiddleware<AppEnv>(async function securityHeaders(c, next) {
  // The headers are set on the answer, so a new isolate's first read of the build's manifest
  // runs beside the page's CMS round instead of before it (12 ms measured on a new isolate).
  const headers = headersFor(c.get('config'), c.env.ASSETS);
  // Awaited only after the page: until then a failure is marked seen, and it fails the answer below.
  headers.catch(() => {});
  await next();
  await (await headers)(c, async () => {});
});
