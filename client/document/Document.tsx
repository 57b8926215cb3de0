import type { ReactNode } from 'react';
import type { Locale } from '../../shared/locales.ts';
import { type ImageDelivery, ImageDeliveryContext } from '../components/image-delivery.ts';
import { entryLoader } from './entry-loader.ts';
import type { AssetTags, HeadData } from './head.ts';

type DocumentProps = {
  locale: Locale;
  head: HeadData;
  assets: AssetTags;
  images: ImageDelivery;
  children: ReactNode;
};

/** The whole HTML document: `<html lang>`, the head of every page, then the layout. */
export function Document({ locale, head, assets, images, children }: DocumentProps) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        <link rel="canonical" href={head.canonical} />
        {head.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        {/* The share card: Open Graph, then X's card; written as data, one `<meta>` each. */}
        {(
          [
            ['type', head.ogType],
            ['title', head.title],
            ['description', head.description],
            ['url', head.canonical],
            ['locale', head.ogLocale.replace('-', '_')],
            ['site_name', head.siteName],
            ['image', head.ogImage.url],
            ['image:width', String(head.ogImage.width)],
            ['image:height', String(head.ogImage.height)],
            ['image:alt', head.ogImage.alt],
          ] as const
        ).map(([key, content]) => (
          <meta key={key} property={`og:${key}`} content={content} />
        ))}
        {(
          [
            ['card', 'summary_large_image'],
            ['title', head.title],
            ['description', head.description],
            ['image', head.ogImage.url],
            ['image:alt', head.ogImage.alt],
          ] as const
        ).map(([key, content]) => (
          <meta key={key} name={`twitter:${key}`} content={content} />
        ))}
        <meta name="theme-color" content="#0f5e73" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {head.imageOrigin ? <link rel="preconnect" href={head.imageOrigin} /> : null}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={href} />
        ))}
        {/* The entry first, then what it imports: fetched at once, run when the loader adds the entry. */}
        {[...assets.scripts, ...assets.modulePreloads].map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.scripts.map((src) => (
          // The CSP allows this text by its hash (entry-loader.ts): nothing inline is ever built from content.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script text with the entry's address, escaped in entryLoader
          <script key={src} dangerouslySetInnerHTML={{ __html: entryLoader(src) }} />
        ))}
        {head.jsonLd ? (
          // A data block, not a script: CSP does not apply to it, and jsonLdText escapes every `<`, `>` and `&`.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React would entity-escape the JSON, which JSON-LD parsers do not decode
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />
        ) : null}
      </head>
      <body>
        <ImageDeliveryContext.Provider value={images}>{children}</ImageDeliveryContext.Provider>
      </body>
    </html>
  );
}
