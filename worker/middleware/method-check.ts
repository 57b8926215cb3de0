import { createMiddleware } from 'hono/factory';
import { localeOfPath, SWITCH_PATH } from '../../shared/routes/index.ts';
import type { AppEnv } from '../env.ts';
import { pathOf } from '../request-url.ts';

import { refusalPage } from './refusal-page.ts';

/** Every page takes posts: the newsletter form is in every footer (shared/forms/forms-on-route.ts). */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;
/** The language switch only redirects. */
const SWITCH_METHODS = ['GET', 'HEAD'] as const;

function allowedMethods(pathname: string): readonly string[] {
  return pathname === SWITCH_PATH || pathname.startsWith(`${SWITCH_PATH}/`) ? SWITCH_METHODS : PAGE_METHODS;
}

/** 405 with `Allow` for any other method (PUT, DELETE, OPTIONS, TRACE …), before a route runs. */
export const methodCheck = createMiddleware<AppEnv>(async function methodCheck(c, next) {
  const pathname = pathOf(c.req.url);
  const allowed = allowedMethods(pathname);
  if (allowed.includes(c.req.method)) return next();
  c.res = refusalPage(localeOfPath(pathname), 'methodNotAllowed', { Allow: allowed.join(', ') });
  return c.res;
});
