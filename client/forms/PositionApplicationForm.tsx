import { positionApplicationSchema, UPLOAD_ACCEPT } from '../../shared/forms/index.ts';
import { useFormMessages } from './messages.ts';
import { FileField, TextField } from './fields.tsx';
import { type FormProps, FormShell } from './FormShell.tsx';
import { PrivacyConsent } from './PrivacyConsent.tsx';
import { validator } from './validate.ts';

const validate = validator(positionApplicationSchema);

/** docs/product.md "Applications": name, surname, email, an optional phone and a document, on every position page. */
export function PositionApplicationForm(props: FormProps) {
  const f = useFormMessages();
  return (
    <FormShell
      {...props}
      form="position"
      titleId="position-form-title"
      title={<h2 id="position-form-title">{f.position.title}</h2>}
      intro={<p className="hint">{f.common.requiredMarker}</p>}
      submitLabel={f.position.submit}
      multipart
      validate={validate}
      labels={{
        name: f.position.name,
        surname: f.position.surname,
        email: f.position.email,
        phone: f.position.phone,
        document: f.position.document,
      }}
    >
      <div className="form__grid">
        <TextField name="name" label={f.position.name} autoComplete="given-name" required maxLength={100} />
        <TextField name="surname" label={f.position.surname} autoComplete="family-name" required maxLength={100} />
        <TextField name="email" type="email" label={f.position.email} autoComplete="email" required maxLength={254} />
        <TextField name="phone" type="tel" label={f.position.phone} autoComplete="tel" maxLength={25} />
      </div>
      <FileField name="document" label={f.position.document} hint={f.application.cvHint} accept={UPLOAD_ACCEPT} required />
      <PrivacyConsent privacyHref={props.privacyHref} />
    </FormShell>
  );
}
