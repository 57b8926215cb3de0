import { createMiddleware } from 'hono/factory';
import { type Config, readConfig } from '../config.ts';
import type { AppEnv } from '../env.ts';

/** Set by `config`, in Hono's typed context (AppEnv's Variables). */
export type ConfigVariables = {
  /** The vars, checked once per isolate (worker/config.ts). */
  config: Config;
};

export const config = createMiddleware<AppEnv>(async function config(c, next) {
  c.set('config', readConfig(c.env));
  await next();
});
