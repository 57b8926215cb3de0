import { type Context, Hono } from 'hono';
import { endTime, startTime, timing } from 'hono/timing';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { type FormState, MAX_UPLOAD_MB } from '../../shared/forms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { normalizeRedirectPath } from '../../shared/redirects/normalize.ts';
import { type CanonicalMatch, canonicalMatch, localeOfPath, matchRoute, type RouteName } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { formsOnRoute, MAX_FORM_BODY_BYTES } from '../forms/forms-on-route.ts';
import { type Submitted, submitForm } from '../forms/submit.ts';
import type { LoadedScreen } from '../pages/types.ts';
import { LOADERS } from '../pages/loaders/index.ts';
import { RATE_LIMIT_RETRY_AFTER_S } from '../middleware/rate-limit.ts';
import { JUNK_PATH, recordMiss, recordRedirectHit } from '../monitor/record.ts';
import { findRule } from '../redirects/lookup.ts';
import { config } from '../middleware/config.ts';
import { content } from '../middleware/content.ts';
import { locale } from '../middleware/locale.ts';
import { type CachedPage, isRevalidation, pageCache, pageKey, revalidateOnce } from '../render/page-cache.ts';
import { answeredWith } from '../render/fast-path.ts';
import { keepRendered, keptBody } from '../render/kept-answer.ts';
import { isOutdated } from '../publish/kept-pages.ts';
import { prefetchLayoutContent, renderLoadedScreen } from '../render/render-screen.tsx';
import { renderNotFound } from './errors.tsx';

/** Permanent (docs/product.md "Constants and limits") and kept by browsers and the CDN for a day, so ops can still change it. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * No screen here: an old address ops have a rule for gets a 301 (its query string kept);
 * anything else, the 404 page. Live pages never read the redirect table (ARCHITECTURE.md step 6).
 * Both are counted for the 404 monitor behind the answer (worker/monitor/record.ts).
 */
async function redirectOrNotFound(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const found = await findRule(c.env.REDIRECTS, url.pathname);
  if (!found) {
    const path = normalizeRedirectPath(url.pathname);
    recordMiss(c.env.MONITOR, c.executionCtx, {
      locale: localeOfPath(path ?? url.pathname),
      path: path ?? JUNK_PATH,
      userAgent: c.req.header('user-agent') ?? null,
      referer: c.req.header('referer') ?? null,
    });
    return renderNotFound(c);
  }
  recordRedirectHit(c.env.MONITOR, c.executionCtx, found.key);
  c.header('Cache-Control', REDIRECT_CACHE_CONTROL);
  return c.redirect(`${found.target}${url.search}`, 301);
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
      await load(c, match, new Date());
    } catch (error) {
      if (error instanceof NotFoundError) return redirectOrNotFound(c);
      throw error;
    }
  }
  c.header('Cache-Control', REDIRECT_CACHE_CONTROL);
  return c.redirect(`${match.path}${url.search}`, 301);
}

type Match = NonNullable<ReturnType<typeof matchRoute>>;

/** A kept page with this answer's stamps (kept-answer.ts); the fast path learns its final headers from this answer. */
async function answerWithStamps(c: Context<AppEnv>, page: CachedPage): Promise<Response> {
  answeredWith(c.req.raw, page);
  return c.body(await keptBody(page, c.env), page.status as ContentfulStatusCode, page.headers);
}

/**
 * The page pipeline without what only a visitor's request needs (headers, limits, language
 * detection has nothing to detect): renders a stale page again behind the answer.
 */
let pipeline: Hono<AppEnv> | undefined;

function renderAgain(c: Context<AppEnv>, request: Request): Promise<Response> {
  pipeline ??= new Hono<AppEnv>().use(timing(), config, locale, content).route('/', pages);
  return Promise.resolve(pipeline.fetch(request, c.env, c.executionCtx));
}

function load(c: Context<AppEnv>, match: Match, now: Date): Promise<LoadedScreen> {
  return LOADERS[match.name]({ locale: match.locale, params: match.params, content: c.get('content'), config: c.get('config'), now });
}

/** The island posts with `Accept: application/json` and gets the form's state; a plain post gets the page. */
const wantsJson = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').includes('application/json');

/**
 * Every screen: match the route table, run the screen's loader, render. No route, or an
 * item the CMS does not have: a legacy redirect or the 404 page.
 */
export const pages = new Hono<AppEnv>()
  .get('*', async (c) => {
    const url = new URL(c.req.url);
    const match = canonicalMatch(url.pathname);
    if (!match) return redirectOrNotFound(c);
    if (match.path !== url.pathname) return respell(c, match, url);
    // A page rendered a moment ago is answered as it was, with fresh form stamps (page-cache.ts).
    const now = new Date();
    const key = pageKey(c.req.url, now);
    const kept = isRevalidation(c.req.raw) ? undefined : pageCache.get(key);
    // Issue 22: content published since the page was kept makes it render again now (worker/publish/kept-pages.ts).
    if (kept && !(await isOutdated(kept, c.env.CONTENT))) {
      if (Date.now() >= kept.freshUntil) {
        const revalidation = revalidateOnce(key, c.req.url, (request) => renderAgain(c, request));
        if (revalidation) c.executionCtx.waitUntil(revalidation);
      }
      return answerWithStamps(c, kept);
    }
    try {
      startTime(c, 'load', 'content');
      // What the layout needs is asked for with the screen's content, not after it (one CMS round trip on a miss).
      prefetchLayoutContent(c, match.name);
      const loaded = await load(c, match, now);
      endTime(c, 'load');
      const rendered = await renderLoadedScreen(c, match.name, loaded, undefined, true);
      return await answerWithStamps(c, await keepRendered(c, key, rendered));
    } catch (error) {
      if (error instanceof NotFoundError) return redirectOrNotFound(c);
      throw error;
    }
  })
  /**
   * A form posted to the page that shows it (ARCHITECTURE.md "Forms"): only from this site
   * (Origin / Sec-Fetch-Site), within the size limit, and only a form that page has.
   */
  .post(
    '*',
    csrf({ origin: (origin, c) => origin === new URL(c.get('config').SITE_URL).origin || origin === new URL(c.req.url).origin }),
    bodyLimit({ maxSize: MAX_FORM_BODY_BYTES, onError: (c) => tooLarge(c) }),
    async (c) => {
      const match = matchRoute(new URL(c.req.url).pathname);
      if (!match) return renderNotFound(c);
      const now = new Date();
      let loaded: LoadedScreen;
      try {
        loaded = await load(c, match, now);
      } catch (error) {
        if (error instanceof NotFoundError) return renderNotFound(c);
        throw error;
      }
      const submitted = await submitForm(c, formsOnRoute(match.name), {
        locale: match.locale,
        content: c.get('content'),
        config: c.get('config'),
        now,
        positionTitle: loaded.view.screen === 'detail' ? loaded.view.item.title : undefined,
      });
      return answer(c, match.name, loaded, submitted);
    },
  );

function answer(c: Context<AppEnv>, name: RouteName, loaded: LoadedScreen, submitted: Submitted): Promise<Response> | Response {
  c.header('Cache-Control', 'no-store');
  if (submitted.status === 429) c.header('Retry-After', String(RATE_LIMIT_RETRY_AFTER_S));
  if (wantsJson(c)) return c.json(submitted.state, submitted.status);
  return renderLoadedScreen(c, name, loaded, { form: submitted.state, status: submitted.status });
}

/** Over the limit, answered before the body is read: the page again, with the limit in words. */
async function tooLarge(c: Context<AppEnv>): Promise<Response> {
  const match = matchRoute(new URL(c.req.url).pathname);
  if (!match) return renderNotFound(c);
  const message = format(getMessages(match.locale).forms.errors.bodyTooLarge, { size: MAX_UPLOAD_MB });
  // The page's own form (listed after the footer's newsletter) is the one that takes files.
  const form = formsOnRoute(match.name).at(-1) ?? 'newsletter';
  const state: FormState = { form, status: 'refused', message, errors: {}, values: {} };
  c.header('Cache-Control', 'no-store');
  if (wantsJson(c)) return c.json(state, 413);
  try {
    const loaded = await load(c, match, new Date());
    return renderLoadedScreen(c, match.name, loaded, { form: state, status: 413 });
  } catch (error) {
    if (error instanceof NotFoundError) return renderNotFound(c);
    throw error;
  }
}
