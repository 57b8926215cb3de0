import { CONTACT_MESSAGE_MAX, contactSchema } from '../../shared/forms/index.ts';
import { useFormMessages } from './messages.ts';
import { TextArea, TextField } from './fields.tsx';
import { type FormProps, FormShell } from './FormShell.tsx';
import { PrivacyConsent } from './PrivacyConsent.tsx';
import { validator } from './validate.ts';

const validate = validator(contactSchema);

/** docs/product.md "Contacts": name, e-mail, message and privacy, sent to the village through the mail endpoint. */
export function ContactForm(props: FormProps) {
  const f = useFormMessages();
  return (
    <FormShell
      {...props}
      form="contact"
      titleId="contact-form-title"
      title={<h2 id="contact-form-title">{f.contact.title}</h2>}
      intro={<p className="hint">{f.common.requiredMarker}</p>}
      submitLabel={f.contact.submit}
      againLabel={f.contact.sendAnother}
      validate={validate}
      labels={{ name: f.contact.name, email: f.contact.email, message: f.contact.message }}
    >
      <div className="form__grid">
        <TextField name="name" label={f.contact.name} autoComplete="name" required maxLength={100} />
        <TextField name="email" type="email" label={f.contact.email} autoComplete="email" required maxLength={254} />
      </div>
      <TextArea name="message" label={f.contact.message} maxLength={CONTACT_MESSAGE_MAX} required />
      <PrivacyConsent privacyHref={props.privacyHref} />
    </FormShell>
  );
}
