import { siteNow } from '../clock.ts';
import type { Context, Next } from 'hono';
import { isLocale, LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { isPreviewHost } from '../config.ts';
import { ContentUnavailableError } from '../errors.ts';
import { log } from '../log.ts';
import { sitemapEntries } from '../screens/sitemap-entries.ts';
import { languageSitemap, type SitemapEntry, sitemapIndex, sitemapPath } from '../seo/sitemap-xml.ts';

/** Crawlers come back often; an hour keeps a new page's wait short without rebuilding on every visit. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * Every page, or null while the CMS cannot say: an empty or partial sitemap would tell search
 * engines those pages are gone, so the answer is then a 503 to come back later.
 */
async function entriesOf(c: Context<AppEnv>): Promise<SitemapEntry[] | null> {
  let entries: SitemapEntry[];
  try {
    entries = await sitemapEntries({
      content: c.get('content'),
      config: c.get('config'),
      now: siteNow(c.get('config'), new Date(), c.req.raw),
    });
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    log({ level: 'error', event: 'sitemap.content_unavailable', url: c.req.url, error: error.message });
    return null;
  }
  // No home page in any language: the CMS answered, but with nothing usable.
  const homes = new Set(LOCALES.map((locale) => buildPath('home', locale)));
  if (!entries.some((entry) => Object.values(entry.versions).some((version) => homes.has(version.path)))) {
    log({ level: 'error', event: 'sitemap.no_content', url: c.req.url });
    return null;
  }
  return entries;
}

function xml(c: Context<AppEnv>, body: string): Response {
  return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL });
}

function unavailable(c: Context<AppEnv>): Response {
  return c.text('Sitemap temporarily unavailable', 503, { 'Retry-After': '600', 'Cache-Control': 'no-store' });
}

/** `/robots.txt`: a preview host keeps every crawler out. */
export function robotsTxt(c: Context<AppEnv>): Response {
  c.header('Cache-Control', CACHE_CONTROL);
  if (isPreviewHost(c.get('config'), c.req.url)) return c.text('User-agent: *\nDisallow: /\n');
  const siteUrl = c.get('config').SITE_URL;
  // The language switch only sets a cookie and redirects to a page already listed; the route
  // calculator only redirects to a maps service.
  return c.text(`User-agent: *\nAllow: /\nDisallow: /lang/\nDisallow: /route/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}

/** `/sitemap.xml`: the index of the languages' sitemaps. */
export async function sitemapIndexXml(c: Context<AppEnv>): Promise<Response> {
  const entries = await entriesOf(c);
  return entries ? xml(c, sitemapIndex(c.get('config').SITE_URL, entries)) : unavailable(c);
}

/** `/sitemap-{code}.xml` (the path `LANGUAGE_SITEMAP` matches): one language's pages; another file name is no sitemap. */
export async function languageSitemapXml(c: Context<AppEnv>, next: Next): Promise<Response | undefined> {
  const locale = c.req.param('file')?.slice('sitemap-'.length, -'.xml'.length) ?? '';
  if (!isLocale(locale) || c.req.path !== sitemapPath(locale)) return next() as Promise<undefined>;
  const entries = await entriesOf(c);
  return entries ? xml(c, languageSitemap(c.get('config').SITE_URL, locale, entries)) : unavailable(c);
}

/** The route pattern of a language's sitemap. */
export const LANGUAGE_SITEMAP = '/:file{sitemap-[a-z]{2}\\.xml}';
