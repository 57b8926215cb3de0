import { MAX_ADULTS, MAX_CHILDREN, REQUEST_FORM_ANCHOR, REQUEST_QUERY } from '../../shared/forms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { AVAILABILITY_ANSWER_DAYS } from '../../shared/constants.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import { useFormEnvironment } from '../forms/environment.ts';

/**
 * The home page's date search, in the first screen: arrival, departure and guests. A plain GET
 * form, so it works without JavaScript. While online booking is closed it opens the
 * availability request with everything filled in; once open, the booking engine.
 */
export function DateSearch({ locale, opensOn, onlineUrl }: { locale: Locale; opensOn: string | null; onlineUrl: string }) {
  const m = getMessages(locale).booking;
  const { today } = useFormEnvironment();
  const open = opensOn === null;
  const field = (name: string) => `date-search-${name}`;
  return (
    <form
      className="date-search"
      method="get"
      action={open ? onlineUrl : `${href('booking', locale)}${REQUEST_FORM_ANCHOR}`}
      aria-labelledby="date-search-title"
      aria-describedby={open ? undefined : 'date-search-hint'}
    >
      <h2 id="date-search-title" className="date-search__title">
        {m.searchTitle}
      </h2>
      <div className="date-search__fields">
        <div className="date-search__field">
          <label htmlFor={field('checkin')}>{m.searchArrival}</label>
          <input id={field('checkin')} name={REQUEST_QUERY.checkin} type="date" min={today} />
        </div>
        <div className="date-search__field">
          <label htmlFor={field('checkout')}>{m.searchDeparture}</label>
          <input id={field('checkout')} name={REQUEST_QUERY.checkout} type="date" min={today} />
        </div>
        <div className="date-search__field date-search__field--count">
          <label htmlFor={field('adults')}>{m.searchAdults}</label>
          <input
            id={field('adults')}
            name={REQUEST_QUERY.adults}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ADULTS}
            defaultValue={2}
          />
        </div>
        <div className="date-search__field date-search__field--count">
          <label htmlFor={field('children')}>{m.searchChildren}</label>
          <input
            id={field('children')}
            name={REQUEST_QUERY.children}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CHILDREN}
            defaultValue={0}
          />
        </div>
        {open ? <input type="hidden" name="lang" value={locale} /> : null}
        <button type="submit" className="button button--primary date-search__submit">
          {open ? m.searchBook : m.searchRequest}
        </button>
      </div>
      {open ? null : (
        <p id="date-search-hint" className="date-search__hint">
          {format(m.searchClosedHint, { days: AVAILABILITY_ANSWER_DAYS })}
        </p>
      )}
    </form>
  );
}
