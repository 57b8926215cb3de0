import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { ORIGIN } from './fetch.ts';

/**
 * The 404 page is kept per language (worker/routes/errors.tsx): a second unknown address is
 * answered without rendering (its Server-Timing has no `render`), the same page but for the
 * forms' stamps, still a 404. The addresses are words that match no page, so both answers get
 * the same (empty) suggestions, which are filled per answer (worker/pages/not-found-suggestions.ts).
 */
const PER_ANSWER = new Set(['server-timing', 'date', 'content-length']);
const headersOf = (response: Response) => [...response.headers].filter(([name]) => !PER_ANSWER.has(name));
const withoutStamps = (body: string) => body.replaceAll(/\b\d{13}\.[0-9a-f]{64}\b/g, 'STAMP');
const rendered = (response: Response) => /\brender\b/.test(response.headers.get('server-timing') ?? '');

async function get(path: string) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
  return { response, body: await response.text() };
}

describe('the 404 page, kept per language', () => {
  it('is rendered once, then answered as it was for any other unknown address', async () => {
    const first = await get('/da/qxzv-1');
    const second = await get('/da/qxzv-2/zqwx/vxqz/xzqw');
    for (const answer of [first, second]) {
      expect(answer.response.status).toBe(404);
      expect(answer.body).toContain(getMessages('da').errors.notFoundTitle);
      expect(answer.body).toMatch(/\b\d{13}\.[0-9a-f]{64}\b/);
    }
    expect(rendered(first.response)).toBe(true);
    expect(rendered(second.response)).toBe(false);
    expect(withoutStamps(second.body)).toBe(withoutStamps(first.body));
    expect(headersOf(second.response)).toEqual(headersOf(first.response));
    expect(second.body).not.toContain('qxzv');
  });

  it('is kept apart per language', async () => {
    await get('/nl/bestaat-niet-1');
    const polish = await get('/pl/nie-istnieje-1');
    expect(polish.response.status).toBe(404);
    expect(rendered(polish.response)).toBe(true);
    expect(polish.body).toContain(getMessages('pl').errors.notFoundTitle);
    expect(polish.body).not.toContain(getMessages('nl').errors.notFoundTitle);
  });
});
