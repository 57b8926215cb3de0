import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { pageSchema } from '../../shared/cms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { type Locale, LOCALES } from '../../shared/locales.ts';
import { href, NOT_FOUND_PAGE_KEY } from '../../shared/routes/index.ts';
import { ErrorScreen } from '../../client/pages/ErrorScreen.tsx';
import type { AppEnv } from '../env.ts';
import { statusOf } from '../errors.ts';
import { log } from '../log.ts';
import { barePage } from '../render/bare-page.ts';
import { escapeHtml } from '../render/escape-html.ts';
import { type Candidate, suggestionCandidates, suggestionsFor } from './not-found-suggestions.ts';
import { keptOrRendered, notFoundKey, PRIVATE } from './page-cache.ts';
import { loadFrame, renderPage } from './render.tsx';
import { type Visit, visitOf } from './visit.ts';

function homes(): Partial<Record<Locale, string>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, href('home', locale)]));
}

/**
 * The 404 page; its SEO title and description come from the CMS page `404-2` (docs/product.md "Screens and addresses").
 *
 * It is the same for every unknown address of a language (its links and canonical go to the
 * home page), so it is kept like a page (page-cache.ts) under its language instead of its URL:
 * scanners asking for thousands of addresses cost one render per language, not one each. The
 * pages it may suggest are loaded with it and kept with it, so an answer only matches the
 * missed address's words against theirs (`notFoundFills`). Like every error page it is
 * `private, no-store` (docs/product.md "Caching in browsers").
 */
export function renderNotFound(c: Context<AppEnv>): Promise<Response> {
  const visit = visitOf(c);
  const { locale } = visit;
  return keptOrRendered(
    c,
    notFoundKey(visit.url.origin, locale, visit.now),
    async (content, timer, stampSlots) => {
      const fresh: Visit = { ...visit, content };
      const m = getMessages(locale);
      const [page, frame, candidates] = await Promise.all([
        content.item(locale, 'page', NOT_FOUND_PAGE_KEY, pageSchema),
        loadFrame(fresh, null),
        suggestionCandidates(content, locale),
      ]);
      timer.start('render');
      const rendered = renderPage(fresh, frame, {
        routeName: null,
        seo: page?.seo ?? { title: `${m.errors.notFoundTitle}${m.meta.titleSuffix}`, description: m.errors.notFoundText },
        paths: homes(),
        body: <ErrorScreen locale={locale} status={404} suggestionsSlot={stampSlots(SUGGESTIONS_SLOT)} />,
        status: 404,
        noindex: true,
        stampSlots,
      });
      timer.end('render');
      return { ...rendered, data: candidates };
    },
    { status: 404, fills: notFoundFills(visit.url.pathname) },
  );
}

/** The kept 404 page's slot for the suggestions of one missed address. */
const SUGGESTIONS_SLOT = 'notfoundsuggestions';

/** The pages kept with the 404 page (none kept with another page). */
const candidatesOf = (data: unknown): readonly Candidate[] => (Array.isArray(data) ? (data as Candidate[]) : []);

/** The missed address's suggestions as list items, escaped, from the pages kept with the 404 page. */
export function notFoundFills(path: string): (data: unknown) => Record<string, string> {
  return (data) => {
    try {
      const items = suggestionsFor(path, candidatesOf(data)).map(
        (page) => `<li><a href="${escapeHtml(page.href)}">${escapeHtml(page.label)}</a></li>`,
      );
      return { [SUGGESTIONS_SLOT]: items.join('') };
    } catch (error) {
      // Suggestions are a help, never a reason for the 404 page to fail: it keeps its fixed links.
      log({ level: 'warn', event: 'not_found.suggestions_failed', path, error: String(error) });
      return { [SUGGESTIONS_SLOT]: '' };
    }
  };
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
  // A 4xx is a refusal the site means to give (a cross-site form post): expected, at info. A 5xx is a fault.
  const fault = status >= 500;
  const message = error instanceof Error ? error.message : String(error);
  log({ level: fault ? 'error' : 'info', event: fault ? 'request.error' : 'request.refused', url: c.req.url, status, error: message });
  try {
    if (status === 404) return await renderNotFound(c);
    const m = getMessages(locale);
    const visit = visitOf(c);
    const { html } = renderPage(visit, await loadFrame(visit, null), {
      routeName: null,
      seo: {
        title: `${format(m.errors.statusCode, { status })}${m.meta.titleSuffix}`,
        description: status === 503 ? m.errors.unavailableText : m.errors.serverErrorText,
      },
      paths: homes(),
      body: <ErrorScreen locale={locale} status={status} />,
      noindex: true,
    });
    c.header('Cache-Control', PRIVATE);
    if (status === 503) c.header('Retry-After', String(RETRY_AFTER_S));
    return c.html(html, status as ContentfulStatusCode);
  } catch (renderFailure) {
    log({ level: 'error', event: 'request.error_page_failed', url: c.req.url, error: String(renderFailure) });
    const fallback = errorPageFailed(locale, status);
    fallback.headers.set('Cache-Control', PRIVATE);
    if (status === 503) fallback.headers.set('Retry-After', String(RETRY_AFTER_S));
    return fallback;
  }
}
