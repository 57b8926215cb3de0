import { SITES } from '../../shared/cms/index.ts';
import { AVAILABILITY_ANSWER_DAYS } from '../../shared/constants.ts';
import { REQUEST_FORM_ANCHOR, requestQuery } from '../../shared/forms/index.ts';
import { href } from '../../shared/routes/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { LOCALE_ISO, type Locale } from '../../shared/locales.ts';
import { Blocks } from '../components/Blocks.tsx';
import { FormIsland } from '../forms/FormIsland.tsx';
import { PageHeader } from './PageHeader.tsx';
import type { ScreenView } from './types.ts';

type View<S extends ScreenView['screen']> = Extract<ScreenView, { screen: S }>;

/** Village or campsite, each with online booking (or the day it opens) and an availability request. */
export function BookingScreen({ view, locale }: { view: View<'booking'>; locale: Locale }) {
  const m = getMessages(locale);
  const opens = view.opensOn
    ? new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(view.opensOn))
    : null;
  return (
    <div className="container">
      <PageHeader title={view.page.title} intro={view.page.intro} image={view.page.image} />
      {opens ? (
        <p className="notice" id="booking-closed">
          {format(m.booking.closedNotice, { date: opens, days: AVAILABILITY_ANSWER_DAYS })}
        </p>
      ) : null}
      <h2>{m.booking.chooseSite}</h2>
      <ul className="site-choice">
        {SITES.map((site) => (
          <li key={site} className="site-choice__card">
            <h3>{site === 'villaggio' ? m.booking.village : m.booking.campsite}</h3>
            <p>{site === 'villaggio' ? m.booking.villageText : m.booking.campsiteText}</p>
            <div className="site-choice__actions">
              {opens ? (
                <span className="button button--disabled" aria-disabled="true">
                  {format(m.booking.onlineBookingOpens, { date: opens })}
                </span>
              ) : (
                <a className="button button--primary" href={`${view.onlineUrl}?site=${site}&lang=${locale}`} rel="noopener">
                  {m.booking.bookOnline}
                </a>
              )}
              <a className="button button--ghost" href={`${href('booking', locale)}${requestQuery({ site })}${REQUEST_FORM_ANCHOR}`}>
                {m.booking.requestAvailability}
              </a>
            </div>
          </li>
        ))}
      </ul>
      <FormIsland form="availability" locale={locale} />
      <Blocks blocks={view.page.blocks} locale={locale} />
    </div>
  );
}

/** Contacts with a route calculator: a plain GET form, so it works without JavaScript. */
export function ContactsScreen({ view, locale }: { view: View<'contacts'>; locale: Locale }) {
  const m = getMessages(locale);
  return (
    <div className="container container--narrow">
      <PageHeader title={view.page.title} intro={view.page.intro} image={view.page.image} />
      {view.destination ? (
        <section className="route-calculator" aria-labelledby="route-title">
          <h2 id="route-title">{m.contacts.routeTitle}</h2>
          <form action="https://www.google.com/maps/dir/" method="get" target="_blank" rel="noopener">
            <input type="hidden" name="api" value="1" />
            <input type="hidden" name="destination" value={`${view.destination.lat},${view.destination.lng}`} />
            <label htmlFor="route-origin">{m.contacts.routeLabel}</label>
            <div className="route-calculator__row">
              <input
                id="route-origin"
                name="origin"
                type="text"
                required
                autoComplete="address-line1"
                placeholder={m.contacts.routePlaceholder}
                aria-describedby="route-hint"
              />
              <button type="submit" className="button button--primary">
                {m.contacts.routeSubmit}
              </button>
            </div>
            <p id="route-hint" className="hint">
              {m.contacts.routeHint}
            </p>
          </form>
        </section>
      ) : null}
      <Blocks blocks={view.page.blocks} locale={locale} />
    </div>
  );
}
