import type { FormName } from '../../shared/forms/index.ts';
import { format, getMessages, longDate } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { Blocks } from '../components/Blocks.tsx';
import { Gallery } from '../components/Gallery.tsx';
import { Facts } from '../components/Facts.tsx';
import { BookingCta } from '../components/BookingCta.tsx';
import { ScreenForms } from '../forms/ScreenForms.tsx';
import { CardGrid } from './CardsScreen.tsx';
import { PageHeader } from './PageHeader.tsx';
import type { ScreenView } from './types.ts';
import { IMAGE_SIZES } from '../components/image-sizes.ts';

export function DetailScreen({
  view,
  forms,
  locale,
}: {
  view: Extract<ScreenView, { screen: 'detail' }>;
  forms: readonly FormName[];
  locale: Locale;
}) {
  const m = getMessages(locale);
  const { item } = view;
  // An ended offer keeps its page, says so first and leads to today's offers (docs/product.md "Offers and seasons").
  const ended = item.endedOn ? (
    <p className="notice">
      {format(m.offers.ended, { date: longDate(item.endedOn, locale) })} <a href={view.backHref}>{m.offers.currentOffers}</a>
    </p>
  ) : null;
  return (
    <article className="container container--narrow">
      <PageHeader title={item.title} intro={item.excerpt} image={item.image} narrow notice={ended} />
      {item.date && item.kind === 'news' ? (
        <p className="meta">{format(m.common.publishedOn, { date: longDate(item.date, locale) })}</p>
      ) : null}
      {item.meta.length > 0 ? <Facts entries={item.meta} /> : null}
      <Blocks blocks={item.blocks} locale={locale} />
      {item.kind === 'offers' && !item.endedOn ? (
        <BookingCta locale={locale} requestLabel={m.booking.requestOffer} from={{ offer: item.slug, subject: item.title }} />
      ) : null}
      {item.gallery.length > 0 ? <Gallery images={item.gallery} locale={locale} sizes={IMAGE_SIZES.gallery} /> : null}
      <ScreenForms forms={forms} locale={locale} />
      {view.related.length > 0 ? <CardGrid cards={view.related} locale={locale} /> : null}
      <p>
        <a className="button button--ghost" href={view.backHref}>
          {m.common.backToList}
        </a>
      </p>
    </article>
  );
}
