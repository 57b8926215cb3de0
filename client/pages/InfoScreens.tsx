import { ALLERGENS } from '../../shared/cms/index.ts';
import { getMessages, numberFormat } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href, MAP_EDITIONS, type MapEdition } from '../../shared/routes/index.ts';
import { Blocks } from '../components/Blocks.tsx';
import { CmsImage } from '../components/CmsImage.tsx';
import { OpeningHours } from '../components/OpeningHours.tsx';
import { MapEditionPlan } from '../components/MapEditionPlan.tsx';
import { VillagePlan } from '../components/VillagePlan.tsx';
import { PageHeader } from './PageHeader.tsx';
import type { ScreenView } from './types.ts';
import { IMAGE_SIZES } from '../components/image-sizes.ts';

type View<S extends ScreenView['screen']> = Extract<ScreenView, { screen: S }>;

export function FoundationScreen({ view }: { view: View<'foundation'> }) {
  const { foundation } = view;
  return (
    <article className="container container--narrow">
      <PageHeader title={foundation.title} intro={foundation.intro} image={foundation.image} narrow />
      <p className="tax-code">
        <strong>{foundation.taxCode}</strong>
      </p>
      <Blocks blocks={foundation.blocks} />
      <ul className="card-grid">
        {foundation.projects.map((project) => (
          <li key={project.title} className="card">
            {project.image ? <CmsImage className="card__image" image={project.image} sizes={IMAGE_SIZES.card} /> : null}
            <div className="card__body">
              <p className="card__meta">{project.year}</p>
              <h2 className="card__title">{project.title}</h2>
              <p>{project.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}

export function FaqScreen({ view }: { view: View<'faq'> }) {
  return (
    <div className="container container--narrow">
      <PageHeader title={view.page.title} intro={view.page.intro} />
      <div className="faq">
        {view.items.map((item) => (
          <details key={item.id} className="faq__item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
      <Blocks blocks={view.page.blocks} />
    </div>
  );
}

export function MenuScreen({ view, locale }: { view: View<'menu'>; locale: Locale }) {
  const { menu } = view;
  const m = getMessages(locale);
  const price = numberFormat(locale, { style: 'currency', currency: 'EUR' });
  return (
    <div className="container container--narrow">
      <PageHeader title={menu.title} intro={menu.intro} />
      {menu.openingHours ? <OpeningHours hours={menu.openingHours} locale={locale} headingId="opening-hours" /> : null}
      {view.contact ? (
        <p className="menu-contact">
          {m.booking.tableLead} <a href={`tel:${view.contact.phone.replace(/[^\d+]/g, '')}`}>{view.contact.phone}</a> ·{' '}
          <a href={`mailto:${view.contact.email}`}>{view.contact.email}</a>
        </p>
      ) : null}
      {menu.sections.map((section) => (
        <section key={section.key} className="menu-section" aria-labelledby={`menu-${section.key}`}>
          <h2 id={`menu-${section.key}`}>{section.title}</h2>
          <ul className="dishes">
            {section.dishes.map((dish) => (
              <li key={dish.name} className="dish">
                <div className="dish__line">
                  <span className="dish__name">{dish.name}</span>
                  <span className="dish__price">{price.format(dish.price)}</span>
                </div>
                {dish.description ? <p className="dish__description">{dish.description}</p> : null}
                {dish.allergens.length > 0 ? (
                  <p className="dish__allergens">
                    {`${m.allergens.containsLabel} ${dish.allergens.map((allergen) => `${ALLERGENS.indexOf(allergen) + 1} ${m.allergens[allergen]}`).join(' · ')}`}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="allergen-legend" aria-labelledby="allergen-legend">
        <h2 id="allergen-legend">{m.allergens.legendTitle}</h2>
        <p>{m.allergens.legendIntro}</p>
        <ol>
          {ALLERGENS.map((allergen) => (
            <li key={allergen}>{m.allergens[allergen]}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export function CatalogueScreen({ view }: { view: View<'catalogue'> }) {
  const { catalogue } = view;
  return (
    <div className="container">
      <PageHeader title={catalogue.title} intro={catalogue.intro} />
      <ol className="catalogue">
        {catalogue.pages.map((page, index) => (
          <li key={page.image.src}>
            <figure>
              <CmsImage image={page.image} priority={index === 0} sizes={IMAGE_SIZES.catalogue} />
              {page.caption ? <figcaption>{page.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function MapScreen({ view, locale }: { view: View<'map'>; locale: Locale }) {
  const m = getMessages(locale);
  return (
    <div className="container">
      <PageHeader title={view.page.title} intro={view.page.intro} />
      {view.edition ? <p className="meta">{m.map[EDITION_NAMES[view.edition as MapEdition]]}</p> : null}
      {view.edition ? (
        <MapEditionPlan edition={view.edition as MapEdition} label={m.map[EDITION_ALTS[view.edition as MapEdition]]} units={view.units} />
      ) : (
        <VillagePlan locale={locale} points={view.points} units={view.units} />
      )}
      <Blocks blocks={view.page.blocks} locale={locale} />
      <MapEditions locale={locale} edition={view.edition} />
    </div>
  );
}

const EDITION_NAMES = { __2023: 'edition2023', old: 'editionOld' } as const satisfies Record<MapEdition, string>;
const EDITION_ALTS = { __2023: 'edition2023Alt', old: 'editionOldAlt' } as const satisfies Record<MapEdition, string>;

/** The other editions of the map (and the current one from an edition): each map page links to the rest. */
function MapEditions({ locale, edition }: { locale: Locale; edition: string | undefined }) {
  const m = getMessages(locale);
  return (
    <nav aria-labelledby="map-editions-heading">
      <h2 id="map-editions-heading">{m.map.editionsHeading}</h2>
      <ul>
        {edition ? (
          <li>
            <a href={href('accommodationMap', locale)}>{m.map.editionCurrent}</a>
          </li>
        ) : null}
        {MAP_EDITIONS.filter((other) => other !== edition).map((other) => (
          <li key={other}>
            <a href={href('accommodationMapEdition', locale, { edition: other })}>{m.map[EDITION_NAMES[other]]}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteMapScreen({ view }: { view: View<'siteMap'> }) {
  return (
    <div className="container container--narrow">
      <PageHeader title={view.page.title} intro={view.page.intro} />
      {view.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <ul>
            {section.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
