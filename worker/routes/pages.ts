import { Hono } from 'hono';
import { matchRoute } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { LOADERS } from '../pages/loaders/index.ts';
import { renderLoadedScreen } from '../render/render-screen.tsx';
import { renderNotFound } from './errors.tsx';

/**
 * Every screen: match the route table, run the screen's loader, render. No route, or an
 * item the CMS does not have: the 404 page.
 */
export const pages = new Hono<AppEnv>().get('*', async (c) => {
  const match = matchRoute(new URL(c.req.url).pathname);
  if (!match) return renderNotFound(c);
  c.set('locale', match.locale);
  try {
    const loaded = await LOADERS[match.name]({ locale: match.locale, params: match.params, content: c.get('content') });
    return await renderLoadedScreen(c, match.name, loaded);
  } catch (error) {
    if (error instanceof NotFoundError) return renderNotFound(c);
    throw error;
  }
});
