import type { FloatingPromo as Promo } from '../../shared/cms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { CmsImage } from './CmsImage.tsx';
import { CmsInlineHtml } from './cms-inline-html.tsx';
import { safeHref } from './safe-href.ts';

/**
 * The floating promo box (spec §2). Rendered hidden: its island shows it after the spec's
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
      {promo.immagine ? <CmsImage image={promo.immagine} sizes="96px" className="floating-promo__image" /> : null}
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
