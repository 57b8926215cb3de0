import type { FloatingPromo as Promo } from '../../shared/cms/index.ts';
import { TEASER_IMAGE_PX } from '../../shared/constants.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { CmsImage } from './CmsImage.tsx';
import { CmsInlineHtml } from './cms-inline-html.tsx';
import { safeHref } from './safe-href.ts';

/** The picture the promo shows when the CMS gives none (a drawing of the lake, `client/public`). */
export const PROMO_PLACEHOLDER = { src: '/promo-placeholder.svg', width: TEASER_IMAGE_PX, height: TEASER_IMAGE_PX } as const;

/**
 * The floating promo box (docs/product.md "Screens and addresses"). Rendered hidden: its island shows it after the product's
 * delay unless the visitor closed it before, so it never shifts the layout or covers the
 * page of a visitor without JavaScript (the offer stays one click away in the menu).
 */
export function FloatingPromo({ locale, promo }: { locale: Locale; promo: Promo }) {
  const m = getMessages(locale);
  const link = safeHref(promo.link);
  if (!link) return null;
  const external = promo.link_esterno;
  return (
    <aside className="floating-promo" aria-labelledby="floating-promo-title" data-island="floating-promo" hidden>
      {promo.immagine ? (
        <CmsImage image={promo.immagine} sizes={`${TEASER_IMAGE_PX}px`} className="floating-promo__image" />
      ) : (
        <img
          src={PROMO_PLACEHOLDER.src}
          alt=""
          width={PROMO_PLACEHOLDER.width}
          height={PROMO_PLACEHOLDER.height}
          className="floating-promo__image"
          decoding="async"
        />
      )}
      <a
        className="floating-promo__link"
        href={link}
        {...(external ? { target: '_blank', rel: 'noopener' } : {})}
        id="floating-promo-title"
      >
        <CmsInlineHtml html={promo.titolo} />
        {external ? <span className="visually-hidden"> {m.footer.opensInNewTab}</span> : null}
      </a>
      <button type="button" className="floating-promo__close" aria-label={m.layout.promoClose}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
