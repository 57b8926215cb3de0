import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FloatingPromo, PROMO_PLACEHOLDER } from '../../client/components/FloatingPromo.tsx';
import { TEASER_IMAGE_PX } from '../../shared/constants.ts';

const promo = { titolo: 'Book early: <strong>save 20%</strong>', link: '/en/special-offers', link_esterno: false };

const render = (immagine?: { src: string; alt: string; width: number; height: number } | null) =>
  renderToStaticMarkup(createElement(FloatingPromo, { locale: 'en', promo: { ...promo, immagine } }));

describe('the floating promo’s picture', () => {
  it('is the placeholder when the CMS gives none, or gives null', () => {
    for (const html of [render(undefined), render(null)]) {
      const image = html.match(/<img [^>]*>/)?.[0] ?? '';
      expect(image).toContain(`src="${PROMO_PLACEHOLDER.src}"`);
      expect(image, 'decorative: the link says what the offer is').toContain('alt=""');
      expect(image).toContain(`width="${TEASER_IMAGE_PX}"`);
      expect(image).toContain(`height="${TEASER_IMAGE_PX}"`);
    }
  });

  it('is the CMS picture when there is one', () => {
    const html = render({ src: 'https://cms.example/media/promo.webp', alt: 'Summer offer', width: 800, height: 800 });
    expect(html).toContain('src="https://cms.example/media/promo.webp"');
    expect(html).not.toContain(PROMO_PLACEHOLDER.src);
  });

  it('placeholder is a static file of the site, an SVG drawn at the teaser size', () => {
    const svg = readFileSync(new URL(`../../client/public${PROMO_PLACEHOLDER.src}`, import.meta.url), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`viewBox="0 0 ${TEASER_IMAGE_PX} ${TEASER_IMAGE_PX}"`);
  });
});
