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

  it('is resized by the stand-in at each srcset width, AVIF when the browser accepts it', async () => {
    const { body } = await html('/');
    const image = leadImage(body);
    const candidates = (image.srcSet ?? '').replaceAll('&amp;', '&').split(', ');
    expect(candidates.length).toBeGreaterThan(2);
    const [url, width] = (candidates[0] as string).split(' ');
    expect(url?.startsWith(`${DEMO}/cdn-cgi/image/width=${width?.replace('w', '')},`)).toBe(true);
    const answer = await fetch(url as string, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/avif');
  });
});
