import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales.ts';

/** A page of the sitemap: its path and last change in each language it exists in. */
export type SitemapEntry = { versions: Partial<Record<Locale, { path: string; lastModified: string }>> };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The sitemap of one language, `/sitemap-{locale}.xml`. */
export function sitemapPath(locale: Locale): string {
  return `/sitemap-${locale}.xml`;
}

/** `lastmod` as W3C datetime in UTC at second precision (CMS timestamps carry their own offsets). */
function w3cDate(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19)}Z`;
}

/** The newest `lastmod` among a language's pages: the index's `lastmod` for that sitemap. */
function newestIn(entries: readonly SitemapEntry[], locale: Locale): string | null {
  let newest: string | null = null;
  for (const entry of entries) {
    const date = entry.versions[locale]?.lastModified;
    if (date && (!newest || Date.parse(date) > Date.parse(newest))) newest = date;
  }
  return newest;
}

/**
 * Every page of one language, each with `xhtml:link` alternates naming every language it exists
 * in (itself included) and `x-default`, as Google asks: the same set on every version, so the
 * alternates are reciprocal.
 */
export function languageSitemap(siteUrl: string, locale: Locale, entries: readonly SitemapEntry[]): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const own = entry.versions[locale];
    if (!own) continue;
    const links: string[] = [];
    for (const language of LOCALES) {
      const version = entry.versions[language];
      if (version) links.push(`<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(siteUrl + version.path)}"/>`);
    }
    const fallback = entry.versions[DEFAULT_LOCALE];
    if (fallback) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + fallback.path)}"/>`);
    urls.push(`<url><loc>${escapeXml(siteUrl + own.path)}</loc><lastmod>${w3cDate(own.lastModified)}</lastmod>${links.join('')}</url>`);
  }
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/sitemap.xml`: the six language sitemaps. */
export function sitemapIndex(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const sitemaps = LOCALES.map((locale) => {
    const newest = newestIn(entries, locale);
    const lastmod = newest ? `<lastmod>${w3cDate(newest)}</lastmod>` : '';
    return `<sitemap><loc>${escapeXml(siteUrl + sitemapPath(locale))}</loc>${lastmod}</sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}
