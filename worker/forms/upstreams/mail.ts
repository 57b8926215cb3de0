import type { DeliveryJob, DeliveryOutcome } from '../jobs.ts';
import { call, okJson } from './http.ts';

/** `POST /mail/{form}/send?name={name}` with `{ form, attachments, htmlData }` (docs/product.md "Upstreams"). */
export async function sendMail(
  job: Extract<DeliveryJob, { service: 'mail' }>,
  baseUrl: string,
  idempotencyKey: string,
  timeoutMs: number,
): Promise<DeliveryOutcome> {
  const url = new URL(`${baseUrl}/mail/${encodeURIComponent(job.form)}/send`);
  url.searchParams.set('name', job.name);
  const answer = await call(
    url.href,
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(job.body),
    },
    timeoutMs,
  );
  return answer instanceof Response ? okJson(answer) : answer;
}
