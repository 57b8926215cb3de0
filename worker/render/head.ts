import type { Image, Seo } from '../../shared/cms/index.ts';
import { DEFAULT_LOCALE, LOCALE_ISO, LOCALES, type Locale } from '../../shared/locales.ts';
import type { HeadData } from '../../client/document/head.ts';

type HeadInput = {
  siteUrl: string;
  locale: Locale;
  seo: Seo;
  paths: Partial<Record<Locale, string>>;
  currentPath: string;
  ogImage?: Image;
  ogType?: 'website' | 'article';
  noindex?: boolean;
  siteName: string;
  /** The site's own card (`client/public/social-card.png`) for a page without a picture. */
  socialCardAlt: string;
  jsonLd?: string;
  imageOrigin?: string;
};

/** The share card every page falls back to: a static asset, 1200 × 630 as Open Graph advises. */
const SOCIAL_CARD = { path: '/social-card.png', width: 1200, height: 630 } as const;

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}

/**
 * Title, description, canonical and hreflang alternates. Alternates list every language
 * the page exists in plus `x-default` (Italian), so each version names all the others.
 */
export function buildHead(input: HeadInput): HeadData {
  const { siteUrl, locale, seo, paths } = input;
  const alternates: HeadData['alternates'] = [];
  if (!input.noindex) {
    for (const language of LOCALES) {
      const path = paths[language];
      if (path) alternates.push({ hreflang: language, href: absoluteUrl(siteUrl, path) });
    }
    const fallback = paths[DEFAULT_LOCALE];
    if (fallback) alternates.push({ hreflang: 'x-default', href: absoluteUrl(siteUrl, fallback) });
  }
  const image = input.ogImage;
  return {
    title: seo.title,
    description: seo.description,
    canonical: absoluteUrl(siteUrl, paths[locale] ?? input.currentPath),
    alternates,
    ogLocale: LOCALE_ISO[locale],
    ogType: input.ogType ?? 'website',
    ogImage: image
      ? { url: absoluteUrl(siteUrl, image.src), width: image.width, height: image.height, alt: image.alt || seo.title }
      : { url: absoluteUrl(siteUrl, SOCIAL_CARD.path), width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, alt: input.socialCardAlt },
    siteName: input.siteName,
    robots: input.noindex ? 'noindex' : undefined,
    jsonLd: input.jsonLd,
    imageOrigin: input.imageOrigin,
  };
}
