import { describe, expect, it } from 'vitest';
import { chosenCandidate, MOBILE } from '../../scripts/lighthouse/warm-images.ts';
import { DEMO, html } from './fetch.ts';

/**
 * What an accommodation page makes a phone fetch before its largest picture: the video's poster
 * (fetched as soon as the page is parsed, whatever the video's `preload`) goes through the image
 * resizer, and the page header's picture is taken at the container's width, not the viewport's.
 */
const UNIT = '/sistemazioni/maxicaravan/maxicaravan/giulietta';

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');

describe("an accommodation page's pictures on a phone", () => {
  it('offers the video poster as a resized copy at most 960 px wide, lighter than the original', async () => {
    const { response, body } = await html(UNIT);
    expect(response.status).toBe(200);
    const video = body.match(/<video [^>]*>/)?.[0] ?? '';
    const poster = attribute(video, 'poster') ?? '';
    const match = new RegExp(`^${DEMO}/cdn-cgi/image/width=(\\d+),[^/]*/(.+)$`).exec(poster);
    expect(match, `poster ${poster}`).not.toBeNull();
    expect(Number(match?.[1])).toBeLessThanOrEqual(960);

    const accept = { Accept: 'image/avif,image/webp,*/*' };
    const resized = await fetch(poster, { headers: accept });
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/);
    const original = await fetch(match?.[2] as string, { headers: accept });
    expect(original.status).toBe(200);
    const [small, whole] = [(await resized.arrayBuffer()).byteLength, (await original.arrayBuffer()).byteLength];
    expect(small, `resized ${small} bytes, original ${whole}`).toBeLessThan(whole / 2);
  });

  it("takes the page header's picture at the container's width: 640 px wide on a 412 px phone at 1.75x", async () => {
    const { body } = await html(UNIT);
    const image = body.match(/<img [^>]*class="page-header__image"[^>]*>|<img [^>]*fetchPriority="high"[^>]*>/)?.[0] ?? '';
    const chosen = chosenCandidate(attribute(image, 'srcSet') ?? '', attribute(image, 'sizes'), MOBILE);
    expect(chosen).toMatch(/\/cdn-cgi\/image\/width=640,/);
    // The preload in <head> asks for the same one, before the body is parsed.
    const preload = body.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/)?.[0] ?? '';
    expect(chosenCandidate(attribute(preload, 'imageSrcSet') ?? '', attribute(preload, 'imageSizes'), MOBILE)).toBe(chosen);
  });
});
