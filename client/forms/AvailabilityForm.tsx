import { useContext } from 'react';
import {
  availabilitySchema,
  type BookingSite,
  BOOKING_SITES,
  brokenStayRuleValues,
  CHILD_AGES,
  childAgeField,
  MAX_ADULTS,
  MAX_CHILDREN,
  PERSON_MIN_AGE,
  siteBands,
  type StayRule,
} from '../../shared/forms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { format } from '../../shared/i18n/format.ts';
import { FormBrowserContext } from './browser-behaviour.ts';
import { type FormMessages, useFormMessages } from './messages.ts';
import { ChoiceGroup, FieldScopeContext, fieldId, SelectField, TextArea, TextField, textValue } from './fields.tsx';
import { type FormProps, FormShell } from './FormShell.tsx';
import { validator } from './validate.ts';

const validators = new Map<string, ReturnType<typeof validator>>();
const NO_RULES: StayRule[] = [];

/**
 * "In the past" depends on the day, the price list's stay rules on the page's content and their
 * message on the language, so there is one validator per day, rules and language (in practice, one).
 */
function validateAvailability(today: string, rules: StayRule[], locale: Locale) {
  const key = `${today}|${locale}|${JSON.stringify(rules)}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = validator(availabilitySchema(today, rules), (values) => ({
      age: PERSON_MIN_AGE[values.site === 'campeggio' ? 'campeggio' : 'villaggio'],
      max: MAX_CHILDREN,
      ...brokenStayRuleValues(rules, values, locale),
    }));
    validators.set(key, validate);
  }
  return validate;
}

/** How a site counts guests, written from the one definition of its age bands. */
function bandsLine(a: FormMessages['availability'], site: BookingSite): string {
  const bands = siteBands(site).map((band) => {
    const ages =
      band.maxAge === undefined
        ? format(a.ageFrom, { from: band.minAge })
        : band.maxAge === 0
          ? a.ageUnderOne
          : format(a.ageRange, { from: band.minAge, to: band.maxAge });
    return `${a.bandNames[band.key]} ${ages}`;
  });
  return format(a.bandsLine, { site: site === 'villaggio' ? a.village : a.campsite, bands: bands.join(', ') });
}

const countOf = (value: string) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? Math.min(number, MAX_CHILDREN) : 0;
};

/**
 * One age field per child. Without JavaScript the page re-rendered after a post shows as many
 * as the children counted (the schema asks for the missing ages); with it, they follow the count.
 */
function ChildAges({ label, underOne }: { label: string; underOne: string }) {
  const scope = useContext(FieldScopeContext);
  const { useFieldValue } = useContext(FormBrowserContext);
  const countId = scope ? fieldId(scope.prefix, 'guests.children') : '';
  const children = countOf(useFieldValue(countId, scope ? textValue(scope.values, 'guests.children') : ''));
  if (children === 0) return null;
  const options: [string, string][] = CHILD_AGES.map((age) => [String(age), age === 0 ? `0 (${underOne})` : String(age)]);
  return (
    <div className="form__grid form__grid--counts">
      {Array.from({ length: children }, (_, index) => (
        <SelectField
          key={childAgeField(index + 1)}
          name={childAgeField(index + 1)}
          label={format(label, { n: index + 1 })}
          options={options}
          required
        />
      ))}
    </div>
  );
}

/** The labels the error summary names its links with. */
function labels(a: FormMessages['availability']): Record<string, string> {
  const children = Object.fromEntries(
    Array.from({ length: MAX_CHILDREN }, (_, index) => [childAgeField(index + 1), format(a.childAge, { n: index + 1 })]),
  );
  return {
    site: a.site,
    checkin: a.checkin,
    checkout: a.checkout,
    'guests.adults': a.adults,
    'guests.children': a.children,
    ...children,
    subject: a.subject,
    firstname: a.firstname,
    lastname: a.lastname,
    email: a.email,
    phone: a.phone,
    request: a.request,
  };
}

/** The non-binding availability request: adults and each child's age, mapped to the chosen site's bands. */
export function AvailabilityForm(props: FormProps) {
  const a = useFormMessages().availability;
  // The page the request started from (docs/product.md "Booking path"): once on the form, the
  // field stays, emptied or not, through every refused submit.
  const subject = props.state?.values.subject ?? props.initial?.subject;
  return (
    <FormShell
      {...props}
      form="availability"
      titleId="availability-title"
      title={<h2 id="availability-title">{a.title}</h2>}
      intro={<p>{a.intro}</p>}
      submitLabel={a.submit}
      validate={validateAvailability(props.today, props.stayRules ?? NO_RULES, props.locale)}
      labels={labels(a)}
      againLabel={a.sendAnother}
    >
      {subject !== undefined ? <TextField name="subject" label={a.subject} maxLength={200} className="field--wide" /> : null}
      <ChoiceGroup
        name="site"
        legend={a.site}
        options={[
          ['villaggio', a.village],
          ['campeggio', a.campsite],
        ]}
        required
      />
      <fieldset className="form__group">
        <legend>{a.dates}</legend>
        <div className="form__grid">
          <TextField name="checkin" type="date" label={a.checkin} min={props.today} required />
          <TextField name="checkout" type="date" label={a.checkout} min={props.today} required />
        </div>
      </fieldset>
      <fieldset className="form__group">
        <legend>{a.guests}</legend>
        {BOOKING_SITES.map((site) => (
          <p key={site} className="hint">
            {bandsLine(a, site)}
          </p>
        ))}
        <div className="form__grid form__grid--counts">
          <TextField
            name="guests.adults"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ADULTS}
            label={a.adults}
            hint={a.adultsHint}
            required
          />
          <TextField
            name="guests.children"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CHILDREN}
            label={a.children}
            hint={a.childrenHint}
          />
        </div>
        <ChildAges label={a.childAge} underOne={a.ageUnderOne} />
      </fieldset>
      <fieldset className="form__group">
        <legend>{a.contact}</legend>
        <div className="form__grid">
          <TextField name="firstname" label={a.firstname} autoComplete="given-name" required maxLength={100} />
          <TextField name="lastname" label={a.lastname} autoComplete="family-name" required maxLength={100} />
          <TextField name="email" type="email" label={a.email} autoComplete="email" required maxLength={254} />
          <TextField name="phone" type="tel" label={a.phone} autoComplete="tel" maxLength={25} />
        </div>
        <TextArea name="request" label={a.request} hint={a.requestHint} maxLength={5000} />
      </fieldset>
    </FormShell>
  );
}
