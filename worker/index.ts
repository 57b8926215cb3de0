import { createApp } from './app.ts';
import { handleDeliveries, redriveParked } from './forms/deliveries.ts';
import type { DeliveryMessage } from './forms/outbox.ts';
import { expireUsedStamps } from './forms/used-stamps.ts';
import { expireMisses } from './monitor/expire.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleDeliveries(batch, env),
  scheduled: (controller, env, context) => {
    context.waitUntil(redriveParked(env, controller.scheduledTime));
    context.waitUntil(expireUsedStamps(env.MONITOR, controller.scheduledTime));
    context.waitUntil(expireMisses(env.MONITOR, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env, DeliveryMessage>;
