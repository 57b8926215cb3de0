import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../worker/index.ts';
import { ORIGIN } from './fetch.ts';

const days = new Map<string, Env>();

/**
 * A request to the real worker as on `day` at the lake (`SITE_TODAY`, worker/clock.ts), redirects
 * left to the test. The config is read once per bindings object, so each day keeps its own.
 */
export async function getOn(day: string, path: string, headers: Record<string, string> = {}): Promise<Response> {
  let bindings = days.get(day);
  if (!bindings) {
    bindings = { ...env, SITE_TODAY: day } as Env;
    days.set(day, bindings);
  }
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers, redirect: 'manual' }), bindings, context);
  await waitOnExecutionContext(context);
  return response;
}
