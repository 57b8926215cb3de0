import type { Locale } from '../../shared/locales.ts';
import { getMessages, numberFormat } from '../../shared/i18n/index.ts';
import { Blocks } from '../components/Blocks.tsx';
import { CmsImage } from '../components/CmsImage.tsx';
import { PlanLink } from '../components/PlanLink.tsx';
import { PageHeader } from './PageHeader.tsx';
import type { Card, ScreenView } from './types.ts';
import { IMAGE_SIZES } from '../components/image-sizes.ts';

type CardGridProps = {
  cards: Card[];
  locale: Locale;
  headingLevel?: 2 | 3;
  /** The grid opens the page: its first image is in the phone's first screen, often its largest paint. */
  leading?: boolean;
};

export function CardGrid({ cards, locale, headingLevel = 2, leading = false }: CardGridProps) {
  const m = getMessages(locale);
  if (cards.length === 0) return <p className="empty">{m.common.noItems}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const euros = numberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <ul className="card-grid">
      {cards.map((card, index) => (
        <li key={card.id} className="card">
          {card.image ? (
            <CmsImage className="card__image" image={card.image} eager={leading && index === 0} sizes={IMAGE_SIZES.card} />
          ) : null}
          <div className="card__body">
            {card.meta ? <p className="card__meta">{card.meta}</p> : null}
            <Heading className="card__title">
              <a href={card.href}>{card.title}</a>
            </Heading>
            <p>{card.excerpt}</p>
            {card.price ? (
              <p className="card__price">
                {m.common.from} <strong>{euros.format(card.price.from)}</strong>{' '}
                {card.price.per === 'week' ? m.common.perWeek : m.common.perNight}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CardsScreen({ view, locale }: { view: Extract<ScreenView, { screen: 'cards' }>; locale: Locale }) {
  return (
    <div className="container">
      <PageHeader title={view.page.title} intro={view.page.intro} image={view.page.image} />
      {view.filters ? (
        <nav className="filters" aria-label={view.page.title}>
          <ul>
            {view.filters.map((filter) => (
              <li key={filter.href}>
                <a href={filter.href} aria-current={filter.current ? 'page' : undefined}>
                  {filter.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {view.kind === 'accommodations' ? <PlanLink locale={locale} label={getMessages(locale).map.allOnPlan} /> : null}
      <CardGrid cards={view.cards} locale={locale} leading />
      {view.page.blocks.length > 0 ? <Blocks blocks={view.page.blocks} locale={locale} /> : null}
    </div>
  );
}
