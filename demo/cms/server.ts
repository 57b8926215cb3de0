import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { FaultSwitch } from '../faults.ts';
import { headerSubset } from '../http.ts';
import type { Recorder } from '../recorder.ts';
import { createPublishing, DEMO_CMS_WEBHOOK_SECRET, type PublishOptions } from './publish.ts';
import { absolutiseMedia, filterItems, type Item, loadContent } from './store.ts';

const MEDIA_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
};

/** An object with only the first half of its fields; anything else as it is. */
function halfFields(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  return Object.fromEntries(entries.slice(0, Math.ceil(entries.length / 2)));
}

export type CmsStandIn = {
  handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
};

/**
 * The headless CMS (docs/product.md "Upstreams"): `GET /{locale}/{type}/{slug}` and `GET /{locale}/{type}?query`,
 * plus `/media/*` for images. Mounted under `/cms` by `demo/server.ts`.
 */
export function createCms(
  contentRoot: string,
  mediaRoot: string,
  faults: FaultSwitch,
  recorder: Recorder,
  publishing: PublishOptions = { secret: DEMO_CMS_WEBHOOK_SECRET },
): CmsStandIn {
  const content = loadContent(contentRoot);
  // The editing side: edits, drafts and the edit page (demo/cms/publish.ts).
  const editing = createPublishing(content, publishing);

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }

  async function media(res: ServerResponse, path: string) {
    const file = normalize(join(mediaRoot, path.slice('/media/'.length)));
    if (!file.startsWith(mediaRoot)) return send(res, 404, { message: 'Not found' });
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': MEDIA_TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=86400',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      res.end(body);
    } catch {
      send(res, 404, { message: 'Not found' });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    if (path.startsWith('/media/')) return media(res, path);
    // The editing side is not the delivery API: faults do not reach it, and it is not counted.
    if (req.method !== 'GET' || path === '/edit' || path.endsWith('/draft')) {
      if (path.endsWith('/draft') && req.method === 'GET' && (await faults.apply('cms', path + url.search)) === 'fail') {
        return send(res, 500, { message: 'Internal Server Error' });
      }
      if (await editing.handle(req, res, path, url)) return;
    }
    // `/__requests/cms` shows these as counts by path and query, so tests can tell a cache hit from a fetch.
    recorder.record('cms', { method: req.method ?? 'GET', path, search: url.search, headers: headerSubset(req) });
    // A slow CMS answers `delayMs` after the request arrived, its own work included: the bench's
    // "CMS + 30 ms" then charges the site with nothing of the stand-in's.
    const arrivedAt = performance.now();
    const fault = await faults.apply('cms', path + url.search, { wait: false });
    const answer = async (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      await faults.waitRest('cms', path + url.search, arrivedAt);
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(text);
    };
    if (fault === 'fail') return answer(500, { message: 'Internal Server Error' });
    if (fault === 'reject') {
      // As the WordPress REST API refuses a request: 400 with its error object.
      const message = faults.reason('cms', path + url.search, 'Invalid parameter(s): slug');
      return answer(400, { code: 'rest_invalid_param', message, data: { status: 400 } });
    }
    if (fault === 'malformed') {
      await faults.waitRest('cms', path + url.search, arrivedAt);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"data": [ {"id": 1, "slug": ');
      return;
    }
    if (req.method !== 'GET') return answer(405, { message: 'Method Not Allowed' });
    // `partial`: valid JSON, but each item keeps only the first half of its fields (a half-migrated CMS).
    const shaped = fault === 'partial' ? halfFields : <T>(body: T) => body;
    const [locale, type, slug, ...rest] = path.split('/').filter(Boolean).map(decodeURIComponent);
    const items: Item[] | undefined = locale && type ? content.get(locale)?.get(type) : undefined;
    if (!items || rest.length > 0) return answer(404, { message: 'Not found' });
    const base = `${url.origin}/cms`;
    if (slug) {
      const item = items.find((entry) => entry.slug === slug);
      return item ? answer(200, shaped(absolutiseMedia(item, base))) : answer(404, { message: 'Not found' });
    }
    const data = filterItems(items, url.searchParams);
    return answer(200, { data: (absolutiseMedia(data, base) as unknown[]).map(shaped), total: data.length });
  }

  return { handle };
}
