import { describe, expect, it } from 'vitest';
import { DEMO, html } from './fetch.ts';

/** The first `<img>` with fetchPriority="high": the picture the page leads with (its LCP). */
function leadImage(body: string): Record<string, string> {
  const tag = body.match(/<img [^>]*fetchPriority="high"[^>]*>/)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1] as string, match[2] as string]));
}

/** `<link rel="preload" as="image">` tags inside `<head>`. */
function imagePreloads(body: string): Record<string, string>[] {
  const head = body.slice(0, body.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload"[^>]*as="image"[^>]*\/>/g)].map((match) =>
    Object.fromEntries([...match[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((pair) => [pair[1] as string, pair[2] as string])),
  );
}

describe('the lead picture of a page', () => {
  for (const path of ['/', '/chi-siamo', '/sistemazioni/maxicaravan', '/en/experiences']) {
    it(`${path}: is preloaded in <head> with fetchpriority=high and the same srcset the <img> uses`, async () => {
      const { response, body } = await html(path);
      expect(response.status).toBe(200);
      const image = leadImage(body);
      expect(image.srcSet, 'the lead image offers resized copies').toBeTruthy();
      // React preloads every image that is not lazy; only the lead one at high priority.
      const high = imagePreloads(body).filter((link) => link.fetchPriority === 'high');
      expect(high).toHaveLength(1);
      expect(high[0]).toMatchObject({ imageSrcSet: image.srcSet, imageSizes: image.sizes });
    });
  }

  it('is resized by the stand-in to the srcset width asked for: AVIF when the browser accepts it, WebP otherwise', async () => {
    const { body } = await html('/');
    const image = leadImage(body);
    const candidates = (image.srcSet ?? '').replaceAll('&amp;', '&').split(', ');
    expect(candidates.length).toBeGreaterThan(2);
    const [url, descriptor] = (candidates[1] as string).split(' ');
    const width = Number(descriptor?.replace('w', ''));
    expect(url?.startsWith(`${DEMO}/cdn-cgi/image/width=${width},`)).toBe(true);

    const avif = await fetch(url as string, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avifWidth(new Uint8Array(await avif.arrayBuffer()))).toBe(width);

    const webp = await fetch(url as string, { headers: { Accept: 'image/webp,*/*' } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webpWidth(new Uint8Array(await webp.arrayBuffer()))).toBe(width);
  });
});

/** The width in an AVIF file's `ispe` (image spatial extents) box: version/flags, then width. */
function avifWidth(bytes: Uint8Array): number {
  const ispe = [0x69, 0x73, 0x70, 0x65];
  const at = bytes.findIndex((_, index) => ispe.every((byte, offset) => bytes[index + offset] === byte));
  expect(at, 'an ispe box').toBeGreaterThan(0);
  return new DataView(bytes.buffer, bytes.byteOffset).getUint32(at + 8);
}

/** The width in a WebP file's first chunk: VP8X canvas, VP8L or VP8 (lossy) frame header. */
function webpWidth(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X') return 1 + (view.getUint32(24, true) & 0xffffff);
  if (chunk === 'VP8L') return 1 + (view.getUint16(21, true) & 0x3fff);
  expect(chunk).toBe('VP8 ');
  return view.getUint16(26, true) & 0x3fff;
}
