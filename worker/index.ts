import { createApp } from './app.ts';
import { handleDeliveries, redriveParked } from './forms/deliveries.ts';
import type { DeliveryMessage } from './forms/outbox.ts';
import { expireUsedStamps } from './forms/used-stamps.ts';
import { log } from './log.ts';
import { expireMisses } from './monitor/expire.ts';
import { ensureWorkerData } from './worker-data.ts';

const app = createApp();

/** Without messages and routes no page can be written in any language: a plain, short-lived refusal. */
function dataUnavailable(error: unknown): Response {
  log({ level: 'error', event: 'worker_data.unavailable', error: String(error) });
  return new Response('Servizio temporaneamente non disponibile. Service temporarily unavailable.\n', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=UTF-8',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export default {
  fetch: (request: Request, env: Env, context: ExecutionContext) => {
    const loading = ensureWorkerData(env.ASSETS);
    if (!loading) return app.fetch(request, env, context);
    return loading.then(() => app.fetch(request, env, context), dataUnavailable);
  },
  // A batch that cannot load the data throws and is retried whole: no message is lost.
  queue: async (batch, env) => {
    await ensureWorkerData(env.ASSETS);
    return handleDeliveries(batch, env);
  },
  scheduled: async (controller, env, context) => {
    await ensureWorkerData(env.ASSETS);
    context.waitUntil(redriveParked(env, controller.scheduledTime));
    context.waitUntil(expireUsedStamps(env.MONITOR, controller.scheduledTime));
    context.waitUntil(expireMisses(env.MONITOR, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env, DeliveryMessage>;
