import { env, exports } from 'cloudflare:workers';
import { signNotice } from '../../worker/cms/signature.ts';
import { DEMO, ORIGIN } from './fetch.ts';

/** The secret vitest.config.ts gives the worker, the demo CMS's default. */
export const SECRET = env.CMS_WEBHOOK_SECRET as string;

export type SignedPost = { path: string; body: string; headers: Record<string, string> };

/** A notice (or preview request) signed as the CMS signs it; `at` moves its time, `secret` replaces the key. */
export async function signed(path: string, payload: unknown, { at = Date.now(), secret = SECRET } = {}): Promise<SignedPost> {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(at / 1000);
  return {
    path,
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Cms-Timestamp': String(timestamp),
      'X-Cms-Signature': await signNotice(secret, timestamp, body),
    },
  };
}

/** Sends a (signed or not) POST to the worker under test. */
export function post({ path, body, headers }: SignedPost): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: 'POST', body, headers }));
}

/** Edits an item in the demo CMS (merged, in memory); the integration demo announces it nowhere. */
export async function editItem(locale: string, type: string, slug: string, fields: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${DEMO}/cms/${locale}/${type}/${slug}`, { method: 'PATCH', body: JSON.stringify(fields) });
  if (!response.ok) throw new Error(`PATCH ${slug}: ${response.status}`);
  await response.body?.cancel();
}

/** An item as the demo CMS publishes it. */
export async function demoItem(locale: string, type: string, slug: string): Promise<{ id: number; slug: string; title: string }> {
  return (await (await fetch(`${DEMO}/cms/${locale}/${type}/${slug}`)).json()) as { id: number; slug: string; title: string };
}

/** Waits until a last-known-good copy is in KV (they are written behind the answer). */
export async function copyStored(key: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await env.CONTENT.get(key)) !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no copy ${key} in KV`);
}

/** A page answered from its kept copy, with no render: its Server-Timing names no `load` or `render`. */
export const answeredKept = (response: Response): boolean => !/\b(load|render);/.test(response.headers.get('server-timing') ?? '');
