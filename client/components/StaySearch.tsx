import type { InputHTMLAttributes } from 'react';
import {
  BOOKING_SITES,
  type BookingSite,
  bookOnlineAction,
  CHILD_AGES,
  childAgeField,
  childAgeQuery,
  type KeptValues,
  MAX_ADULTS,
  MAX_CHILDREN,
  REQUEST_FORM_ANCHOR,
  STAY_QUERY,
  STAY_SEARCH_ANCHOR,
  type StayRule,
} from '../../shared/forms/index.ts';
import { format, getMessages, longDate } from '../../shared/i18n/index.ts';
import { AVAILABILITY_ANSWER_DAYS } from '../../shared/constants.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import { useFormEnvironment } from '../forms/environment.ts';

/** What the `stay-search` island needs to check the price list's stay rules before the search is sent. */
export type StayRulesCheck = { locale: Locale; rules: StayRule[]; messages: Record<string, string>; problem: string };

/** Where the search comes from: an accommodation (its site is fixed) or an offer, by slug and name. */
export type StayOrigin = { site?: BookingSite; unit?: string; offer?: string; subject?: string };

const text = (values: KeptValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};

const childCount = (value: string) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? Math.min(number, MAX_CHILDREN) : 0;
};

/**
 * Every "book" of the site (docs/product.md "Booking path"): the home page's date search, the
 * booking page, each accommodation and offer page. A plain GET form, so it works without
 * JavaScript. While online booking is open its first button opens the booking engine through
 * the worker (`/book/{locale}`, which carries dates, guests per age band, language, unit or
 * offer) and its second sends the same stay into the availability request; before the opening
 * day the request is the only action and the form says when online booking opens. Each child's
 * age is asked (the engine counts guests by age); the `stay-search` island shows as many age
 * fields as children, and without it the worker asks for the missing ones.
 */
export function StaySearch({ locale, from = {}, hero = false }: { locale: Locale; from?: StayOrigin; hero?: boolean }) {
  const m = getMessages(locale);
  const b = m.booking;
  const { today, onlineBooking, staySearch, prefill, dates, stayRules = [] } = useFormEnvironment();
  const open = onlineBooking.opensOn === null;
  // The search the worker sent back to be corrected (on the booking page), else what the page's query carried:
  // the request's prefill on the booking page, elsewhere
  // the dates a page was reached with (a search, a campaign link).
  const values: KeptValues = staySearch?.values ?? prefill.availability ?? { ...dates };
  const errors = staySearch?.errors ?? {};
  const field = (name: string) => `date-search-${name}`;
  const requestAction = `${href('booking', locale)}${REQUEST_FORM_ANCHOR}`;
  const children = childCount(text(values, 'guests.children'));
  const site = from.site ?? (text(values, 'site') === 'campeggio' ? 'campeggio' : 'villaggio');
  const errorOf = (name: string) =>
    errors[name] ? (
      <span className="field__error" id={field(`${name.replaceAll('.', '-')}-error`)}>
        {errors[name]}
      </span>
    ) : null;
  const described = (name: string) => (errors[name] ? field(`${name.replaceAll('.', '-')}-error`) : undefined);

  // Query names are short (`adults`), field names the request form's (`guests.adults`): the worker maps them back.
  const queryName: Record<string, string> = {
    checkin: STAY_QUERY.checkin,
    checkout: STAY_QUERY.checkout,
    'guests.adults': STAY_QUERY.adults,
    'guests.children': STAY_QUERY.children,
  };
  const stayInput = (
    name: string,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement> & { 'data-children'?: boolean },
    fallback = '',
  ) => (
    <div className={`date-search__field${props.type === 'number' ? ' date-search__field--count' : ''}`}>
      <label htmlFor={field(name.replace('guests.', ''))}>{label}</label>
      <input
        id={field(name.replace('guests.', ''))}
        name={queryName[name]}
        {...props}
        defaultValue={text(values, name) || fallback}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name)}
      />
      {errorOf(name)}
    </div>
  );
  // The price list's stay rules and their messages, for the island to check before the search
  // is sent (client/islands/stay-search.ts); the worker checks them again.
  const e = m.forms.errors;
  const rulesCheck: StayRulesCheck | null =
    stayRules.length > 0
      ? {
          locale,
          rules: stayRules,
          messages: {
            'errors.stayNights': e.stayNights,
            'errors.stayNightsArrival': e.stayNightsArrival,
            'errors.stayArrival': e.stayArrival,
          },
          problem: b.searchProblem,
        }
      : null;
  const ageOptions = CHILD_AGES.map((age) => [String(age), age === 0 ? `0 (${m.forms.availability.ageUnderOne})` : String(age)] as const);
  return (
    <form
      className={hero ? 'date-search date-search--hero' : 'date-search'}
      id={STAY_SEARCH_ANCHOR.slice(1)}
      method="get"
      action={open ? bookOnlineAction(locale) : requestAction}
      aria-labelledby="date-search-title"
      aria-describedby="date-search-hint"
      data-island="stay-search"
      data-stay-rules={rulesCheck ? JSON.stringify(rulesCheck) : undefined}
    >
      <h2 id="date-search-title" className="date-search__title">
        {b.searchTitle}
      </h2>
      {from.subject ? <p className="date-search__subject">{format(b.searchFor, { subject: from.subject })}</p> : null}
      {Object.keys(errors).length > 0 ? (
        <p className="date-search__problem" role="alert">
          {errors.form ?? b.searchProblem}
        </p>
      ) : null}
      {from.site ? (
        <input type="hidden" name={STAY_QUERY.site} value={from.site} />
      ) : (
        <fieldset className="date-search__sites">
          <legend>{b.chooseSite}</legend>
          {BOOKING_SITES.map((option) => (
            <label key={option} className="date-search__site">
              <input
                type="radio"
                name={STAY_QUERY.site}
                value={option}
                defaultChecked={option === site}
                aria-describedby={described('site')}
              />
              {option === 'villaggio' ? b.village : b.campsite}
            </label>
          ))}
          {errorOf('site')}
        </fieldset>
      )}
      <div className="date-search__fields">
        {stayInput('checkin', b.searchArrival, { type: 'date', min: today, required: true })}
        {stayInput('checkout', b.searchDeparture, { type: 'date', min: today, required: true })}
        {stayInput('guests.adults', b.searchAdults, { type: 'number', inputMode: 'numeric', min: 1, max: MAX_ADULTS }, '2')}
        {stayInput(
          'guests.children',
          b.searchChildren,
          { type: 'number', inputMode: 'numeric', min: 0, max: MAX_CHILDREN, 'data-children': true },
          '0',
        )}
        <div className="date-search__ages" data-ages hidden={children === 0}>
          <p className="date-search__ages-hint">{b.searchAgesHint}</p>
          {Array.from({ length: MAX_CHILDREN }, (_, index) => {
            const n = index + 1;
            const name = childAgeField(n);
            const shown = n <= children;
            return (
              <div key={name} className="date-search__field date-search__field--age" data-age={n} hidden={!shown}>
                <label htmlFor={field(`age-${n}`)}>{format(m.forms.availability.childAge, { n })}</label>
                <select
                  id={field(`age-${n}`)}
                  name={childAgeQuery(n)}
                  disabled={!shown}
                  required={shown}
                  defaultValue={text(values, name)}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={described(name)}
                >
                  <option value="">{b.searchAgeChoose}</option>
                  {ageOptions.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
                {errorOf(name)}
              </div>
            );
          })}
        </div>
        {from.unit ? <input type="hidden" name={STAY_QUERY.unit} value={from.unit} /> : null}
        {from.offer ? <input type="hidden" name={STAY_QUERY.offer} value={from.offer} /> : null}
        {from.subject ? <input type="hidden" name={STAY_QUERY.subject} value={from.subject} /> : null}
        <div className="date-search__actions">
          <button type="submit" className="button button--primary date-search__submit">
            {open ? b.searchBook : b.searchRequest}
          </button>
          {open ? (
            <button type="submit" className="button button--ghost date-search__request" formAction={requestAction} formNoValidate>
              {b.searchRequestInstead}
            </button>
          ) : null}
        </div>
      </div>
      <p id="date-search-hint" className="date-search__hint">
        {open
          ? format(b.searchOpenHint, { days: AVAILABILITY_ANSWER_DAYS })
          : format(b.searchClosedHint, { days: AVAILABILITY_ANSWER_DAYS, date: longDate(onlineBooking.opensOn ?? today, locale) })}
      </p>
    </form>
  );
}
