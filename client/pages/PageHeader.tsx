import type { ReactNode } from 'react';
import type { Image } from '../../shared/cms/index.ts';
import { CmsImage } from '../components/CmsImage.tsx';
import { IMAGE_SIZES } from '../components/image-sizes.ts';

/** The lead image's shape (main.css `.page-header__image`, `aspect-ratio: 16 / 7`). */
const PAGE_HEADER_ASPECT = 16 / 7;

type Props = {
  title: string;
  intro?: string;
  image?: Image;
  /** In a `container--narrow` (980 px at most): the picture is taken at that width. */
  narrow?: boolean;
  /** What a visitor must read before the lead text (an offer that has ended), right under the title. */
  notice?: ReactNode;
};

/** The top of every screen: the one `h1`, its lead text and lead image. */
export function PageHeader({ title, intro, image, narrow = false, notice }: Props) {
  return (
    <div className="page-header">
      <div className="page-header__text">
        <h1>{title}</h1>
        {notice}
        {intro ? <p className="lead">{intro}</p> : null}
      </div>
      {/* The image spans the container: the viewport less its two 30 px gutters, up to the container's width. */}
      {image ? (
        <CmsImage
          className="page-header__image"
          image={image}
          priority
          aspect={PAGE_HEADER_ASPECT}
          sizes={narrow ? IMAGE_SIZES.pageHeaderNarrow : IMAGE_SIZES.pageHeader}
        />
      ) : null}
    </div>
  );
}
