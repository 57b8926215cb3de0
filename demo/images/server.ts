import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalize, sep } from 'node:path';
import sharp from 'sharp';

/**
 * Cloudflare image resizing, as the site uses it: `/cdn-cgi/image/{options}/{source}` with the
 * options width (w), height (h), fit (scale-down, contain, cover, crop, pad), quality (q) and
 * format (auto: AVIF or WebP as the Accept header allows, else the source's own format). Sources
 * are the CMS stand-in's `/cms/media/…` files, given as a path or an absolute URL on this host;
 * anything else is refused, as Cloudflare refuses origins a zone does not allow.
 * Answers carry `Vary: Accept`; results are kept in memory, so a page's second visit is quick.
 */
const FITS = { 'scale-down': 'inside', contain: 'inside', cover: 'cover', crop: 'cover', pad: 'contain' } as const;
type Fit = keyof typeof FITS;
const FORMATS = ['auto', 'avif', 'webp', 'jpeg', 'png'] as const;
type Format = (typeof FORMATS)[number];
type Options = { width?: number; height?: number; fit: Fit; quality: number; format: Format };

const MEDIA_PREFIX = '/cms/media/';

export function parseOptions(text: string): Options | string {
  const options: Options = { fit: 'scale-down', quality: 85, format: 'auto' };
  for (const pair of text.split(',')) {
    const [key = '', value = ''] = pair.split('=');
    const number = Number(value);
    if (key === 'width' || key === 'w' || key === 'height' || key === 'h') {
      if (!Number.isInteger(number) || number < 1 || number > 12_000) return `${key} must be a whole number from 1 to 12000`;
      options[key.startsWith('w') ? 'width' : 'height'] = number;
    } else if (key === 'quality' || key === 'q') {
      if (!Number.isInteger(number) || number < 1 || number > 100) return 'quality must be a whole number from 1 to 100';
      options.quality = number;
    } else if (key === 'fit') {
      if (!(value in FITS)) return `fit must be one of ${Object.keys(FITS).join(', ')}`;
      options.fit = value as Fit;
    } else if (key === 'format' || key === 'f') {
      if (!(FORMATS as readonly string[]).includes(value)) return `format must be one of ${FORMATS.join(', ')}`;
      options.format = value as Format;
    } else if (key) {
      return `unknown option ${key}`;
    }
  }
  return options;
}

/** The format to answer with: `auto` picks AVIF, then WebP, by what the browser accepts. */
export function negotiate(format: Format, accept: string, sourceFormat: 'webp' | 'jpeg' | 'png'): 'avif' | 'webp' | 'jpeg' | 'png' {
  if (format !== 'auto') return format;
  if (/image\/avif/.test(accept)) return 'avif';
  if (/image\/webp/.test(accept)) return 'webp';
  return sourceFormat;
}

export function createImageResizing(mediaRoot: string) {
  const cache = new Map<string, Promise<Buffer>>();

  function fail(res: ServerResponse, status: number, message: string) {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cf-Resized': `err=${status === 404 ? 9404 : 9401}` });
    res.end(message);
  }

  /** `rest` is what follows `/cdn-cgi/image/` in the raw request path. */
  async function handle(req: IncomingMessage, res: ServerResponse, rest: string) {
    const slash = rest.indexOf('/');
    if (slash < 0) return fail(res, 400, 'expected /cdn-cgi/image/{options}/{source}');
    const options = parseOptions(rest.slice(0, slash));
    if (typeof options === 'string') return fail(res, 400, options);
    let source: URL;
    try {
      source = new URL(rest.slice(slash + 1), `http://${req.headers.host}`);
    } catch {
      return fail(res, 400, 'the source is not a URL');
    }
    if (source.host !== req.headers.host || !source.pathname.startsWith(MEDIA_PREFIX)) {
      return fail(res, 403, 'only this host’s /cms/media/ images can be resized');
    }
    const file = normalize(`${mediaRoot}${sep}${decodeURIComponent(source.pathname.slice(MEDIA_PREFIX.length))}`);
    if (!file.startsWith(mediaRoot + sep)) return fail(res, 404, 'Not found');
    const sourceFormat = file.endsWith('.png') ? 'png' : file.endsWith('.webp') ? 'webp' : 'jpeg';
    const format = negotiate(options.format, req.headers.accept ?? '', sourceFormat);
    const key = `${file}|${options.width}|${options.height}|${options.fit}|${options.quality}|${format}`;
    let output = cache.get(key);
    if (!output) {
      output = readFile(file).then((input) =>
        sharp(input)
          .resize({
            width: options.width,
            height: options.height,
            fit: FITS[options.fit],
            withoutEnlargement: options.fit === 'scale-down' || options.fit === 'crop',
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          })
          // effort 2: the stand-in answers quickly; Cloudflare's own encoder settings are not public.
          .toFormat(format, format === 'avif' ? { quality: options.quality, effort: 2 } : { quality: options.quality })
          .toBuffer(),
      );
      cache.set(key, output);
      output.catch(() => cache.delete(key));
    }
    let body: Buffer;
    try {
      body = await output;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fail(res, 404, 'Not found');
      throw error;
    }
    res.writeHead(200, {
      'Content-Type': `image/${format}`,
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=86400',
      Vary: 'Accept',
      'Cf-Resized': `internal=ok/${format}`,
      'Access-Control-Allow-Origin': '*',
    });
    res.end(body);
  }

  return { handle };
}
