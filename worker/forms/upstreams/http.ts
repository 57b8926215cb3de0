import type { DeliveryOutcome } from '../jobs.ts';

/**
 * An upstream call with a deadline. A network error, a timeout, 408, 425, 429 and 5xx may
 * pass; other 4xx answers are the upstream refusing what was sent, except 401/403, which
 * mean our own credentials are wrong: retried, so nothing is lost while ops fix them.
 */
export async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Response | DeliveryOutcome> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (response.ok) return response;
    const text = (await response.text().catch(() => '')).slice(0, 300);
    const error = `${response.status} ${text}`.trim();
    const permanent = response.status >= 400 && response.status < 500 && ![401, 403, 408, 425, 429].includes(response.status);
    return permanent ? { outcome: 'rejected', error } : { outcome: 'failed', error };
  } catch (error) {
    return { outcome: 'failed', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
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
