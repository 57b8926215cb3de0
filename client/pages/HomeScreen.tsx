import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import { Blocks } from '../components/Blocks.tsx';
import { CmsImage } from '../components/CmsImage.tsx';
import { DateSearch } from '../components/DateSearch.tsx';
import type { ScreenView } from './types.ts';

export function HomeScreen({ view, locale }: { view: Extract<ScreenView, { screen: 'home' }>; locale: Locale }) {
  const m = getMessages(locale);
  const { home } = view;
  const highlight = home.contenuto_in_evidenza;
  return (
    <>
      <section className="hero">
        <CmsImage className="hero__image" image={home.hero.image} priority sizes="100vw" />
        <div className="hero__text container">
          <h1>{home.hero.title}</h1>
          <p className="lead">{home.hero.subtitle}</p>
          <DateSearch locale={locale} opensOn={view.search.opensOn} onlineUrl={view.search.onlineUrl} />
        </div>
      </section>
      {highlight.mostrare_contenuto ? (
        <section className="highlight container" aria-labelledby="highlight-title">
          {highlight.immagine ? <CmsImage image={highlight.immagine} sizes="(min-width: 1200px) 600px, 100vw" /> : null}
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
        <ul className="card-grid">
          {view.accommodationTypes.map((type) => (
            <li key={type.id} className="card">
              <CmsImage className="card__image" image={type.image} sizes="(min-width: 1200px) 300px, 50vw" />
              <div className="card__body">
                <h3 className="card__title">
                  <a href={href('accommodationType', locale, { type: type.slug })}>{type.title}</a>
                </h3>
                <p>{type.excerpt}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {view.offers.length > 0 ? (
        <section className="container" id="offerte-home" aria-labelledby="home-offers">
          <h2 id="home-offers">{m.nav.homeOffers}</h2>
          <ul className="card-grid">
            {view.offers.map((offer) => (
              <li key={offer.id} className="card">
                <CmsImage className="card__image" image={offer.image} sizes="(min-width: 1200px) 400px, 100vw" />
                <div className="card__body">
                  {offer.badge ? <p className="card__meta">{offer.badge}</p> : null}
                  <h3 className="card__title">
                    <a href={href('offer', locale, { slug: offer.slug })}>{offer.title}</a>
                  </h3>
                  <p>{offer.excerpt}</p>
                </div>
              </li>
            ))}
          </ul>
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
