import { newsletterSchema } from '../../shared/forms/index.ts';
import { useFormMessages } from './messages.ts';
import { TextField } from './fields.tsx';
import { type FormProps, FormShell } from './FormShell.tsx';
import { PrivacyConsent } from './PrivacyConsent.tsx';
import { validator } from './validate.ts';

const validate = validator(newsletterSchema);

/** The footer's newsletter block (docs/product.md "Forms"): email and privacy consent. */
export function NewsletterForm(props: FormProps) {
  const f = useFormMessages();
  const m = f.newsletter;
  return (
    <FormShell
      {...props}
      form="newsletter"
      className="newsletter"
      titleId="newsletter-title"
      title={<h2 id="newsletter-title">{m.title}</h2>}
      intro={<p className="newsletter__text">{m.text}</p>}
      submitLabel={m.submit}
      validate={validate}
      labels={{ email: m.email }}
    >
      <TextField name="email" type="email" label={m.email} placeholder={m.placeholder} autoComplete="email" required maxLength={254} />
      <PrivacyConsent privacyHref={props.privacyHref} />
    </FormShell>
  );
}
