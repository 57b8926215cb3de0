import { format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { barePage } from '../render/bare-page.ts';

/** What a request was refused for, before any page was looked up. */
export type Refusal = 'methodNotAllowed' | 'uriTooLong' | 'headersTooLarge';

const STATUS: Record<Refusal, 405 | 414 | 431> = { methodNotAllowed: 405, uriTooLong: 414, headersTooLarge: 431 };

/**
 * A small page in the visitor's language for a request refused at the door: no CMS call and
 * no layout, so a flood of bad requests costs nothing upstream and nothing the visitor sent
 * (an overlong address, oversized cookies) is read any further.
 */
export function refusalPage(locale: Locale, refusal: Refusal, headers: Record<string, string> = {}): Response {
  const m = getMessages(locale).errors;
  const status = STATUS[refusal];
  return barePage(
    locale,
    status,
    { title: m[`${refusal}Title`], before: [format(m.statusCode, { status })], after: [m[`${refusal}Text`]] },
    // Nothing refused is kept anywhere (docs/product.md "Caching in browsers").
    { 'Cache-Control': 'private, no-store', ...headers },
  );
}
