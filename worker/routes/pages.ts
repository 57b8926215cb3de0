import { type Context, Hono } from 'hono';
import { endTime, startTime } from 'hono/timing';
import { matchRoute } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { LOADERS } from '../pages/loaders/index.ts';
import { findRedirect } from '../redirects/lookup.ts';
import { renderLoadedScreen } from '../render/render-screen.tsx';
import { renderNotFound } from './errors.tsx';

/** Permanent (spec §9) and kept by browsers and the CDN for a day, so ops can still change it. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * No screen here: an old address ops have a rule for gets a 301 (its query string kept);
 * anything else, the 404 page. Live pages never read the redirect table (ARCHITECTURE.md step 6).
 */
async function redirectOrNotFound(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const target = await findRedirect(c.env.REDIRECTS, url.pathname);
  if (!target) return renderNotFound(c);
  c.header('Cache-Control', REDIRECT_CACHE_CONTROL);
  return c.redirect(`${target}${url.search}`, 301);
}

/**
 * Every screen: match the route table, run the screen's loader, render. No route, or an
 * item the CMS does not have: a legacy redirect or the 404 page.
 */
export const pages = new Hono<AppEnv>().get('*', async (c) => {
  const match = matchRoute(new URL(c.req.url).pathname);
  if (!match) return redirectOrNotFound(c);
  try {
    startTime(c, 'load', 'content');
    const loaded = await LOADERS[match.name]({
      locale: match.locale,
      params: match.params,
      content: c.get('content'),
      config: c.get('config'),
      now: new Date(),
    });
    endTime(c, 'load');
    return await renderLoadedScreen(c, match.name, loaded);
  } catch (error) {
    if (error instanceof NotFoundError) return redirectOrNotFound(c);
    throw error;
  }
});
