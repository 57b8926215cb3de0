import { env, exports } from 'cloudflare:workers';
import { createFormStamp, MIN_FILL_MS } from '../../worker/forms/form-stamp.ts';
import { pdfBytes } from '../support/uploads.ts';
import { DEMO, ORIGIN } from './fetch.ts';

const signedTimes = new Set<string>();

/**
 * A stamp as the page would have carried it, shown long enough ago for a person to fill the
 * form. Stamps are single-use: no two calls sign the same time, as no two page views do.
 */
export function pastStamp(form: string, agoMs = MIN_FILL_MS + 2000): Promise<string> {
  // Up to half a second earlier at random: test files run side by side and may share the stamp store.
  let shownAt = Date.now() - agoMs - Math.floor(Math.random() * 500);
  while (signedTimes.has(`${form}.${shownAt}`)) shownAt -= 1;
  signedTimes.add(`${form}.${shownAt}`);
  return createFormStamp(env.FORM_SIGNING_KEY as string, form, shownAt);
}

/**
 * A fresh bot-check token as the demo script issues it. Tokens are single-use and the stand-in
 * remembers every one it verified, across test files: each carries a nonce of its own.
 */
export function botToken(action: string, score = 0.9, issuedAt = Date.now()): string {
  return `demo.${action}.${score}.${issuedAt}-${crypto.randomUUID().replaceAll('-', '')}`;
}

export const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

type PostOptions = { json?: boolean; origin?: string | null; headers?: Record<string, string> };

/** A form post to the worker, from the site's own pages unless told otherwise. */
export function post(path: string, body: FormData, { json = true, origin = ORIGIN, headers = {} }: PostOptions = {}): Promise<Response> {
  const all: Record<string, string> = { ...headers };
  if (origin) all.Origin = origin;
  if (json) all.Accept = 'application/json';
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: 'POST', body, headers: all, redirect: 'manual' }));
}

export function form(fields: Record<string, string | string[] | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) data.append(name, item);
    else data.append(name, value);
  }
  return data;
}

type Recorded = {
  path: string;
  search: string;
  status: number;
  fault: unknown;
  outcome: unknown;
  body: unknown;
  headers: Record<string, string>;
  replays?: number;
};

export async function requests(service: 'booking' | 'mailing' | 'mail' | 'botcheck'): Promise<Recorded[]> {
  const response = await fetch(`${DEMO}/__requests/${service}`);
  return ((await response.json()) as { requests: Recorded[] }).requests;
}

export async function fault(
  service: string,
  mode: 'ok' | 'fail' | 'slow' | 'malformed' | 'reject',
  match = '',
  delayMs?: number,
  reason?: string,
): Promise<void> {
  const query = new URLSearchParams({ mode, match });
  if (delayMs !== undefined) query.set('delayMs', String(delayMs));
  if (reason !== undefined) query.set('reason', reason);
  const response = await fetch(`${DEMO}/__faults/${service}?${query}`, { method: 'POST' });
  if (!response.ok) throw new Error(`fault switch: ${response.status}`);
}

export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Files as a visitor sends them: a real (one-page) PDF, a disguised page, one over the limit. */
export const FILES = {
  pdf: (size = 0) => new File([pdfBytes(size)], 'cv.pdf', { type: 'application/pdf' }),
  disguisedHtml: () => new File(['<!doctype html><script>alert(1)</script>'], 'cv.pdf', { type: 'application/pdf' }),
  large: () => new File([new Uint8Array(5 * 1024 * 1024 + 10).fill(0x25)], 'big.pdf', { type: 'application/pdf' }),
};
