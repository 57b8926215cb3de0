import { preload } from 'react-dom';
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
};

/** A CMS image with its intrinsic size (no layout shift), responsive, lazy unless it leads the page. */
export function CmsImage({ image, sizes = '100vw', priority = false, eager = false, className }: Props) {
  const { src, srcSet } = imageSources(image.src, image.width, useImageDelivery());
  // The page's largest image (LCP) is announced in <head>, so the browser starts it before it
  // parses the body; React hoists this link into the server-rendered head.
  if (priority) preload(src, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined });
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
