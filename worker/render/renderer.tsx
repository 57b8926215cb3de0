import { reactRenderer } from '@hono/react-renderer';
import type { Locale } from '../../shared/locales.ts';
import { Document } from '../../client/document/Document.tsx';
import type { ImageDelivery } from '../../client/components/image-delivery.ts';
import type { AssetTags, HeadData } from '../../client/document/head.ts';

declare module '@hono/react-renderer' {
  interface Props {
    locale: Locale;
    head: HeadData;
    assets: AssetTags;
    images: ImageDelivery;
  }
}

/**
 * Whole-document rendering with `renderToString`: data is loaded before rendering, and on
 * workerd string rendering measured cheaper than streaming (ARCHITECTURE.md step 7).
 */
export const documentRenderer = reactRenderer(({ children, locale, head, assets, images }) => (
  <Document locale={locale} head={head} assets={assets} images={images}>
    {children}
  </Document>
));
