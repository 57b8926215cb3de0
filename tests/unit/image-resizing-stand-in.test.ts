import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo } from '../../demo/server.ts';

/** The Cloudflare image resizing stand-in of demo/server.ts over real HTTP, on a free port. */
let demo: Awaited<ReturnType<typeof startDemo>>;
let base: string;

beforeAll(async () => {
  demo = await startDemo(0);
  base = `http://127.0.0.1:${demo.port}`;
});
afterAll(() => demo.close());

const resized = (options: string, source: string, accept = 'image/avif,image/webp,*/*') =>
  fetch(`${base}/cdn-cgi/image/${options}/${source}`, { headers: { Accept: accept } });

describe('image resizing stand-in', () => {
  it('serves AVIF to a browser that accepts it, WebP to one that accepts only WebP, at the asked width', async () => {
    const source = `${base}/cms/media/beach-pier.webp`;
    const avif = await resized('width=640,quality=75,format=auto,fit=scale-down', source);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect(await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 360 });

    const webp = await resized('width=480,quality=75,format=auto,fit=scale-down', source, 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 480, height: 270 });
  });

  it('never enlarges with fit=scale-down, and accepts a path on this host as the source', async () => {
    const answer = await resized('width=4000,fit=scale-down,format=webp', '/cms/media/pizza-oven.webp');
    expect(answer.status).toBe(200);
    expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 1200 });
  });

  it('crops to width and height with fit=cover', async () => {
    const answer = await resized('w=300,h=300,fit=cover,f=webp', `${base}/cms/media/beach-pier.webp`);
    expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ width: 300, height: 300 });
  });

  it('cuts to width and height with fit=crop (the shape of a page header), and never enlarges', async () => {
    const source = `${base}/cms/media/beach-pier.webp`;
    const cut = await resized('width=960,height=420,quality=75,format=auto,fit=crop', source);
    expect(await sharp(Buffer.from(await cut.arrayBuffer())).metadata()).toMatchObject({ width: 960, height: 420 });
    // Larger than the picture (1600 x 900 is 16:9): shrunk to fit inside the box, never blown up.
    const large = await resized('width=4000,height=1750,fit=crop,format=webp', source);
    const { width = 0, height = 0 } = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect(width).toBeLessThanOrEqual(1600);
    expect(height).toBeLessThanOrEqual(900);
  });

  it('refuses bad options, other origins and files outside the media folder', async () => {
    const bad = await resized('width=abc', `${base}/cms/media/beach-pier.webp`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('width');
    expect((await resized('width=320', 'https://images.example/lake.webp')).status).toBe(403);
    expect((await resized('width=320', `${base}/cms/media/no-such-picture.webp`)).status).toBe(404);
    expect((await resized('width=320', `${base}/cms/media/..%2f..%2fserver.ts`)).status).toBe(404);
  });
});
