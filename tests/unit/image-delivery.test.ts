import { describe, expect, it } from 'vitest';
import { imageDelivery, imageSources } from '../../client/components/image-delivery.ts';

describe('image delivery', () => {
  const src = 'https://cms.example/media/lake.webp';

  it('passes images through untouched when resizing is off', () => {
    expect(imageSources(src, 1600, imageDelivery(null))).toEqual({ src });
  });

  it('offers resized copies up to the intrinsic width when resizing is on', () => {
    const { src: fallback, srcSet } = imageSources(src, 1000, imageDelivery(''));
    expect(fallback).toBe(`/cdn-cgi/image/width=1000,quality=75,format=auto,fit=scale-down/${src}`);
    const widths = srcSet?.split(', ').map((entry) => Number(entry.split(' ')[1]?.replace('w', '')));
    expect(widths).toEqual([320, 480, 640, 960, 1000]);
  });

  it('cuts every copy to the shape its box shows (16:7 for a page header), never enlarging', () => {
    const { src: fallback, srcSet } = imageSources(src, 1600, imageDelivery(''), 16 / 7);
    expect(fallback).toBe(`/cdn-cgi/image/width=1280,height=560,quality=75,format=auto,fit=crop/${src}`);
    const entries = srcSet?.split(', ') ?? [];
    expect(entries).toHaveLength(6);
    for (const entry of entries) {
      const [, width, height, described] = entry.match(/width=(\d+),height=(\d+),.*fit=crop\/.* (\d+)w$/) ?? [];
      expect(Number(height)).toBe(Math.round((Number(width) * 7) / 16));
      expect(described).toBe(width);
    }
  });

  it('asks the resizing stand-in on its own origin when one is configured (locally)', () => {
    const { src: fallback, srcSet } = imageSources(src, 1600, imageDelivery('http://127.0.0.1:8790'));
    expect(fallback).toBe(`http://127.0.0.1:8790/cdn-cgi/image/width=1280,quality=75,format=auto,fit=scale-down/${src}`);
    for (const entry of srcSet?.split(', ') ?? []) expect(entry).toMatch(/^http:\/\/127\.0\.0\.1:8790\/cdn-cgi\/image\/width=\d+,/);
  });
});
