import type { Context } from 'hono';
import { pageSchema } from '../../shared/cms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { type Locale, LOCALES } from '../../shared/locales.ts';
import { href, NOT_FOUND_PAGE_KEY } from '../../shared/routes/index.ts';
import { ErrorScreen } from '../../client/pages/ErrorScreen.tsx';
import type { AppEnv } from '../env.ts';
import { statusOf } from '../errors.ts';
import { log } from '../log.ts';
import { keepRendered, keptBody } from '../render/kept-answer.ts';
import { isOutdated } from '../publish/kept-pages.ts';
import { pageCache, pageKey, stampSlot } from '../render/page-cache.ts';
import { escapeHtml } from '../render/escape-html.ts';
import { suggestionsFor } from '../pages/not-found-suggestions.ts';
import { barePage } from '../render/bare-page.ts';
import { renderPage } from '../render/render-screen.tsx';

function homes(): Partial<Record<Locale, string>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, href('home', locale)]));
}

/**
 * The 404 page; its SEO title and description come from the CMS page `404-2` (docs/product.md "Screens and addresses").
 *
 * It is the same for every unknown address of a language (its links and canonical go to the
 * home page), so it is kept like a page (page-cache.ts) under its language instead of its URL:
 * scanners asking for thousands of addresses cost one render per language, not one each.
 */
export async function renderNotFound(c: Context<AppEnv>): Promise<Response> {
  const locale = c.get('locale');
  const key = pageKey(`not-found:${locale}`, new Date());
  const kept = pageCache.get(key);
  // Issue 22: not once the shared content it shows was published again (worker/publish/kept-pages.ts).
  const current = kept && Date.now() < kept.freshUntil && !(await isOutdated(kept, c.env.CONTENT));
  if (kept && current) return c.body(await keptBody(kept, c.env, await suggestionsFill(c)), 404, kept.headers);
  const m = getMessages(locale);
  const page = await c.get('content').item(locale, 'page', NOT_FOUND_PAGE_KEY, pageSchema);
  const rendered = await renderPage(c, {
    routeName: null,
    seo: page?.seo ?? { title: `${m.errors.notFoundTitle}${m.meta.titleSuffix}`, description: m.errors.notFoundText },
    paths: homes(),
    body: <ErrorScreen locale={locale} status={404} suggestionsSlot={stampSlot(SUGGESTIONS_SLOT)} />,
    status: 404,
    noindex: true,
    stampSlots: true,
  });
  const made = await keepRendered(c, key, rendered, 404);
  return c.body(await keptBody(made, c.env, await suggestionsFill(c)), 404, made.headers);
}

/** The kept 404 page's slot for the suggestions of one missed address. */
const SUGGESTIONS_SLOT = 'notfoundsuggestions';

/** The missed address's suggestions as list items, escaped (after the page is kept, so their CMS calls never decide that). */
async function suggestionsFill(c: Context<AppEnv>): Promise<Record<string, string>> {
  try {
    const suggestions = await suggestionsFor(c.req.path, c.get('locale'), c.get('content'));
    const items = suggestions.map((page) => `<li><a href="${escapeHtml(page.href)}">${escapeHtml(page.label)}</a></li>`);
    return { [SUGGESTIONS_SLOT]: items.join('') };
  } catch (error) {
    // Suggestions are a help, never a reason for the 404 page to fail: it keeps its fixed links.
    log({ level: 'warn', event: 'not_found.suggestions_failed', url: c.req.url, error: String(error) });
    return { [SUGGESTIONS_SLOT]: '' };
  }
}

/** The last resort when even the error page fails: static, escaped, no CMS (docs/product.md "Errors"). */
function errorPageFailed(locale: Locale, status: number): Response {
  return barePage(locale, status, { title: getMessages(locale).errors.errorPageFailed });
}

/** A CMS outage usually lasts minutes: crawlers and browsers may ask again after two. */
const RETRY_AFTER_S = 120;

/** Thrown errors: the same layout with the error's status (500 unless it says). */
export async function renderError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  const locale = c.get('locale') ?? 'it';
  const status = statusOf(error);
  log({ level: 'error', event: 'request.error', url: c.req.url, status, error: error instanceof Error ? error.message : String(error) });
  try {
    if (status === 404) return await renderNotFound(c);
    const m = getMessages(locale);
    const response = await renderPage(c, {
      routeName: null,
      seo: {
        title: `${format(m.errors.statusCode, { status })}${m.meta.titleSuffix}`,
        description: status === 503 ? m.errors.unavailableText : m.errors.serverErrorText,
      },
      paths: homes(),
      body: <ErrorScreen locale={locale} status={status} />,
      status,
      noindex: true,
    });
    response.headers.set('Cache-Control', 'no-store');
    if (status === 503) response.headers.set('Retry-After', String(RETRY_AFTER_S));
    return response;
  } catch (renderFailure) {
    log({ level: 'error', event: 'request.error_page_failed', url: c.req.url, error: String(renderFailure) });
    const fallback = errorPageFailed(locale, status);
    if (status === 503) fallback.headers.set('Retry-After', String(RETRY_AFTER_S));
    return fallback;
  }
}
