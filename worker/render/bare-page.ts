import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * A page with no layout, no CMS call and no React: a heading, a few lines of text and the way
 * home, in the visitor's language, never indexed or kept. For answers that must not depend on
 * anything that could fail or cost (refusals at the door, an error page that failed itself).
 */
export function barePage(
  locale: Locale,
  status: number,
  { title, before = [], after = [] }: { title: string; before?: string[]; after?: string[] },
  headers: Record<string, string> = {},
): Response {
  const lines = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const heading = escapeHtml(title);
  const home = `<p><a href="${href('home', locale)}">${escapeHtml(getMessages(locale).errors.goBackHome)}</a></p>`;
  const body = `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title><meta name="robots" content="noindex"></head><body><main>${lines(before)}<h1>${heading}</h1>${lines(after)}${home}</main></body></html>`;
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store', ...headers },
  });
}
