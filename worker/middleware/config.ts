import { createMiddleware } from 'hono/factory';
import { readConfig } from '../config.ts';
import type { AppEnv } from '../env.ts';

export const config = createMiddleware<AppEnv>(async function config(c, next) {
  c.set('config', readConfig(c.env));
  await next();
});
