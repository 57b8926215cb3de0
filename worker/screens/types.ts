import type { Image, Seo } from '../../shared/cms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import type { ScreenView } from '../../client/pages/types.ts';
import type { Content } from '../cms/content.ts';
import type { Config } from '../config.ts';
import type { StructuredData } from '../seo/structured-data.ts';

export type LoaderContext = {
  locale: Locale;
  params: Record<string, string>;
  content: Content;
  config: Config;
  now: Date;
};

/** What a loader gives the renderer: the view, the head, and the page in every language. */
export type LoadedScreen = {
  view: ScreenView;
  seo: Seo;
  /** This page's path per language; a language without this page is absent. */
  paths: Partial<Record<Locale, string>>;
  ogImage?: Image;
  ogType?: 'website' | 'article';
  /** When the content this page shows last changed (ISO 8601): the sitemap's `lastmod`. */
  lastModified: string;
  /** Schema.org descriptions of what the page shows, beyond the breadcrumb every page gets. */
  structuredData?: StructuredData[];
};

export type Loader = (context: LoaderContext) => Promise<LoadedScreen>;
