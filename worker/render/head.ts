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
};

function absolute(siteUrl: string, pathOrUrl: string): string {
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
      if (path) alternates.push({ hreflang: language, href: absolute(siteUrl, path) });
    }
    const fallback = paths[DEFAULT_LOCALE];
    if (fallback) alternates.push({ hreflang: 'x-default', href: absolute(siteUrl, fallback) });
  }
  return {
    title: seo.title,
    description: seo.description,
    canonical: absolute(siteUrl, paths[locale] ?? input.currentPath),
    alternates,
    ogLocale: LOCALE_ISO[locale],
    ogType: input.ogType ?? 'website',
    ogImage: input.ogImage ? absolute(siteUrl, input.ogImage.src) : undefined,
    robots: input.noindex ? 'noindex' : undefined,
  };
}
