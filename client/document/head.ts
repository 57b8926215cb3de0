/** What the worker computes for `<head>`; all URLs absolute (from `SITE_URL`). */
export type HeadData = {
  title: string;
  description: string;
  canonical: string;
  /** Every language version of this page plus `x-default`; reciprocal across versions. */
  alternates: { hreflang: string; href: string }[];
  ogLocale: string;
  ogType: 'website' | 'article';
  /** Every page has one: the page's own picture, or the site's social card. */
  ogImage: { url: string; width: number; height: number; alt: string };
  siteName: string;
  robots?: string;
  /** The host pictures come from when it is not this site: connected to before the body asks. */
  imageOrigin?: string;
  /** The page's schema.org graph, already serialised and escaped for a `<script>` element. */
  jsonLd?: string;
};

/** Hashed client files from the Vite manifest. */
export type AssetTags = {
  styles: string[];
  scripts: string[];
  modulePreloads: string[];
  /** Font files every page needs at once, preloaded (worker/render/assets.ts says why). */
  fonts: string[];
};
