import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { type FormState, MAX_UPLOAD_MB } from '../../shared/forms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { normalizeRedirectPath } from '../../shared/redirects/normalize.ts';
import {
  type CanonicalMatch,
  canonicalMatch,
  itemPartFolded,
  localeOfPath,
  matchRoute,
  type RouteMatch,
} from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { formsOnRoute, MAX_FORM_BODY_BYTES } from '../../shared/forms/index.ts';
import { RATE_LIMIT_RETRY_AFTER_S } from '../forms/rate-limit.ts';
import { type Submitted, submitForm } from '../forms/submit.ts';
import { notInList } from '../cms/content.ts';
import { JUNK_PATH, recordMiss, recordRedirectHit } from '../monitor/record.ts';
import { findRule } from '../redirects/lookup.ts';
import { renderNotFound } from './errors.tsx';
import { ITEM_IN_LIST } from './loaders/index.ts';
import { keptOrRendered, PRIVATE, pageKey } from './page-cache.ts';
import { pageAddress } from './page-params.ts';
import { type LoadedPage, loadPage, loadScreen, type Posted, renderScreen } from './render.tsx';
import { type Visit, visitOf } from './visit.ts';
import { siteNow } from '../clock.ts';
import { pathOf } from '../request-url.ts';

/** Permanent (docs/product.md "Constants and limits") and kept by browsers and the CDN for a day, so ops can still change it. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

type Background = { waitUntil(promise: Promise<unknown>): void };

/** Counts a request no page and no rule answered for the 404 monitor, written behind the answer (worker/monitor/record.ts). */
function countMiss(env: Env, background: Background, url: URL, headers: Headers): void {
  const path = normalizeRedirectPath(url.pathname);
  recordMiss(env.MONITOR, background, {
    locale: localeOfPath(path ?? url.pathname),
    path: path ?? JUNK_PATH,
    userAgent: headers.get('user-agent'),
    referer: headers.get('referer'),
  });
}

/**
 * No screen here: an old address ops have a rule for gets a 301 (its query string kept);
 * anything else, the 404 page. Live pages never read the redirect table (docs/architecture.md "Languages and addresses").
 * Both are counted for the 404 monitor behind the answer (worker/monitor/record.ts).
 */
async function redirectOrNotFound(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const found = await findRule(c.env.REDIRECTS, url.pathname, c.get('behindAnswer'), c.get('config').REDIRECT_TABLE_FRESH_S * 1000);
  if (!found) {
    countMiss(c.env, c.executionCtx, url, c.req.raw.headers);
    return renderNotFound(c);
  }
  recordRedirectHit(c.env.MONITOR, c.executionCtx, found.key);
  c.header('Cache-Control', REDIRECT_CACHE_CONTROL);
  return c.redirect(`${found.target}${url.search}`, 301);
}

/** Whether the list an item page picks its item from says, from what this isolate read, that it has no such item (cms/content.ts `notInList`). */
function knownMissing(config: { CMS_BASE_URL: string }, kv: KVNamespace, match: RouteMatch): boolean | Promise<boolean> {
  const item = ITEM_IN_LIST[match.name]?.(match.params);
  return item !== undefined && notInList(config.CMS_BASE_URL, kv, match.locale, item.type, item.slug);
}

/**
 * Another spelling of a page (docs/product.md "Addresses"): one 301 to the way the site
 * writes it, query kept. A page with parameters is only sent on when its item exists;
 * otherwise the address is an old one, looked up in the redirect table as it is, so a
 * legacy address with a trailing slash reaches its target in one hop too.
 */
async function respell(c: Context<AppEnv>, match: CanonicalMatch, url: URL): Promise<Response> {
  if (!match.fixed) {
    try {
      await loadScreen(visitOf(c, match.locale), match.name, match.params);
    } catch (error) {
      if (error instanceof NotFoundError) return itemInOtherCase(c, match, url);
      throw error;
    }
  }
  c.header('Cache-Control', REDIRECT_CACHE_CONTROL);
  return c.redirect(`${match.path}${url.search}`, 301);
}

/**
 * An item not found as written, whose item part has capitals (`/offerte/Prenota-Prima`): the
 * page of its lower-case spelling, one 301, when that item exists; else an old address or the
 * 404 page (docs/product.md "Addresses").
 */
function itemInOtherCase(c: Context<AppEnv>, match: CanonicalMatch, url: URL): Promise<Response> {
  const folded = itemPartFolded(match);
  return folded ? respell(c, folded, url) : redirectOrNotFound(c);
}

/**
 * GET of every screen: match the route table, then the page cache's one entry, which answers
 * a kept page or has the screen's loader load it (with its layout's content, in one round)
 * and renders it. No route, or an item the CMS does not have: a legacy redirect or the 404 page.
 */
export async function showScreen(c: Context<AppEnv>): Promise<Response> {
  const pathname = pathOf(c.req.url);
  const match = canonicalMatch(pathname);
  if (!match) return redirectOrNotFound(c);
  if (match.path !== pathname) return respell(c, match, new URL(c.req.url));
  // An item its list says does not exist: no loader, no CMS read (a draft preview's lists may hold it).
  if (c.get('content').keepable && (await knownMissing(c.get('config'), c.env.CONTENT, match)))
    return itemInOtherCase(c, match, new URL(c.req.url));
  const now = siteNow(c.get('config'), new Date(), c.req.raw);
  try {
    return await keptOrRendered(c, pageKey(c.req.url, now), async (content, timer, stampSlots) => {
      // Rendered from the query parameters a page reads, as it is kept (page-params.ts).
      const visit: Visit = { ...visitOf(c, match.locale, now), url: new URL(pageAddress(c.req.url)), content };
      timer.start('load', 'content');
      const page = await loadPage(visit, match.name, match.params);
      timer.end('load');
      timer.start('render');
      const rendered = renderScreen(visit, match.name, page, undefined, stampSlots);
      timer.end('render');
      return rendered;
    });
  } catch (error) {
    if (error instanceof NotFoundError) return itemInOtherCase(c, match, new URL(c.req.url));
    throw error;
  }
}

/** The island posts with `Accept: application/json` and gets the form's state; a plain post gets the page. */
const wantsJson = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').includes('application/json');

/**
 * A form post from another site is refused with 403 by Hono's csrf middleware: a form's body is
 * read only when the browser says it comes from this origin (`Sec-Fetch-Site: same-origin`) or
 * its `Origin` is the site's, as configured or as asked (tests/integration/abuse-limits.test.ts).
 */
export const sameSiteForms = csrf({
  origin: (origin, c: Context<AppEnv>) => origin === new URL(c.get('config').SITE_URL).origin || origin === new URL(c.req.url).origin,
});

/** Over the limit, answered before the body is read: the page again, with the limit in words. */
export const formBodyLimit = bodyLimit({ maxSize: MAX_FORM_BODY_BYTES, onError: (c) => tooLarge(c as Context<AppEnv>) });

/** The page of a matched route, or the 404 page when the CMS does not have its item. */
async function pageOrNotFound(
  c: Context<AppEnv>,
  match: RouteMatch,
  answer: (page: LoadedPage, visit: Visit) => Response | Promise<Response>,
) {
  const visit = visitOf(c, match.locale);
  let page: LoadedPage;
  try {
    page = await loadPage(visit, match.name, match.params);
  } catch (error) {
    if (error instanceof NotFoundError) return renderNotFound(c);
    throw error;
  }
  return answer(page, visit);
}

/**
 * A form posted to the page that shows it (docs/architecture.md "Forms"): only from this site,
 * within the size limit (`sameSiteForms`, `formBodyLimit` before it), and only a form that page has.
 */
export function postForm(c: Context<AppEnv>): Promise<Response> | Response {
  const match = matchRoute(new URL(c.req.url).pathname);
  if (!match) return renderNotFound(c);
  return pageOrNotFound(c, match, async (page, visit) => {
    const submitted = await submitForm(c, formsOnRoute(match.name), {
      locale: match.locale,
      content: visit.content,
      config: visit.config,
      now: visit.now,
      positionTitle: page.screen.view.screen === 'detail' ? page.screen.view.item.title : undefined,
    });
    return answerPost(c, visit, match, page, submitted);
  });
}

function answerPost(c: Context<AppEnv>, visit: Visit, match: RouteMatch, page: LoadedPage, submitted: Submitted): Response {
  c.header('Cache-Control', PRIVATE);
  if (submitted.status === 429) c.header('Retry-After', String(RATE_LIMIT_RETRY_AFTER_S));
  if (wantsJson(c)) return c.json(submitted.state, submitted.status);
  return html(c, renderScreen(visit, match.name, page, { form: submitted.state, status: submitted.status }));
}

const html = (c: Context<AppEnv>, { html, status }: { html: string; status: Posted['status'] }) => c.html(html, status);

async function tooLarge(c: Context<AppEnv>): Promise<Response> {
  const match = matchRoute(new URL(c.req.url).pathname);
  if (!match) return renderNotFound(c);
  const message = format(getMessages(match.locale).forms.errors.bodyTooLarge, { size: MAX_UPLOAD_MB });
  // The page's own form (listed after the footer's newsletter) is the one that takes files.
  const form = formsOnRoute(match.name).at(-1) ?? 'newsletter';
  const state: FormState = { form, status: 'refused', message, errors: {}, values: {} };
  c.header('Cache-Control', PRIVATE);
  if (wantsJson(c)) return c.json(state, 413);
  return pageOrNotFound(c, match, (page, visit) => html(c, renderScreen(visit, match.name, page, { form: state, status: 413 })));
}
