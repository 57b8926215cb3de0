import type { DeliveryOutcome } from '../jobs.ts';

/** Answers that say "not now" rather than "no": a timeout, too early, too many requests. */
const TRANSIENT_4XX = [408, 425, 429];

/**
 * An upstream call with a deadline. A network error, a timeout, 408, 425, 429 and 5xx may
 * pass, so they are retried. Every other 4xx is the upstream refusing what was sent (401/403
 * too: a wrong key is not an outage): retrying cannot change it, so the submission goes to
 * staff with the upstream's reason (worker/forms/handoff.ts).
 */
export async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Response | DeliveryOutcome> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (response.ok) return response;
    const error = `${response.status} ${readable(await response.text().catch(() => ''), response.headers.get('Content-Type'))}`.trim();
    const refused = response.status >= 400 && response.status < 500 && !TRANSIENT_4XX.includes(response.status);
    return refused ? { outcome: 'rejected', error } : { outcome: 'failed', error };
  } catch (error) {
    return { outcome: 'failed', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** The reason an answer gives, short; an HTML page (the mailing service's) without its tags. */
function readable(text: string, contentType: string | null): string {
  const plain = contentType?.includes('html') ? text.replace(/<(head|style|script)[\s\S]*?<\/\1>|<[^>]*>/gi, ' ') : text;
  return plain.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** A 2xx JSON answer `{ ok: true }` is a delivery; a cut-off or odd body is not sure, so it is retried. */
export async function okJson(response: Response): Promise<DeliveryOutcome> {
  try {
    const body = (await response.json()) as { ok?: unknown };
    return body.ok === true ? { outcome: 'delivered' } : { outcome: 'failed', error: 'answer without ok: true' };
  } catch {
    return { outcome: 'failed', error: 'answer is not JSON' };
  }
}
