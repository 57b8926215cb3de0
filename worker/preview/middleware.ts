import { createMiddleware } from 'hono/factory';
import { getMessages } from '../../shared/i18n/index.ts';
import type { CmsResult } from '../cms/client.ts';
import { type CmsSource, Content } from '../cms/content.ts';
import { readPublishSecret } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { cmsSource } from '../middleware/content.ts';
import { barePage } from '../render/bare-page.ts';
import { escapeHtml } from '../render/escape-html.ts';
import { fetchDraft } from './draft.ts';
import { PREVIEW_PARAM, readPreviewToken } from './link.ts';

/** A reader whose pages are never kept: a preview must not become the public page. */
class PreviewContent extends Content {
  override get freshness() {
    return { ...super.freshness, complete: false };
  }
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
 * A tampered or expired link gets a 403 or 410 page and no draft.
 */
export const preview = createMiddleware<AppEnv>(async function preview(c, next) {
  const token = c.req.query(PREVIEW_PARAM);
  if (token === undefined || c.req.method !== 'GET') return next();
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
  const [draft, { client, source }] = await Promise.all([fetchDraft(c.get('config'), secret, item), cmsSource(c)]);
  const draftUrl = client.itemUrl(item.locale, item.slug, item.type);
  const withDraft: CmsSource = (url, accept) =>
    url === draftUrl && draft !== null ? Promise.resolve<CmsResult>({ ok: true, body: draft, fetchedAt: Date.now() }) : source(url, accept);
  c.set('content', new PreviewContent(client, withDraft));
  await next();
  if ((c.res.headers.get('content-type') ?? '').includes('text/html')) c.res = markAsPreview(c.res, m.banner);
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) c.res.headers.set(name, value);
});
