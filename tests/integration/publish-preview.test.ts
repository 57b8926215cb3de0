import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { buildPath } from '../../shared/routes/index.ts';
import { PREVIEW_VALID_S, previewToken } from '../../worker/preview/link.ts';
import { DEMO, html, ORIGIN } from './fetch.ts';
import { demoItem, post, SECRET, signed } from './publish-support.ts';

/**
 * Signed draft previews (worker/preview/, docs/product.md "Publishing"): the link the site
 * signs shows the draft, privately and never indexed; a tampered or expired link shows nothing
 * of it, and the public page never does.
 */

const item = { locale: 'en', type: 'post', slug: 'summer-events-2026' } as const;
const publicPath = buildPath('newsArticle', 'en', { slug: item.slug });

/** A draft kept in the demo CMS (the integration demo asks no site for a link) and the site's signed link to it. */
async function draftWithLink(title: string): Promise<URL> {
  const stored = await fetch(`${DEMO}/cms/${item.locale}/${item.type}/${item.slug}/draft`, {
    method: 'POST',
    body: JSON.stringify({ title }),
  });
  expect(stored.status).toBe(201);
  await stored.body?.cancel();
  const answer = await post(await signed('/hooks/cms/preview', item));
  expect(answer.status).toBe(200);
  const { previewUrl } = (await answer.json()) as { previewUrl: string };
  return new URL(previewUrl);
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

const head = (path: string) => exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: 'HEAD', redirect: 'manual' }));

describe('signed draft previews', () => {
  it('shows the draft through its link, private, noindex and with the banner; the public page keeps the published text', async () => {
    const published = await demoItem('en', 'post', item.slug);
    const title = `Summer 2026 draft ${crypto.randomUUID().slice(0, 8)}`;
    const link = await draftWithLink(title);
    expect(link.pathname).toBe(publicPath);

    const preview = await html(pathOf(link));
    expect(preview.response.status).toBe(200);
    expect(preview.body).toContain(title);
    expect(preview.response.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.response.headers.get('x-robots-tag')).toBe('noindex');
    expect(preview.body).toMatch(/<head>.*<meta name="robots" content="noindex">.*<\/head>/s);
    expect(preview.body).toMatch(/<body[^>]*><p class="preview-banner" role="note">Preview — not published<\/p>/);

    // Asked for again, the link is not answered from a kept copy without its headers.
    const again = await html(pathOf(link));
    expect(again.response.headers.get('cache-control')).toBe('private, no-store');

    for (let visit = 0; visit < 3; visit += 1) {
      const live = await html(publicPath);
      expect(live.body).toContain(published.title);
      expect(live.body).not.toContain(title);
      expect(live.body).not.toContain('preview-banner');
    }
  });

  it('answers a HEAD of a preview link as its GET, before it: private, and the GET still shows the draft', async () => {
    const published = await demoItem('en', 'post', item.slug);
    const title = `Summer 2026 draft before a HEAD ${crypto.randomUUID().slice(0, 8)}`;
    const link = await draftWithLink(title);

    const headed = await head(pathOf(link));
    expect(headed.status).toBe(200);
    expect(headed.headers.get('cache-control')).toBe('private, no-store');
    expect(headed.headers.get('x-robots-tag')).toBe('noindex');

    for (let visit = 0; visit < 2; visit += 1) {
      const preview = await html(pathOf(link));
      expect(preview.body).toContain(title);
      expect(preview.body).not.toContain(published.title);
      expect(preview.body).toContain('preview-banner');
      expect(preview.response.headers.get('cache-control')).toBe('private, no-store');
    }
    const live = await html(publicPath);
    expect(live.body).toContain(published.title);
    expect(live.body).not.toContain(title);
  });

  it('answers a HEAD of a preview link as its GET, after it: the public page keeps the published text', async () => {
    const published = await demoItem('en', 'post', item.slug);
    const title = `Summer 2026 draft after a GET ${crypto.randomUUID().slice(0, 8)}`;
    const link = await draftWithLink(title);

    expect((await html(pathOf(link))).body).toContain(title);
    const headed = await head(pathOf(link));
    expect(headed.status).toBe(200);
    expect(headed.headers.get('cache-control')).toBe('private, no-store');

    const live = await html(publicPath);
    expect(live.body).toContain(published.title);
    expect(live.body).not.toContain(title);
    expect(live.body).not.toContain('preview-banner');
    const again = await html(pathOf(link));
    expect(again.body).toContain(title);
    expect(again.body).toContain('preview-banner');
  });

  it('gives a tampered or expired link a 4xx and no draft', async () => {
    const title = `Summer 2026 secret draft ${crypto.randomUUID().slice(0, 8)}`;
    const link = await draftWithLink(title);
    const token = link.searchParams.get('preview') as string;

    const tamperedSignature = new URL(link);
    tamperedSignature.searchParams.set(
      'preview',
      token.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
    );
    const otherExpiry = new URL(link);
    otherExpiry.searchParams.set(
      'preview',
      token.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 3600}.`),
    );
    const otherItem = new URL(link);
    otherItem.searchParams.set('preview', token.replace(item.slug, 'season-opening-2026'));
    for (const url of [tamperedSignature, otherExpiry, otherItem]) {
      const answer = await html(pathOf(url));
      expect(answer.response.status, url.search).toBe(403);
      expect(answer.body).toContain('This preview link is not valid');
      expect(answer.body).not.toContain(title);
    }

    const expired = new URL(link);
    expired.searchParams.set('preview', await previewToken(SECRET, item, Date.now() - (PREVIEW_VALID_S + 60) * 1000));
    const late = await html(pathOf(expired));
    expect(late.response.status).toBe(410);
    expect(late.body).toContain('This preview link has expired');
    expect(late.body).not.toContain(title);
    expect(late.response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('refuses a preview link request that is not signed', async () => {
    const request = await signed('/hooks/cms/preview', item);
    const answer = await post({ ...request, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).not.toHaveProperty('previewUrl');
  });
});
