import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferencePage } from '../../scripts/lighthouse/reference.ts';

/** A site's home page over real HTTP: its policy headers, and some that belong to the one response. */
const site = createServer((request, response) => {
  response.writeHead(request.url?.startsWith('/broken') ? 500 : 200, {
    'content-type': 'text/html; charset=UTF-8',
    'cross-origin-opener-policy': 'same-origin',
    'content-security-policy': "default-src 'self'",
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'server-timing': 'render;dur=12',
    'set-cookie': 'session=1',
    etag: '"abc"',
  });
  response.end('<!DOCTYPE html><html lang="it"><body><h1>Casa</h1></body></html>');
});
let siteUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe('the reference page beside the page types in npm run lighthouse', () => {
  it("serves one paragraph with the site's policy headers, not those of the one response", async () => {
    const reference = await startReferencePage(siteUrl);
    try {
      const response = await fetch(reference.url);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      for (const name of ['server-timing', 'set-cookie', 'etag']) expect(response.headers.get(name), name).toBeNull();
      expect(html.match(/<p>/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script|<link|<img|<style/);
      expect((await fetch(new URL('/favicon.ico', reference.url))).status).toBe(404);
    } finally {
      await reference.close();
    }
  });

  it('refuses a site whose home page does not answer 200', async () => {
    await expect(startReferencePage(`${siteUrl}/broken`)).rejects.toThrow(/answered 500/);
  });
});
