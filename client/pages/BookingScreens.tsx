import { SITES } from '../../shared/cms/index.ts';
import { AVAILABILITY_ANSWER_DAYS } from '../../shared/constants.ts';
import { directionsAction, type FormName, ORIGIN_MAX } from '../../shared/forms/index.ts';
import { format, getMessages, longDate } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { Blocks } from '../components/Blocks.tsx';
import { LocationMap } from '../components/LocationMap.tsx';
import { StaySearch } from '../components/StaySearch.tsx';
import { useFormEnvironment } from '../forms/environment.ts';
import { ScreenForms } from '../forms/ScreenForms.tsx';
import { PageHeader } from './PageHeader.tsx';
import type { ScreenView } from './types.ts';

type View<S extends ScreenView['screen']> = Extract<ScreenView, { screen: S }>;

/**
 * The booking page (docs/product.md "Booking path"): the two ways to book and how they differ,
 * the stay search (online booking once open, else the request), the two sites, then the request form.
 */
export function BookingScreen({ view, forms, locale }: { view: View<'booking'>; forms: readonly FormName[]; locale: Locale }) {
  const m = getMessages(locale);
  const { onlineBooking } = useFormEnvironment();
  const opens = onlineBooking.opensOn ? longDate(onlineBooking.opensOn, locale) : null;
  return (
    <div className="container">
      <PageHeader title={view.page.title} intro={view.page.intro} image={view.page.image} />
      <p className="notice" id="booking-ways">
        {opens
          ? format(m.booking.closedNotice, { date: opens, days: AVAILABILITY_ANSWER_DAYS })
          : format(m.booking.openNotice, { days: AVAILABILITY_ANSWER_DAYS })}
      </p>
      <StaySearch locale={locale} />
      <h2>{m.booking.chooseSite}</h2>
      <ul className="site-choice">
        {SITES.map((site) => (
          <li key={site} className="site-choice__card">
            <h3>{site === 'villaggio' ? m.booking.village : m.booking.campsite}</h3>
            <p>{site === 'villaggio' ? m.booking.villageText : m.booking.campsiteText}</p>
          </li>
        ))}
      </ul>
      <ScreenForms forms={forms} locale={locale} />
      <Blocks blocks={view.page.blocks} locale={locale} />
    </div>
  );
}

/**
 * Contacts (docs/product.md "Contacts"): where the village is (a map we drew and the address),
 * a route calculator that is a plain GET form to the worker (`worker/routes/directions.ts`), so it
 * works without JavaScript, with "my location" added by a small island, and the contact form.
 */
export function ContactsScreen({ view, forms, locale }: { view: View<'contacts'>; forms: readonly FormName[]; locale: Locale }) {
  const m = getMessages(locale);
  const c = m.contacts;
  const place = view.destination;
  const route = view.route;
  const described = [route ? 'route-error' : null, 'route-hint'].filter(Boolean).join(' ');
  return (
    <div className="container container--narrow">
      <PageHeader title={view.page.title} intro={view.page.intro} image={view.page.image} narrow />
      {place ? (
        <section className="contact-location" aria-labelledby="location-title">
          <h2 id="location-title">{c.mapTitle}</h2>
          <LocationMap m={c} name={place.name} />
          <div className="contact-location__address">
            <h3>{c.addressHeading}</h3>
            <address>
              {place.name}
              <br />
              {place.address.street}
              <br />
              {`${place.address.postcode} ${place.address.city} (${place.address.province})`}
              <br />
              <a href={`tel:${place.phone.replace(/[^+\d]/g, '')}`}>{place.phone}</a>
              <br />
              <a href={`mailto:${place.email}`}>{place.email}</a>
            </address>
            <p>
              {c.coordinates}: {`${place.lat}, ${place.lng}`}
            </p>
          </div>
        </section>
      ) : null}
      <section
        className="route-calculator"
        id="route"
        aria-labelledby="route-title"
        data-island="route-location"
        data-props={JSON.stringify(locationMessages(c))}
      >
        <h2 id="route-title">{c.routeTitle}</h2>
        {place ? (
          <form action={directionsAction(locale)} method="get">
            <label htmlFor="route-origin">{c.routeLabel}</label>
            {route ? (
              <p id="route-error" className="field__error">
                {route.error}
              </p>
            ) : null}
            <div className="route-calculator__row">
              <input
                id="route-origin"
                name="origin"
                type="text"
                required
                maxLength={ORIGIN_MAX}
                autoComplete="address-line1"
                placeholder={c.routePlaceholder}
                defaultValue={route?.origin ?? ''}
                aria-invalid={route ? true : undefined}
                aria-describedby={described}
                // biome-ignore lint/a11y/noAutofocus: a starting point the worker refused brings the visitor back to its field
                autoFocus={Boolean(route)}
              />
              <button type="submit" className="button button--primary">
                {c.routeSubmit}
              </button>
              <button type="button" className="button button--ghost" data-locate hidden>
                {c.myLocation}
              </button>
            </div>
            <p id="route-hint" className="hint">
              {c.routeHint}
            </p>
            <p className="route-calculator__status" role="status" data-locate-status />
          </form>
        ) : (
          <p>{route?.error ?? c.routeUnavailable}</p>
        )}
      </section>
      <ScreenForms forms={forms} locale={locale} />
      <Blocks blocks={view.page.blocks} locale={locale} />
    </div>
  );
}

/** What the "my location" island says, in the page's language. */
export type LocationMessages = { locating: string; denied: string; unavailable: string };

function locationMessages(c: ReturnType<typeof getMessages>['contacts']): LocationMessages {
  return { locating: c.locating, denied: c.locationDenied, unavailable: c.locationUnavailable };
}
