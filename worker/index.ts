import { createApp } from './app.ts';
import { handleDeliveries, redriveParked } from './forms/deliveries.ts';
import type { DeliveryMessage } from './forms/outbox.ts';
import { ensureCatalogue } from './i18n/catalogue-asset.ts';
import { log } from './log.ts';

const app = createApp();

/** Without messages no page can be written in any language: a plain, short-lived refusal. */
function catalogueUnavailable(error: unknown): Response {
  log({ level: 'error', event: 'i18n.catalogue_unavailable', error: String(error) });
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
    const loading = ensureCatalogue(env.ASSETS);
    if (!loading) return app.fetch(request, env, context);
    return loading.then(() => app.fetch(request, env, context), catalogueUnavailable);
  },
  // A batch that cannot load the catalogue throws and is retried whole: no message is lost.
  queue: async (batch, env) => {
    await ensureCatalogue(env.ASSETS);
    return handleDeliveries(batch, env);
  },
  scheduled: async (_controller, env, context) => {
    await ensureCatalogue(env.ASSETS);
    context.waitUntil(redriveParked(env));
  },
} satisfies ExportedHandler<Env, DeliveryMessage>;
