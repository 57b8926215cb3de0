import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signNotice } from '../../worker/cms/signature.ts';
import { ORIGIN } from './fetch.ts';
import { post, SECRET } from './publish-support.ts';

/** A raw body signed as the CMS signs it, sent with the given Content-Type. */
async function signedRaw(body: string, contentType: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'Content-Type': contentType,
    'X-Cms-Timestamp': String(timestamp),
    'X-Cms-Signature': await signNotice(SECRET, timestamp, body),
  };
  return post({ path: '/hooks/cms', body, headers });
}

describe('a signed body the webhook cannot read as a notice (worker/publish/webhook.ts)', () => {
  it('is a 400 that says what is wrong: not JSON, not sent as JSON, or not a notice field by field', async () => {
    const malformed = await signedRaw('{"action": "publish",', 'application/json');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ ok: false, error: 'malformed JSON' });

    const notice = JSON.stringify({ action: 'publish', locale: 'da', type: 'post', slug: 'a-post' });
    const asText = await signedRaw(notice, 'text/plain');
    expect(asText.status).toBe(400);
    expect(await asText.json()).toMatchObject({ ok: false, error: 'invalid notice' });

    const renamed = await signedRaw(
      JSON.stringify({ action: 'rename', locale: 'da', type: 'post', slug: 'a-post' }),
      'application/json; charset=utf-8',
    );
    expect(renamed.status).toBe(400);
    const answer = (await renamed.json()) as { error: string; issues: string[] };
    expect(answer.error).toBe('invalid notice');
    expect(answer.issues.join(' ')).toContain('action');
  });
});

describe('a notice over 16 KiB (worker/publish/webhook.ts)', () => {
  it('is a 413 before its signature is checked, whether its length is declared or not', async () => {
    const body = JSON.stringify({ action: 'publish', locale: 'da', type: 'post', slug: 'a-post', padding: 'x'.repeat(16 * 1024) });
    const declared = await signedRaw(body, 'application/json');
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ ok: false, error: 'notice too large' });

    // A stream of our own has no length the runtime knows: the limit counts the bytes.
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const undeclared = await exports.default.fetch(
      new Request(`${ORIGIN}/hooks/cms`, { method: 'POST', body: stream, headers: { 'Content-Type': 'application/json' } }),
    );
    expect(undeclared.status).toBe(413);
    expect(await undeclared.json()).toEqual({ ok: false, error: 'notice too large' });
  });
});
