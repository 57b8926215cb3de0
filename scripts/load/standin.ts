import type { LoadForm } from './forms.ts';

/** Where each form's submissions arrive, and the e-mail address each carried. */
const SERVICE: Record<LoadForm, 'mailing' | 'booking'> = { newsletter: 'mailing', availability: 'booking' };

type Recorded = { query: Record<string, string>; status?: number };

/** The stand-ins keep their last 1000 requests per service: beyond that no count can be checked. */
export const RECORDER_WINDOW = 1000;

/** The markers of the submissions a stand-in took with a 2xx. */
async function taken(demoUrl: string, form: LoadForm): Promise<Set<string>> {
  const response = await fetch(`${demoUrl}/__requests/${SERVICE[form]}`);
  const { requests } = (await response.json()) as { requests: Recorded[] };
  const markers = requests
    .filter((request) => request.status !== undefined && request.status >= 200 && request.status < 300)
    .map((request) => (request.query.email ?? '').split('@')[0] ?? '');
  return new Set(markers);
}

/**
 * Waits until every submission the worker accepted (200 sent, or 202 stored and queued) has
 * reached its stand-in, or the time is up; returns the ones still missing.
 */
export async function missingAtStandIns(demoUrl: string, accepted: Map<LoadForm, string[]>, timeoutMs = 30_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const missing: string[] = [];
    for (const [form, markers] of accepted) {
      const seen = await taken(demoUrl, form);
      missing.push(...markers.filter((marker) => !seen.has(marker)));
    }
    if (missing.length === 0 || Date.now() > deadline) return missing;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
