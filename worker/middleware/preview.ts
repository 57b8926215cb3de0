import { createMiddleware } from 'hono/factory';
import { getMessages } from '../../shared/i18n/index.ts';
import type { CmsResult } from '../cms/client.ts';
import { type CmsSource, Content } from '../cms/content.ts';
import { readPublishSecret } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { openSource } from '../cms/open-content.ts';
import { barePage } from '../render/bare-page.ts';
import { escapeHtml } from '../render/escape-html.ts';
import { fetchDraft } from '../preview/draft.ts';
import { PREVIEW_PARAM, readPreviewToken } from '../preview/link.ts';

/** A reader whose pages are never kept, nor answered from a kept page: a preview must not become the public page, nor show it. */
class PreviewContent extends Content {
  override get keepable() {
    return false;
  }

  override get freshness() {
    return { ...super.freshness, complete: false };
  }
}

/**
 * A list envelope with the draft in the place of its item (by slug), or added: an item page
 * picks its item from its type's list (cms/content.ts `requiredInList`), and a draft never
 * published is in no list yet.
 */
function withDraftIn(body: unknown, draft: unknown, slug: string): unknown {
  if (body === null || typeof body !== 'object' || !Array.isArray((body as { data?: unknown }).data)) return body;
  const data = (body as { data: unknown[] }).data;
  const isItem = (entry: unknown) => (entry as { slug?: unknown } | null)?.slug === slug;
  return { ...body, data: data.some(isItem) ? data.map((entry) => (isItem(entry) ? draft : entry)) : [...data, draft] };
}

const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

/** `noindex` in the head and the banner at the top of the body of a previewed page. */
function markAsPreview(response: Response, banner: string): Response {
  let robotsSeen = false;
  return new HTMLRewriter()
    .on('meta[name="robots"]', {
      element(element) {
        robotsSeen = true;
        element.setAttribute('content', 'noindex');
      },
    })
    .on('head', {
      element(element) {
        element.onEndTag((end) => {
          if (!robotsSeen) end.before('<meta name="robots" content="noindex">', { html: true });
        });
      },
    })
    .on('body', {
      element(element) {
        element.prepend(`<p class="preview-banner" role="note">${escapeHtml(banner)}</p>`, { html: true });
      },
    })
    .transform(response);
}

/**
 * Signed draft previews (docs/product.md "Publishing"): a page asked for with a valid
 * `?preview=` link shows that item's draft, with a banner, private and never indexed or kept.
 * A tampered or expired link gets a 403 or 410 page and no draft. A HEAD is answered as its
 * GET is (Hono answers it from the GET route), so it neither keeps nor reads a public page.
 */
export const preview = createMiddleware<AppEnv>(async function preview(c, next) {
  const token = c.req.query(PREVIEW_PARAM);
  if (token === undefined || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
  const locale = c.get('locale');
  const m = getMessages(locale).preview;
  const secret = readPublishSecret(c.env);
  const check = secret ? await readPreviewToken(secret, token, Date.now()) : ({ ok: false, reason: 'invalid' } as const);
  if (!check.ok || !secret) {
    const expired = !check.ok && check.reason === 'expired';
    return barePage(
      locale,
      expired ? 410 : 403,
      { title: expired ? m.expiredTitle : m.invalidTitle, after: [expired ? m.expiredText : m.invalidText] },
      PRIVATE_HEADERS,
    );
  }
  const { item } = check;
  const [draft, { client, source }] = await Promise.all([
    fetchDraft(c.get('config'), secret, item),
    openSource({ config: c.get('config'), kv: c.env.CONTENT, waitUntil: (promise) => c.executionCtx.waitUntil(promise) }),
  ]);
  const draftUrl = client.itemUrl(item.locale, item.slug, item.type);
  const listUrl = client.listUrl({}, item.type, item.locale);
  const withDraft: CmsSource = async (url, accept) => {
    if (draft === null || (url !== draftUrl && url !== listUrl)) return source(url, accept);
    if (url === draftUrl) return { ok: true, body: draft, fetchedAt: Date.now() } satisfies CmsResult;
    const list = await source(url, accept);
    return list.ok ? { ...list, body: withDraftIn(list.body, draft, item.slug) } : list;
  };
  c.set('content', new PreviewContent(client, withDraft));
  await next();
  if ((c.res.headers.get('content-type') ?? '').includes('text/html')) c.res = markAsPreview(c.res, m.banner);
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) c.res.headers.set(name, value);
});
