import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { html, json, type Answer, readBody, send } from '../http.ts';
import { absolutiseMedia, type Item } from './store.ts';

/**
 * The CMS's editing side (docs/product.md "Publishing"): edits merged into the in-memory items, each announced to
 * the site's webhook with a signed change notice, drafts kept beside the published items and
 * shown only through a preview link the site signs. The contract is the site's
 * (docs/product.md "Publishing"); this is the CMS's own implementation of it, written with
 * node:crypto rather than importing the worker's.
 */

export const DEMO_CMS_WEBHOOK_SECRET = 'demo-cms-webhook-secret';
const TIMESTAMP_HEADER = 'x-cms-timestamp';
const SIGNATURE_HEADER = 'x-cms-signature';
const MAX_AGE_S = 5 * 60;
const MAX_EDIT_BYTES = 256 * 1024;

export type PublishOptions = {
  /** Where the site answers (its webhook is `{siteUrl}/hooks/cms`); none: edits are not announced. */
  siteUrl?: string | undefined;
  secret: string;
};

type Key = { locale: string; type: string; slug: string };

const sign = (secret: string, timestampS: number, payload: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestampS}.${payload}`).digest('hex')}`;

/** A signed POST to the site: the answer's status and JSON, or why it could not be sent. */
async function postSigned(options: PublishOptions, path: string, payload: unknown): Promise<{ status: number; body: unknown }> {
  if (!options.siteUrl) return { status: 0, body: { error: 'no site URL configured: the demo CMS announces nothing' } };
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(`${options.siteUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: sign(options.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    return { status: 0, body: { error: String(error) } };
  }
}

/** Is this draft read signed by the site (over `{timestamp}.{path}`) within five minutes? */
function signedBySite(req: IncomingMessage, path: string, secret: string): boolean {
  const timestamp = String(req.headers[TIMESTAMP_HEADER] ?? '');
  const signature = String(req.headers[SIGNATURE_HEADER] ?? '');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_AGE_S) return false;
  const expected = Buffer.from(sign(secret, Number(timestamp), path));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function createPublishing(content: Map<string, Map<string, Item[]>>, options: PublishOptions) {
  const drafts = new Map<string, Item>();
  const draftKey = ({ locale, type, slug }: Key) => `${locale}/${type}/${slug}`;
  const find = ({ locale, type, slug }: Key) =>
    content
      .get(locale)
      ?.get(type)
      ?.find((item) => item.slug === slug);

  async function readJson(req: IncomingMessage): Promise<{ ok: true; fields: Item } | { ok: false; answer: Answer }> {
    const body = await readBody(req, MAX_EDIT_BYTES);
    if (!body.ok) return { ok: false, answer: json(413, { message: 'Edit too large' }) };
    try {
      const parsed: unknown = JSON.parse(body.bytes.toString('utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { ok: true, fields: parsed as Item };
    } catch {
      // answered below
    }
    return { ok: false, answer: json(400, { message: 'The body must be a JSON object of the fields to change' }) };
  }

  /** Merges the fields into the published item and tells the site. */
  async function publish(key: Key, fields: Item) {
    const item = find(key);
    if (!item) return undefined;
    Object.assign(item, fields);
    drafts.delete(draftKey(key));
    const notice = { action: 'publish', locale: key.locale, type: key.type, slug: item.slug, id: item.id };
    const started = performance.now();
    const site = await postSigned(options, '/hooks/cms', notice);
    return { item, notified: { status: site.status, answer: site.body, ms: Math.round(performance.now() - started) } };
  }

  /** Keeps a draft (the item with the fields merged) and asks the site for its preview link. */
  async function draft(key: Key, fields: Item) {
    const item = find(key);
    if (!item) return undefined;
    drafts.set(draftKey(key), { ...structuredClone(item), ...fields });
    const site = await postSigned(options, '/hooks/cms/preview', key);
    const previewUrl = (site.body as { previewUrl?: unknown } | null)?.previewUrl;
    return { previewUrl: typeof previewUrl === 'string' ? previewUrl : null, site: site.status };
  }

  function editPage(key: Partial<Key>, message = ''): Answer {
    const item = key.locale && key.type && key.slug ? find(key as Key) : undefined;
    const field = (name: string, label: string, value: string, multiline = false) =>
      `<p><label for="${name}">${label}</label><br>${
        multiline
          ? `<textarea id="${name}" name="${name}" rows="6" cols="70">${escapeHtml(value)}</textarea>`
          : `<input id="${name}" name="${name}" size="70" value="${escapeHtml(value)}">`
      }</p>`;
    const chooser = `<form method="get" action="/cms/edit"><fieldset><legend>Item</legend>${field('locale', 'Language', key.locale ?? 'it')}${field(
      'type',
      'Type',
      key.type ?? 'post',
    )}${field('slug', 'Slug', key.slug ?? '')}<p><button>Open</button></p></fieldset></form>`;
    const list = (content.get(key.locale ?? 'it')?.get(key.type ?? 'post') ?? [])
      .map(
        (entry) =>
          `<li><a href="/cms/edit?locale=${encodeURIComponent(key.locale ?? 'it')}&amp;type=${encodeURIComponent(key.type ?? 'post')}&amp;slug=${encodeURIComponent(String(entry.slug))}">${escapeHtml(String(entry.title ?? entry.slug))}</a></li>`,
      )
      .join('');
    const editor = item
      ? `<form method="post" action="/cms/edit/${encodeURIComponent(key.locale as string)}/${encodeURIComponent(key.type as string)}/${encodeURIComponent(key.slug as string)}">
<h2>${escapeHtml(String(item.title ?? key.slug))}</h2>
${field('title', 'Title', String(item.title ?? ''))}${field('excerpt', 'Text', String(item.excerpt ?? ''), true)}
<p><button name="action" value="publish">Publish</button> <button name="action" value="preview">Preview</button></p></form>`
      : key.slug
        ? '<p>No such item.</p>'
        : '';
    const status = message ? `<p role="status">${escapeHtml(message)}</p>` : '';
    return html(
      200,
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Demo CMS — edit</title></head><body><main><h1>Demo CMS</h1>${status}${editor}${chooser}<ul>${list}</ul></main></body></html>`,
    );
  }

  /**
   * Answers the editing requests and draft reads; false for anything else (the delivery API).
   * - `GET /edit?locale&type&slug`, `POST /edit/{locale}/{type}/{slug}` (form: title, excerpt, action);
   * - `PATCH /{locale}/{type}/{slug}` (JSON fields) and `POST /{locale}/{type}/{slug}/draft`;
   * - `GET /{locale}/{type}/{slug}/draft`, signed by the site.
   */
  async function handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<boolean> {
    const method = req.method ?? 'GET';
    if (path === '/edit' && method === 'GET') {
      const query = Object.fromEntries(url.searchParams) as Partial<Key>;
      send(res, editPage(query, url.searchParams.get('message') ?? ''));
      return true;
    }
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (segments[0] === 'edit' && segments.length === 4 && method === 'POST') {
      const key = { locale: segments[1], type: segments[2], slug: segments[3] } as Key;
      const body = await readBody(req, MAX_EDIT_BYTES);
      const form = new URLSearchParams(body.ok ? body.bytes.toString('utf8') : '');
      const fields = { title: form.get('title') ?? '', excerpt: form.get('excerpt') ?? '' };
      if (form.get('action') === 'preview') {
        const made = await draft(key, fields);
        if (made?.previewUrl) {
          res.writeHead(303, { Location: made.previewUrl, 'Cache-Control': 'no-store' });
          res.end();
        } else send(res, editPage(key, `The draft is kept, but the site gave no preview link (status ${made?.site ?? 404}).`));
        return true;
      }
      const done = await publish(key, fields);
      send(res, editPage(key, done ? `Published; the site answered ${done.notified.status} in ${done.notified.ms} ms.` : 'No such item.'));
      return true;
    }
    const [locale, type, slug, extra] = segments;
    if (!locale || !type || !slug || segments.length > 4 || (extra !== undefined && extra !== 'draft')) return false;
    const key = { locale, type, slug };
    if (method === 'PATCH' && extra === undefined) {
      const read = await readJson(req);
      const done = read.ok ? await publish(key, read.fields) : undefined;
      send(res, read.ok ? (done ? json(200, done) : json(404, { message: 'Not found' })) : read.answer);
      return true;
    }
    if (method === 'POST' && extra === 'draft') {
      const read = await readJson(req);
      const made = read.ok ? await draft(key, read.fields) : undefined;
      send(res, read.ok ? (made ? json(201, { previewUrl: made.previewUrl }) : json(404, { message: 'Not found' })) : read.answer);
      return true;
    }
    if (method === 'GET' && extra === 'draft') {
      if (!signedBySite(req, url.pathname, options.secret)) send(res, json(401, { message: 'Drafts are read with a signed request' }));
      else {
        const found = drafts.get(draftKey(key));
        send(res, found ? json(200, absolutiseMedia(found, `${url.origin}/cms`)) : json(404, { message: 'No draft' }));
      }
      return true;
    }
    return false;
  }

  return { handle, drafts };
}
