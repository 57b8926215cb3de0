import { env, exports } from 'cloudflare:workers';

export const ORIGIN = 'https://www.lagoserena.test';
/** The demo stand-ins the worker talks to: the origin vitest.config.ts points the CMS at. */
export const DEMO = new URL(env.CMS_BASE_URL).origin;

/** A request to the worker under test, redirects left to the test to inspect. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers, redirect: 'manual' }));
}

export async function html(path: string, headers: Record<string, string> = {}): Promise<{ response: Response; body: string }> {
  const response = await get(path, headers);
  return { response, body: await response.text() };
}

/** Every `<link rel="alternate">` of a page, as hreflang → absolute URL. */
export function alternatesOf(body: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)) {
    found.set(match[1] as string, match[2] as string);
  }
  return found;
}

export function titleOf(body: string): string | undefined {
  return body.match(/<title>([^<]*)<\/title>/)?.[1];
}

export function langOf(body: string): string | undefined {
  return body.match(/<html lang="([^"]+)"/)?.[1];
}

/** The first items of a CMS list, straight from the stand-in. */
export async function demoList(locale: string, type: string): Promise<{ id: number; slug: string; title: string }[]> {
  const response = await fetch(`${DEMO}/cms/${locale}/${type}`);
  const body = (await response.json()) as { data: { id: number; slug: string; title: string }[] };
  return body.data;
}

/**
 * A page, asked again after a 503: the worker answers 503 when the CMS stand-in is late on a busy
 * machine (sweeps of every page render hundreds of pages cold), never a false page.
 */
export async function patient(path: string): Promise<{ response: Response; body: string }> {
  for (let attempt = 1; ; attempt++) {
    const answer = await html(path);
    if (answer.response.status !== 503 || attempt === 8) return answer;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
