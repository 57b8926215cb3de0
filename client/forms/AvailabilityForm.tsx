import { availabilitySchema, PERSON_MIN_AGE } from '../../shared/forms/index.ts';
import { format } from '../../shared/i18n/format.ts';
import { useFormMessages } from './messages.ts';
import { ChoiceGroup, TextArea, TextField } from './fields.tsx';
import { type FormProps, FormShell } from './FormShell.tsx';
import { validator } from './validate.ts';

const validators = new Map<string, ReturnType<typeof validator>>();

/** "In the past" depends on the day, so there is one validator per day (in practice, one). */
function validateAvailability(today: string) {
  let validate = validators.get(today);
  if (!validate) {
    validate = validator(availabilitySchema(today), (values) => ({
      age: PERSON_MIN_AGE[values.site === 'campeggio' ? 'campeggio' : 'villaggio'],
    }));
    validators.set(today, validate);
  }
  return validate;
}

/** Spec §3, §4: the non-binding availability request of the booking page. */
export function AvailabilityForm(props: FormProps) {
  const a = useFormMessages().availability;
  return (
    <FormShell
      {...props}
      form="availability"
      titleId="availability-title"
      title={<h2 id="availability-title">{a.title}</h2>}
      intro={<p>{a.intro}</p>}
      submitLabel={a.submit}
      validate={validateAvailability(props.today)}
    >
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
        <p className="hint">{a.villageOnly}</p>
        <p className="hint">{a.campsiteOnly}</p>
        <div className="form__grid form__grid--counts">
          <TextField name="guests.person" type="number" inputMode="numeric" min={0} max={20} label={a.persons} required />
          <TextField
            name="guests.children"
            type="number"
            inputMode="numeric"
            min={0}
            max={20}
            label={a.children}
            hint={format(a.ageRange, { from: 1, to: 9 })}
          />
          <TextField name="guests.babies" type="number" inputMode="numeric" min={0} max={20} label={a.babies} />
        </div>
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
