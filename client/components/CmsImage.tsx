import type { Image } from '../../shared/cms/index.ts';

type Props = {
  image: Image;
  sizes?: string;
  /** The largest image above the fold: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * A CMS image with its intrinsic size (no layout shift), lazy unless it is the page's lead
 * image. `srcset` widths come from the worker (`image.srcset`) when image resizing is on.
 */
export function CmsImage({ image, sizes = '100vw', priority = false, className }: Props & { image: Image & { srcset?: string } }) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
