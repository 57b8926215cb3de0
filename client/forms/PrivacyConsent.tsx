import { useFormMessages } from './messages.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import { Checkbox } from './fields.tsx';

/** The consent checkbox with the privacy policy linked inside its label. */
export function PrivacyConsent({ locale }: { locale: Locale }) {
  const m = useFormMessages().common;
  const [before, after] = m.privacyConsent.split('{link}');
  const label = (
    <>
      {before}
      <a href={href('privacy', locale)} target="_blank" rel="noopener">
        {m.privacyLink}
      </a>
      {after ?? ''}
    </>
  );
  return <Checkbox name="privacy" label={label} required />;
}
