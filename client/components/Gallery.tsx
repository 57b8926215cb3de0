import type { Image } from '../../shared/cms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { CmsImage } from './CmsImage.tsx';
import { imageSources, useImageDelivery } from './image-delivery.ts';

type Props = { images: Image[]; locale: Locale; sizes: string };

/**
 * A grid of images, each a link to its large version, so it works without JavaScript; the
 * gallery island opens the full-screen overlay on the same links instead (docs/product.md "Screens and addresses", "Behaviour and timings").
 */
export function Gallery({ images, locale, sizes }: Props) {
  const m = getMessages(locale);
  const delivery = useImageDelivery();
  return (
    <ul className="gallery" data-island="gallery-grid">
      {images.map((image) => {
        const { src, srcSet } = imageSources(image.src, image.width, delivery);
        return (
          <li key={image.src}>
            <a className="gallery__open" href={src} data-srcset={srcSet}>
              <CmsImage image={image} sizes={sizes} />
              <span className="visually-hidden"> – {m.layout.galleryOpen}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
