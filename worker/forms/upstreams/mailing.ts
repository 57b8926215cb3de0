import { NEWSLETTER_LIST_ID } from '../../../shared/constants.ts';
import type { DeliveryJob, DeliveryOutcome } from '../jobs.ts';
import { call } from './http.ts';

/**
 * `GET subscribe?list=26&group=&email=&confirm=true` (docs/product.md "Upstreams"). The service answers HTML; its
 * verdict is `<main data-result="…">`. A retry of a subscription that went through reads
 * "already registered", which is also a delivery.
 */
export async function sendSubscription(
  job: Extract<DeliveryJob, { service: 'mailing' }>,
  endpoint: string,
  timeoutMs: number,
): Promise<DeliveryOutcome> {
  const url = new URL(endpoint);
  url.searchParams.set('list', String(NEWSLETTER_LIST_ID));
  url.searchParams.set('group', job.group);
  url.searchParams.set('email', job.email);
  url.searchParams.set('confirm', 'true');
  const answer = await call(url.href, { method: 'GET', headers: { Accept: 'text/html' } }, timeoutMs);
  if (!(answer instanceof Response)) return answer;
  const result = (await answer.text()).match(/<main[^>]*\sdata-result="([a-z-]+)"/)?.[1];
  if (result === 'subscribed') return { outcome: 'delivered' };
  if (result === 'already-registered') return { outcome: 'delivered', detail: 'already-registered' };
  if (result === 'invalid') return { outcome: 'rejected', error: 'mailing service: invalid' };
  return { outcome: 'failed', error: `mailing service: no verdict in the answer (${result ?? 'none'})` };
}
