import type { Image } from '../../shared/cms/index.ts';
import { imageSources, useImageDelivery } from './image-delivery.ts';

type Props = {
  image: Image;
  /** Which width the image takes at each breakpoint, so the browser fetches no more than that. */
  sizes?: string;
  /** The largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  /** Likely in the first screen (the first card of a list): fetched at once, at normal priority. */
  eager?: boolean;
  className?: string;
  /**
   * The shape (width / height) the box cuts the picture to with `object-fit: cover`, when it differs
   * from the picture's own: only that part is fetched.
   */
  aspect?: number;
};

/**
 * A CMS image with its intrinsic size (no layout shift), responsive, lazy unless it leads the page.
 * React's server renderer puts a `<link rel="preload" as="image">` into `<head>` for every image
 * that is not lazy, with the image's srcset, sizes and fetchpriority, so the priority image (the
 * LCP) starts before the body is parsed (tests/integration/lcp-image.test.ts).
 */
export function CmsImage({ image, sizes = '100vw', priority = false, eager = false, className, aspect }: Props) {
  const { src, srcSet } = imageSources(image.src, image.width, useImageDelivery(), aspect);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
