import { createApp } from './app.ts';
import { handleDeliveries, redriveParked } from './forms/deliveries.ts';
import type { DeliveryMessage } from './forms/outbox.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleDeliveries(batch, env),
  scheduled: async (_controller, env, context) => {
    context.waitUntil(redriveParked(env));
  },
} satisfies ExportedHandler<Env, DeliveryMessage>;
