import { describe, expect, it } from 'vitest';
import { chosenCandidate, pictureUrls, slotWidth } from '../../scripts/lighthouse/warm-images.ts';

const resized = (width: number) => `http://127.0.0.1:8790/cdn-cgi/image/width=${width},quality=75,format=auto,fit=scale-down/lake.webp`;
const srcset = [320, 480, 640, 960, 1280].map((width) => `${resized(width)} ${width}w`).join(', ');

describe('pictures warmed before Lighthouse measures', () => {
  it('reads the slot width from sizes as a 412 px wide phone does', () => {
    expect(slotWidth('100vw', 412)).toBe(412);
    expect(slotWidth('(min-width: 1200px) 400px, 100vw', 412)).toBe(412);
    expect(slotWidth('(max-width: 600px) 50vw, 300px', 412)).toBe(206);
    expect(slotWidth('(min-width: 1200px) 400px, 100vw', 1280)).toBe(400);
    expect(slotWidth('(min-width: 1200px) 1220px, calc(100vw - 60px)', 412)).toBe(352);
    expect(slotWidth('(min-width: 1200px) 1220px, calc(100vw - 60px)', 1440)).toBe(1220);
  });

  it('takes the narrowest candidate that covers the slot at a device pixel ratio of 1.75', () => {
    expect(chosenCandidate(srcset, '100vw')).toBe(resized(960)); // 412 × 1.75 = 721
    expect(chosenCandidate(srcset, '(max-width: 600px) 50vw, 300px')).toBe(resized(480)); // 206 × 1.75 = 361
    expect(chosenCandidate(srcset, '4000px')).toBe(resized(1280));
  });

  it('finds the pictures of images and image preloads as React writes them, once each', () => {
    const html = [
      `<link rel="preload" as="image" imageSrcSet="${srcset.replaceAll('&', '&amp;')}" imageSizes="100vw" fetchPriority="high"/>`,
      `<img src="${resized(1280)}" srcSet="${srcset}" sizes="100vw" alt="A lake"/>`,
      `<img src="${resized(1280)}" srcSet="${srcset}" sizes="(max-width: 600px) 50vw, 300px" loading="lazy" alt=""/>`,
      '<img src="/logo.svg" alt="Lago Serena"/>',
    ].join('');
    expect(pictureUrls(html)).toEqual([resized(960), resized(480)]);
  });
});
