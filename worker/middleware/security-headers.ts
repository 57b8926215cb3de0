import { createMiddleware } from 'hono/factory';
import { CONSENT_OPENER } from '../../client/document/consent-opener.ts';
import { entryLoader } from '../../client/document/entry-loader.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { assetTags } from '../render/assets.ts';
import { MAPS_DIRECTIONS_URL } from '../../shared/forms/index.ts';

/** The security headers every response gets: names and values. */
type HeaderList = readonly (readonly [string, string])[];

/**
 * The third parties a page may use: CMS media, the bot check, the embedded newsletter form, and
 * the tag manager (null when no container is configured; it loads only after cookie consent).
 */
type Origins = { cms: string; images: string | null; botcheck: string; embed: string; tagManager: string | null; bookingEngine: string };

/** Built once per parsed config and build (once per isolate), so no request parses a URL or hashes for its headers. */
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

/** A policy's text: each directive followed by its sources, `default-src 'self'; script-src …`. */
function policy(directives: [string, ...string[]][]): string {
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The list, written out: Hono's secureHeaders middleware sent the same bytes but cost the worker
 * 3 KiB to build a fixed list (docs/decisions/012-worker-bundle-budget.md). X-XSS-Protection 0
 * switches off the old XSS auditors, which could be abused to blank parts of a page.
 */
function headerList(
  { cms: cmsOrigin, images, botcheck, embed, tagManager: tagManagerOrigin, bookingEngine }: Origins,
  hashes: string[],
): HeaderList {
  const tagManager = tagManagerSources(tagManagerOrigin);
  const contentSecurityPolicy = policy([
    ['default-src', "'self'"],
    ['script-src', ...scriptSources(hashes)],
    // The stand-ins share one origin: each source once. reCAPTCHA runs in a frame of www.google.com.
    ['frame-src', ...new Set([botcheck, embed])],
    ['style-src', "'self'"],
    ['img-src', ...new Set(["'self'", 'data:', cmsOrigin, ...(images ? [images] : []), ...tagManager.img])],
    ['media-src', "'self'", cmsOrigin],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...tagManager.connect],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The route calculator (`/route/…`) and the stay search (`/book/…`) are sent to the site, which
    // redirects to the maps service and to the configured booking engine: form-action also
    // governs the redirect after a form is sent. Local stand-ins share one origin: each source once.
    ['form-action', ...new Set(["'self'", new URL(MAPS_DIRECTIONS_URL).origin, bookingEngine])],
    ['frame-ancestors', "'none'"],
  ]);
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', contentSecurityPolicy],
    // Geolocation for our own pages only: the route calculator's "my location", asked on a click.
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()'],
  ];
}

/**
 * Security headers on every response (docs/architecture.md "Security and privacy"). Images may
 * come from the CMS media host; styles and fonts only from this site; scripts only through
 * the hashed entry loader ('strict-dynamic').
 */
export const securityHeaders = createMiddleware<AppEnv>(async function securityHeaders(c, next) {
  const headers = await headersFor(c.get('config'), c.env.ASSETS);
  await next();
  for (const [name, value] of headers) c.res.headers.set(name, value);
  c.res.headers.delete('X-Powered-By');
});
