import type { ReactNode } from 'react';
import { format, getMessages, numberFormat } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import { Blocks } from '../components/Blocks.tsx';
import { CmsImage } from '../components/CmsImage.tsx';
import { Gallery } from '../components/Gallery.tsx';
import { posterUrl, useImageDelivery } from '../components/image-delivery.ts';
import { Facts } from '../components/Facts.tsx';
import { BookingCta } from '../components/BookingCta.tsx';
import { PlanLink } from '../components/PlanLink.tsx';
import { VillageMap } from '../components/VillageMap.tsx';
import { CardGrid } from './CardsScreen.tsx';
import { PageHeader } from './PageHeader.tsx';
import type { ScreenView } from './types.ts';
import { IMAGE_SIZES } from '../components/image-sizes.ts';

type View<S extends ScreenView['screen']> = Extract<ScreenView, { screen: S }>;

export function AccommodationTypeScreen({ view, locale }: { view: View<'accommodationType'>; locale: Locale }) {
  const m = getMessages(locale);
  return (
    <div className="container">
      <PageHeader title={view.type.title} intro={view.type.excerpt} image={view.type.image} />
      <PlanLink locale={locale} label={format(m.map.typeOnPlan, { type: view.type.title })} />
      <CardGrid cards={view.cards} locale={locale} leading />
      <Blocks blocks={view.type.blocks} locale={locale} />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="unit-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Every section of the accommodation detail (docs/product.md "Screens and addresses"), each under its own heading. */
export function AccommodationScreen({ view, locale }: { view: View<'accommodation'>; locale: Locale }) {
  const m = getMessages(locale);
  const { unit } = view;
  const delivery = useImageDelivery();
  const price = numberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <article className="container unit">
      <PageHeader title={unit.title} intro={unit.excerpt} image={unit.image} />
      <p className="unit__summary">
        <span>{format(m.accommodation.maxGuests, { count: unit.maxGuests })}</span>
        {unit.priceFrom !== undefined ? (
          <span>
            {m.common.from} <strong>{price.format(unit.priceFrom)}</strong> {m.common.perNight}
          </span>
        ) : null}
      </p>
      <BookingCta
        locale={locale}
        requestLabel={m.booking.requestAccommodation}
        from={{ site: view.site, unit: unit.slug, subject: unit.title }}
      />
      {view.siblings.length > 1 ? (
        <Section id="unit-variants" title={m.accommodation.variants}>
          <ul className="variants">
            {view.siblings.map((sibling) => (
              <li key={sibling.id}>
                <a href={sibling.href} aria-current={sibling.id === unit.id ? 'page' : undefined}>
                  {sibling.title}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="unit-information" title={m.accommodation.information}>
        <Facts entries={unit.information} />
      </Section>
      <div className="unit__columns">
        <Section id="unit-included" title={m.accommodation.includedServices}>
          <ul className="checklist">
            {unit.includedServices.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </Section>
        <Section id="unit-extras" title={m.accommodation.extras}>
          <ul className="extras">
            {unit.extras.map((extra) => (
              <li key={extra.label}>
                <span>{extra.label}</span>
                {extra.price ? <span className="extras__price">{extra.price}</span> : null}
              </li>
            ))}
          </ul>
        </Section>
      </div>
      {unit.floorPlan ? (
        <Section id="unit-floor-plan" title={m.accommodation.floorPlan}>
          <CmsImage className="unit__plan" image={unit.floorPlan} sizes={IMAGE_SIZES.floorPlan} />
        </Section>
      ) : null}
      <Section id="unit-position" title={m.accommodation.position}>
        <p>{unit.position.description}</p>
        <VillageMap
          title={`${m.accommodation.map}: ${unit.title}`}
          points={[]}
          highlight={{ ...unit.position.map, label: unit.title }}
          numbered={false}
          lakeLabel={m.map.lake}
        />
        <p>
          <a href={`${href('accommodationMap', locale)}#unit-${unit.slug}`}>{m.map.fullPlan}</a>
        </p>
      </Section>
      {unit.video ? (
        <Section id="unit-video" title={m.accommodation.video}>
          {/* biome-ignore lint/a11y/useMediaCaption: the demo video has no speech to caption */}
          <video
            className="unit__video"
            controls
            preload="none"
            poster={posterUrl(unit.video.poster.src, unit.video.poster.width, delivery)}
            width={unit.video.poster.width}
            height={unit.video.poster.height}
            title={unit.video.title}
          >
            <source src={unit.video.src} type="video/mp4" />
          </video>
        </Section>
      ) : null}
      <Section id="unit-features" title={m.accommodation.features}>
        <ul className="checklist checklist--columns">
          {unit.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Section>
      {unit.gallery.length > 0 ? <Gallery images={unit.gallery} locale={locale} sizes={IMAGE_SIZES.gallery} /> : null}
      {view.related.length > 0 ? (
        <Section id="unit-related" title={m.accommodation.related}>
          <CardGrid cards={view.related} locale={locale} headingLevel={3} />
        </Section>
      ) : null}
    </article>
  );
}
