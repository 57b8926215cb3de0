import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALE_ISO, type Locale } from '../../shared/locales.ts';
import { Blocks } from '../components/Blocks.tsx';
import { CmsImage } from '../components/CmsImage.tsx';
import { CardGrid } from './CardsScreen.tsx';
import { PageHeader } from './PageHeader.tsx';
import type { ScreenView } from './types.ts';

type View<S extends ScreenView['screen']> = Extract<ScreenView, { screen: S }>;

export function AccommodationTypeScreen({ view, locale }: { view: View<'accommodationType'>; locale: Locale }) {
  return (
    <div className="container">
      <PageHeader title={view.type.title} intro={view.type.excerpt} image={view.type.image} />
      <CardGrid cards={view.cards} locale={locale} />
      <Blocks blocks={view.type.blocks} />
    </div>
  );
}

export function AccommodationScreen({ view, locale }: { view: View<'accommodation'>; locale: Locale }) {
  const m = getMessages(locale);
  const { unit } = view;
  const price = new Intl.NumberFormat(LOCALE_ISO[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <article className="container">
      <PageHeader title={unit.title} intro={unit.excerpt} image={unit.image} />
      {unit.priceFrom !== undefined ? (
        <p className="price">
          {m.common.from} <strong>{price.format(unit.priceFrom)}</strong> {m.common.perNight}
        </p>
      ) : null}
      {view.siblings.length > 1 ? (
        <nav className="variants" aria-label={unit.group.name}>
          <ul>
            {view.siblings.map((sibling) => (
              <li key={sibling.id}>
                <a href={sibling.href} aria-current={sibling.title === unit.title ? 'page' : undefined}>
                  {sibling.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <dl className="facts">
        {unit.information.map((entry) => (
          <div key={entry.label}>
            <dt>{entry.label}</dt>
            <dd>{entry.value}</dd>
          </div>
        ))}
      </dl>
      <section>
        <ul className="features">
          {unit.includedServices.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      </section>
      <section>
        <ul className="extras">
          {unit.extras.map((extra) => (
            <li key={extra.label}>
              {extra.label}
              {extra.price ? ` — ${extra.price}` : ''}
            </li>
          ))}
        </ul>
      </section>
      {unit.floorPlan ? <CmsImage image={unit.floorPlan} sizes="(min-width: 1200px) 800px, 100vw" /> : null}
      <p>{unit.position.description}</p>
      <ul className="features">
        {unit.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {unit.gallery.length > 0 ? (
        <ul className="gallery">
          {unit.gallery.map((image) => (
            <li key={image.src}>
              <CmsImage image={image} sizes="(min-width: 1200px) 320px, 50vw" />
            </li>
          ))}
        </ul>
      ) : null}
      {view.related.length > 0 ? <CardGrid cards={view.related} locale={locale} /> : null}
    </article>
  );
}
