import type { Locale } from '../locales.ts';

/**
 * The sister villa's own site, in the visitor's language: the site takes a language suffix in
 * every language but Italian (docs/product.md "Screens and addresses").
 */
export function sisterVillaUrl(base: string, locale: Locale): string {
  return locale === 'it' ? base : `${base.replace(/\/+$/, '')}/${locale}/`;
}
