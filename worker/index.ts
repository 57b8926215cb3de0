import { createApp } from './app.ts';
import { handleDeliveries, redriveParked } from './forms/deliveries.ts';
import type { DeliveryMessage } from './forms/outbox.ts';
import { withFastPath } from './render/fast-path.ts';

const app = createApp();

export default {
  fetch: withFastPath(app),
  queue: (batch, env) => handleDeliveries(batch, env),
  scheduled: async (_controller, env, context) => {
    context.waitUntil(redriveParked(env));
  },
} satisfies ExportedHandler<Env, DeliveryMessage>;
