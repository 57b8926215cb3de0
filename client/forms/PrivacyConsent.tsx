import { useFormMessages } from './messages.ts';
import { Checkbox } from './fields.tsx';

/** The consent checkbox with the privacy policy linked inside its label. */
export function PrivacyConsent({ privacyHref }: { privacyHref: string }) {
  const m = useFormMessages().common;
  const [before, after] = m.privacyConsent.split('{link}');
  const label = (
    <>
      {before}
      <a href={privacyHref} target="_blank" rel="noopener">
        {m.privacyLink}
      </a>
      {after ?? ''}
    </>
  );
  return <Checkbox name="privacy" label={label} required />;
}
