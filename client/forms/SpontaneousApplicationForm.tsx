import {
  APPLICANT_MIN_AGE,
  DOCUMENTS,
  EXPERIENCE_KEYS,
  experienceField,
  GENDERS,
  LANGUAGE_LEVELS,
  MARITAL_STATUSES,
  MAX_EXPERIENCES,
  PREFERENCES,
  ROLES,
  spontaneousApplicationSchema,
  UPLOAD_ACCEPT,
} from '../../shared/forms/index.ts';
import { format } from '../../shared/i18n/format.ts';
import { useFormMessages } from './messages.ts';
import { LOCALES } from '../../shared/locales.ts';
import { ExperienceBlocks } from './ExperienceBlocks.tsx';
import { Checkbox, ChoiceGroup, FileField, SelectField, TextField } from './fields.tsx';
import { type FormProps, FormShell } from './FormShell.tsx';
import { PrivacyConsent } from './PrivacyConsent.tsx';
import { validator } from './validate.ts';

const validators = new Map<string, ReturnType<typeof validator>>();

/** A birth date "in the future" depends on the day, so there is one validator per day (in practice, one). */
function validateApplication(today: string) {
  let validate = validators.get(today);
  if (!validate) {
    validate = validator(spontaneousApplicationSchema(today), () => ({ minAge: APPLICANT_MIN_AGE }));
    validators.set(today, validate);
  }
  return validate;
}

type ApplicationMessages = ReturnType<typeof useFormMessages>;

/** The labels the error summary names its links with (an experience's fields carry its number). */
function labels(f: ApplicationMessages): Record<string, string> {
  const a = f.application;
  const experiences = EXPERIENCE_INDEXES.flatMap((index) => {
    const title = format(a.experience, { n: index + 1 });
    const fields: Record<(typeof EXPERIENCE_KEYS)[number], string> = {
      place: a.experiencePlace,
      workplace: a.workplace,
      sector: a.sector,
      start: a.startPeriod,
      end: a.endPeriod,
    };
    return EXPERIENCE_KEYS.map((key) => [experienceField(index, key), `${title}, ${fields[key]}`]);
  });
  const languages = LOCALES.map((locale) => [`language.${locale}`, format(a.languageLevel, { language: a.languageNames[locale] })]);
  return {
    surname: a.surname,
    name: a.name,
    birthplace: a.birthplace,
    country: a.country,
    birthDate: a.birthDate,
    gender: a.gender,
    maritalStatus: a.maritalStatus,
    street: a.street,
    postcode: a.postcode,
    city: a.city,
    province: a.province,
    addressCountry: a.addressCountry,
    phone: a.phone,
    email: a.email,
    ...Object.fromEntries(experiences),
    roles: a.role,
    drivingLicence: a.drivingLicence,
    availableFrom: a.availableFrom,
    availableTo: a.availableTo,
    ...Object.fromEntries(languages),
    documents: a.documents,
    preferences: a.preferences,
    cv: a.cv,
  };
}
const EXPERIENCE_INDEXES = Array.from({ length: MAX_EXPERIENCES }, (_, index) => index);

/** The general job application (docs/product.md "Applications"); the starred fields are the product's. */
export function SpontaneousApplicationForm(props: FormProps) {
  const f = useFormMessages();
  const a = f.application;
  return (
    <FormShell
      {...props}
      form="application"
      titleId="application-title"
      title={<h2 id="application-title">{a.title}</h2>}
      intro={
        <>
          <p>{a.intro}</p>
          <p className="hint">{f.common.requiredMarker}</p>
        </>
      }
      submitLabel={a.submit}
      multipart
      validate={validateApplication(props.today)}
      labels={labels(f)}
    >
      {/* Enter in a field sends the form: the first submit button is the default one, and the add
          and remove buttons below must not be it. Out of sight and of the tab order. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {a.submit}
      </button>
      <fieldset className="form__group">
        <legend>{a.personal}</legend>
        <div className="form__grid">
          <TextField name="surname" label={a.surname} autoComplete="family-name" required maxLength={100} />
          <TextField name="name" label={a.name} autoComplete="given-name" required maxLength={100} />
          <TextField name="birthplace" label={a.birthplace} required maxLength={100} />
          <TextField name="country" label={a.country} autoComplete="country-name" maxLength={100} />
          <TextField
            name="birthDate"
            label={a.birthDate}
            hint={a.birthDateHint}
            autoComplete="bday"
            inputMode="numeric"
            required
            maxLength={10}
          />
        </div>
        <ChoiceGroup name="gender" legend={a.gender} options={GENDERS.map((value) => [value, a[value]])} />
        <ChoiceGroup name="maritalStatus" legend={a.maritalStatus} options={MARITAL_STATUSES.map((value) => [value, a[value]])} />
      </fieldset>
      <fieldset className="form__group">
        <legend>{a.address}</legend>
        <div className="form__grid">
          <TextField name="street" label={a.street} autoComplete="address-line1" maxLength={150} />
          <TextField name="postcode" label={a.postcode} autoComplete="postal-code" maxLength={12} />
          <TextField name="city" label={a.city} autoComplete="address-level2" maxLength={100} />
          <TextField name="province" label={a.province} autoComplete="address-level1" maxLength={100} />
          <TextField name="addressCountry" label={a.addressCountry} autoComplete="country-name" maxLength={100} />
          <TextField name="phone" type="tel" label={a.phone} autoComplete="tel" maxLength={25} />
          <TextField name="email" type="email" label={a.email} autoComplete="email" maxLength={254} />
        </div>
      </fieldset>
      <ExperienceBlocks focus={props.state?.focus} />
      <fieldset className="form__group">
        <legend>{a.availability}</legend>
        <ChoiceGroup name="roles" legend={a.role} options={ROLES.map((role) => [role, a.roles[role]])} multiple />
        <Checkbox name="drivingLicence" label={a.drivingLicence} />
        <div className="form__grid">
          <TextField name="availableFrom" type="date" label={a.availableFrom} />
          <TextField name="availableTo" type="date" label={a.availableTo} />
        </div>
      </fieldset>
      <fieldset className="form__group">
        <legend>{a.languages}</legend>
        <div className="form__grid">
          {LOCALES.map((locale) => (
            <SelectField
              key={locale}
              name={`language.${locale}`}
              label={format(a.languageLevel, { language: a.languageNames[locale] })}
              options={LANGUAGE_LEVELS.map((level) => [level, a.levels[level]])}
            />
          ))}
        </div>
      </fieldset>
      <ChoiceGroup
        name="documents"
        legend={a.documents}
        options={DOCUMENTS.map((document) => [document, a.documentTypes[document]])}
        multiple
      />
      <ChoiceGroup
        name="preferences"
        legend={a.preferences}
        options={PREFERENCES.map((preference) => [preference, a.preferenceTypes[preference]])}
        multiple
      />
      <FileField name="cv" label={a.cv} hint={a.cvHint} accept={UPLOAD_ACCEPT} required />
      <PrivacyConsent privacyHref={props.privacyHref} />
    </FormShell>
  );
}
