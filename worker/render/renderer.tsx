import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '../../shared/locales.ts';
import { Document } from '../../client/document/Document.tsx';
import type { ImageDelivery } from '../../client/components/image-delivery.ts';
import type { AssetTags, HeadData } from '../../client/document/head.ts';

/** What the document around a page needs from the worker. */
export type DocumentProps = {
  locale: Locale;
  head: HeadData;
  assets: AssetTags;
  images: ImageDelivery;
};

/**
 * Whole-document rendering with `renderToString`: data is loaded before rendering, and on
 * workerd string rendering measured cheaper than streaming (docs/architecture.md "Rendering"). Our own
 * few lines instead of @hono/react-renderer, which also bundles React's streaming renderer;
 * wrangler.toml's `[alias]` keeps `react-dom/server` to the string renderer alone.
 */
export function renderDocument(children: ReactNode, props: DocumentProps): string {
  return `<!DOCTYPE html>${renderToString(<Document {...props}>{children}</Document>)}`;
}
