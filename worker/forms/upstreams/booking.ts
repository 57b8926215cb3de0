import type { BookingSettings } from '../../../shared/cms/index.ts';
import { type AvailabilitySubmission, engineRequestText, engineStayParams } from '../../../shared/forms/index.ts';
import type { DeliveryJob, DeliveryOutcome } from '../jobs.ts';
import { call, okJson } from './http.ts';

/**
 * The customer request's query (docs/product.md "Forms", "Upstreams") without the widget key:
 * the stay's fields as every link into the engine writes them (shared/forms/engine-link.ts),
 * then who asks. The accommodation or offer the request started from leads the `request` text,
 * under `subjectLabel` (Italian, for the staff): the engine has no field of its own for it.
 * Null when the settings lack an id the guests need.
 */
export function bookingJob(submission: AvailabilitySubmission, settings: BookingSettings, subjectLabel: string): DeliveryJob | null {
  const stay = engineStayParams(settings, submission);
  if (!stay) return null;
  const params: Record<string, string> = {
    ...stay,
    firstname: submission.firstname,
    lastname: submission.lastname,
    email: submission.email,
    phone: submission.phone,
    request: engineRequestText(subjectLabel, submission.subject, submission.request),
  };
  return { service: 'booking', site: submission.site, params };
}

export async function sendBooking(
  job: Extract<DeliveryJob, { service: 'booking' }>,
  endpoint: string,
  widgetKey: string,
  idempotencyKey: string,
  timeoutMs: number,
): Promise<DeliveryOutcome> {
  const url = new URL(endpoint);
  for (const [name, value] of Object.entries(job.params)) url.searchParams.set(name, value);
  url.searchParams.set('widgetapikey', widgetKey);
  const answer = await call(
    url.href,
    { method: 'POST', headers: { Accept: 'application/json', 'Idempotency-Key': idempotencyKey } },
    timeoutMs,
  );
  return answer instanceof Response ? okJson(answer) : answer;
}
