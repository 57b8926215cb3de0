import { AVAILABILITY_ANSWER_DAYS } from '../../shared/constants.ts';
import { REQUEST_FORM_ANCHOR, type RequestLink, requestQuery } from '../../shared/forms/index.ts';
import { format, getMessages, longDate } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import { useFormEnvironment } from '../forms/environment.ts';

/** The request link of `link`: the booking page's form, filled in with what is known. */
function requestHref(locale: Locale, link: RequestLink): string {
  return `${href('booking', locale)}${requestQuery(link)}${REQUEST_FORM_ANCHOR}`;
}

/**
 * Where a visitor decides (an accommodation, an offer): a clear way to ask for it, which
 * opens the availability request with the site chosen and this item named on the form.
 */
export function RequestCta({ locale, label, link }: { locale: Locale; label: string; link: RequestLink }) {
  const m = getMessages(locale);
  // Dates the visitor arrived with (a search, a campaign link) go on to the request.
  const { dates, onlineBooking } = useFormEnvironment();
  return (
    <div className="request-cta">
      <p className="request-cta__lead">{format(m.booking.requestLead, { days: AVAILABILITY_ANSWER_DAYS })}</p>
      {onlineBooking.opensOn ? (
        <p className="request-cta__opens">{format(m.booking.onlineBookingOpens, { date: longDate(onlineBooking.opensOn, locale) })}</p>
      ) : null}
      <a className="button button--primary" href={requestHref(locale, { ...dates, ...link })}>
        {label}
      </a>
    </div>
  );
}
