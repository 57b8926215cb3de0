import { describe, expect, it } from 'vitest';
import { imageSources } from '../../client/components/image-delivery.ts';

describe('image delivery', () => {
  const src = 'https://cms.example/media/lake.webp';

  it('passes images through untouched when resizing is off (local)', () => {
    expect(imageSources(src, 1600, { resizing: false })).toEqual({ src });
  });

  it('offers resized copies up to the intrinsic width when resizing is on', () => {
    const { src: fallback, srcSet } = imageSources(src, 1000, { resizing: true });
    expect(fallback).toBe(`/cdn-cgi/image/width=1000,quality=75,format=auto,fit=scale-down/${src}`);
    const widths = srcSet?.split(', ').map((entry) => Number(entry.split(' ')[1]?.replace('w', '')));
    expect(widths).toEqual([320, 480, 640, 960, 1000]);
  });
});
