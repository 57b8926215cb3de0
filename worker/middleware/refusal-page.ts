import { format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';

/** What a request was refused for, before any page was looked up. */
export type Refusal = 'methodNotAllowed' | 'uriTooLong' | 'headersTooLarge';

const STATUS: Record<Refusal, 405 | 414 | 431> = { methodNotAllowed: 405, uriTooLong: 414, headersTooLarge: 431 };

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A small page in the visitor's language for a request refused at the door: no CMS call and
 * no layout, so a flood of bad requests costs nothing upstream and nothing the visitor sent
 * (an overlong address, oversized cookies) is read any further.
 */
export function refusalPage(locale: Locale, refusal: Refusal, headers: Record<string, string> = {}): Response {
  const m = getMessages(locale).errors;
  const status = STATUS[refusal];
  const title = escapeHtml(m[`${refusal}Title`]);
  const text = escapeHtml(m[`${refusal}Text`]);
  const body = `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="robots" content="noindex"></head><body><main><p>${escapeHtml(format(m.statusCode, { status }))}</p><h1>${title}</h1><p>${text}</p><p><a href="${href('home', locale)}">${escapeHtml(m.goBackHome)}</a></p></main></body></html>`;
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store', ...headers },
  });
}
