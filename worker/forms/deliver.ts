import type { Config, FormSecrets } from '../config.ts';
import type { DeliveryJob, DeliveryOutcome } from './jobs.ts';
import { sendBooking } from './upstreams/booking.ts';
import { sendMail } from './upstreams/mail.ts';
import { sendSubscription } from './upstreams/mailing.ts';

/** One attempt at the upstream a job is for. `id` is the idempotency key: every attempt of one submission sends the same. */
export function deliver(job: DeliveryJob, id: string, config: Config, secrets: FormSecrets): Promise<DeliveryOutcome> {
  const timeout = config.UPSTREAM_TIMEOUT_MS;
  switch (job.service) {
    case 'booking': {
      const key = job.site === 'villaggio' ? secrets.BOOKING_WIDGET_KEY_VILLAGGIO : secrets.BOOKING_WIDGET_KEY_CAMPEGGIO;
      return sendBooking(job, config.BOOKING_REQUEST_URL, key, id, timeout);
    }
    case 'mailing':
      return sendSubscription(job, config.MAILING_SUBSCRIBE_URL, timeout);
    case 'mail':
      return sendMail(job, config.MAIL_BASE_URL, id, timeout);
  }
}
