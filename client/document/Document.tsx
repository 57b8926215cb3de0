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
        <meta property="og:type" content={head.ogType} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={head.canonical} />
        <meta property="og:locale" content={head.ogLocale.replace('-', '_')} />
        <meta property="og:site_name" content={head.siteName} />
        <meta property="og:image" content={head.ogImage.url} />
        <meta property="og:image:width" content={String(head.ogImage.width)} />
        <meta property="og:image:height" content={String(head.ogImage.height)} />
        <meta property="og:image:alt" content={head.ogImage.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={head.ogImage.url} />
        <meta name="twitter:image:alt" content={head.ogImage.alt} />
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
