import type { Image } from '../../shared/cms/index.ts';
import { CmsImage } from '../components/CmsImage.tsx';

/** The top of every screen: the one `h1`, its lead text and lead image. */
export function PageHeader({ title, intro, image }: { title: string; intro?: string; image?: Image }) {
  return (
    <div className="page-header">
      <div className="page-header__text">
        <h1>{title}</h1>
        {intro ? <p className="lead">{intro}</p> : null}
      </div>
      {/* The image spans the container: the viewport less its two 30 px gutters below 1200 px. */}
      {image ? (
        <CmsImage className="page-header__image" image={image} priority sizes="(min-width: 1200px) 1220px, calc(100vw - 60px)" />
      ) : null}
    </div>
  );
}
