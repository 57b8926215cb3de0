import { type AccommodationTypeItem, type Home, type Offer, ratingSummary } from '../../shared/cms/index.ts';
import { format, getMessages, type Messages, monthAndYear, numberFormat } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import { Blocks } from '../components/Blocks.tsx';
import { CmsImage } from '../components/CmsImage.tsx';
import { StaySearch } from '../components/StaySearch.tsx';
import { CardGrid } from './CardsScreen.tsx';
import type { Card, ScreenView } from './types.ts';
import { IMAGE_SIZES } from '../components/image-sizes.ts';

export function HomeScreen({ view, locale }: { view: Extract<ScreenView, { screen: 'home' }>; locale: Locale }) {
  const m = getMessages(locale);
  const { home } = view;
  const highlight = home.contenuto_in_evidenza;
  return (
    <>
      <section className="hero">
        <CmsImage className="hero__image" image={home.hero.image} priority sizes={IMAGE_SIZES.hero} />
        <div className="hero__text container">
          <h1>{home.hero.title}</h1>
          <p className="lead">{home.hero.subtitle}</p>
          <StaySearch locale={locale} hero />
        </div>
      </section>
      {home.keyFacts ? <KeyFacts facts={home.keyFacts} m={m.home} /> : null}
      {highlight.mostrare_contenuto ? (
        <section className="highlight container" aria-labelledby="highlight-title">
          {highlight.immagine ? <CmsImage image={highlight.immagine} sizes={IMAGE_SIZES.highlight} /> : null}
          <div>
            <h2 id="highlight-title">{highlight.titolo}</h2>
            <p>{highlight.testo}</p>
            {highlight.link ? (
              <a className="button button--ghost" href={highlight.link}>
                {m.common.discover}
              </a>
            ) : null}
          </div>
        </section>
      ) : null}
      <section className="container" aria-labelledby="home-accommodations">
        <h2 id="home-accommodations">{m.nav.accommodations}</h2>
        <CardGrid cards={view.accommodationTypes.map((type) => typeCard(type, locale))} locale={locale} headingLevel={3} />
      </section>
      {view.offers.length > 0 ? (
        <section className="container" id="offerte-home" aria-labelledby="home-offers">
          <h2 id="home-offers">{m.nav.homeOffers}</h2>
          <CardGrid cards={view.offers.map((offer) => offerCard(offer, locale))} locale={locale} headingLevel={3} />
        </section>
      ) : null}
      {home.reviews && home.reviews.length > 0 ? <Reviews reviews={home.reviews} locale={locale} m={m.home} /> : null}
      {home.gettingThere && home.gettingThere.length > 0 ? (
        <section className="container getting-there" aria-labelledby="home-getting-there">
          <h2 id="home-getting-there">{m.home.gettingThereTitle}</h2>
          <ul>
            {home.gettingThere.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            <a className="button button--ghost" href={`${href('contacts', locale)}#route`}>
              {m.home.planRoute}
            </a>
          </p>
        </section>
      ) : null}
      {home.blocks.length > 0 ? (
        <section className="container container--narrow">
          <Blocks blocks={home.blocks} locale={locale} />
        </section>
      ) : null}
    </>
  );
}

const typeCard = (type: AccommodationTypeItem, locale: Locale): Card => ({
  id: type.id,
  title: type.title,
  excerpt: type.excerpt,
  image: type.image,
  href: href('accommodationType', locale, { type: type.slug }),
});

const offerCard = (offer: Offer, locale: Locale): Card => ({
  id: offer.id,
  title: offer.title,
  excerpt: offer.excerpt,
  image: offer.image,
  meta: offer.badge,
  href: href('offer', locale, { slug: offer.slug }),
});

/** Where, the lake, what is there and the season: right under the hero, in the first two screens (docs/product.md "Home"). */
function KeyFacts({ facts, m }: { facts: NonNullable<Home['keyFacts']>; m: Messages['home'] }) {
  const rows: [string, string][] = [
    [m.where, facts.where],
    [m.lake, facts.lake],
    [m.onSite, facts.onSite],
    [m.season, facts.season],
  ];
  return (
    <section className="container key-facts" aria-labelledby="home-key-facts">
      <h2 id="home-key-facts">{m.keyFactsTitle}</h2>
      <dl className="key-facts__list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Guest reviews as left, each with its rating and the site it was published on, and their average. */
function Reviews({ reviews, locale, m }: { reviews: NonNullable<Home['reviews']>; locale: Locale; m: Messages['home'] }) {
  const summary = ratingSummary(reviews);
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <section className="container reviews" aria-labelledby="home-reviews">
      <h2 id="home-reviews">{m.reviewsTitle}</h2>
      {summary ? (
        <p className="reviews__average">
          <strong>{format(m.ratingAverage, { value: number.format(summary.average) })}</strong>{' '}
          <span>({format(m.ratingBasis, { count: summary.count })})</span>
        </p>
      ) : null}
      <ul className="reviews__list">
        {reviews.map((review) => (
          <li key={`${review.author}-${review.date}`}>
            <figure className="review">
              <p className="review__rating">
                <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span>
                <span className="visually-hidden">{format(m.reviewRating, { value: review.rating })}</span>
              </p>
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                {review.author}, <time dateTime={review.date}>{monthAndYear(new Date(`${review.date}-01T00:00:00Z`), locale)}</time>,{' '}
                {format(m.reviewSource, { source: review.source })}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p>
        <a href={href('reviews', locale)}>{m.allReviews}</a>
      </p>
    </section>
  );
}
