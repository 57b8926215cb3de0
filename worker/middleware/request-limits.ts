import { createMiddleware } from 'hono/factory';
import { localeOfPath } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { pathOf } from '../request-url.ts';
import { oversized } from '../request-size.ts';
import { refusalPage } from './refusal-page.ts';

/** 414 for an overlong address, 431 for oversized headers or cookies, answered before anything reads them. */
export const requestLimits = createMiddleware<AppEnv>(async function requestLimits(c, next) {
  const refusal = oversized(c.req.url, c.req.raw.headers);
  if (!refusal) return next();
  c.res = refusalPage(localeOfPath(pathOf(c.req.url).slice(0, 16)), refusal);
  return c.res;
});
