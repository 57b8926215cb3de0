import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { oversized } from '../middleware/request-limits.ts';
import { isOutdated } from '../publish/kept-pages.ts';
import { keptBody } from './kept-answer.ts';
import { type CachedPage, isKeepable, PER_ANSWER, pageCache, pageKey } from './page-cache.ts';

/**
 * Fresh kept pages answered before Hono's middleware chain (issue 9: on a cache hit the chain
 * cost more than the page). The answer is the one the chain gave for the same page, replayed:
 * its headers as the chain last sent them (security headers, noindex on preview hosts, Vary)
 * without the per-answer ones (Server-Timing, Date), and the body with stamps signed for this answer.
 *
 * Only requests whose answer the chain derives from the URL alone take it: GETs within the
 * request limits, not a QR entry (`fq`), and `/` only without cookie and Accept-Language (no
 * language to detect) or with a pair of them the chain already answered with the Italian home
 * page (its language detection reads those two headers and nothing else). Everything else,
 * and a stale page (the chain revalidates it), goes through the chain.
 */

/** A kept page's headers as the chain answered it, learnt from its last answer through the chain. */
const chainHeaders = new WeakMap<CachedPage, [string, string][]>();
/** The kept page a request was answered with through the chain (set by routes/pages.ts). */
const answered = new WeakMap<Request, CachedPage>();

export function answeredWith(request: Request, page: CachedPage): void {
  answered.set(request, page);
}

/**
 * Cookie and Accept-Language pairs with which the chain answered `/` with the home page rather
 * than a redirect to another language. Browsers send few distinct Accept-Language values, so
 * a small set covers most visitors; it is emptied when full.
 */
const stayedHome = new Set<string>();
const MAX_STAYED_HOME = 512;

const languageHeaders = (request: Request): string | undefined => {
  const cookie = request.headers.get('cookie');
  const acceptLanguage = request.headers.get('accept-language');
  return cookie === null && acceptLanguage === null ? undefined : `${cookie ?? ''}\n${acceptLanguage ?? ''}`;
};

/** Does the chain answer this request from its URL alone (given the page is kept)? */
function takesFastPath(request: Request, pathname: string, searchParams: URLSearchParams): boolean {
  if (request.method !== 'GET') return false;
  if (searchParams.has('fq')) return false;
  if (pathname === '/') {
    const pair = languageHeaders(request);
    if (pair !== undefined && !stayedHome.has(pair)) return false;
  }
  return oversized(request.url, request.headers) === null;
}

function keptAnswer(request: Request, env: Env): Promise<Response | undefined> | undefined {
  const now = Date.now();
  const page = pageCache.get(pageKey(request.url, new Date(now)));
  const headers = page && chainHeaders.get(page);
  if (!page || !headers || now >= page.freshUntil) return undefined;
  // Issue 22: a page whose content was published since goes through the chain, rendered again.
  const outdated = isOutdated(page, env.CONTENT);
  if (outdated === true) return undefined;
  const answer = () => keptBody(page, env).then((body) => new Response(body, { status: page.status, headers }));
  return outdated === false ? answer() : outdated.then((yes) => (yes ? undefined : answer()));
}

function learn(request: Request, response: Response, pathname: string): Response {
  const page = answered.get(request);
  // Only an answer that could have been kept itself (a 200 for everyone, no cookie) is replayed.
  if (!page || response.status !== page.status || !isKeepable(response)) return response;
  if (!chainHeaders.has(page)) {
    chainHeaders.set(
      page,
      [...response.headers].filter(([name]) => !PER_ANSWER.has(name)),
    );
  }
  const pair = pathname === '/' ? languageHeaders(request) : undefined;
  if (pair !== undefined) {
    if (stayedHome.size >= MAX_STAYED_HOME) stayedHome.clear();
    stayedHome.add(pair);
  }
  return response;
}

type Fetch = (request: Request, env: Env, context: ExecutionContext) => Response | Promise<Response>;

/** The app's fetch with kept pages answered first. */
export function withFastPath(app: Hono<AppEnv>): Fetch {
  return (request, env, context) => {
    const { pathname, searchParams } = new URL(request.url);
    if (!takesFastPath(request, pathname, searchParams)) {
      // A plain GET of `/` with language headers not seen yet: the chain's answer may teach them.
      if (pathname !== '/' || request.method !== 'GET' || searchParams.has('fq')) return app.fetch(request, env, context);
      return Promise.resolve(app.fetch(request, env, context)).then((response) => learn(request, response, pathname));
    }
    const throughChain = () => Promise.resolve(app.fetch(request, env, context)).then((response) => learn(request, response, pathname));
    const kept = keptAnswer(request, env);
    if (kept) return kept.then((response) => response ?? throughChain());
    return throughChain();
  };
}
