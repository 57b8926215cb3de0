import type { FormName } from '../../shared/forms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { FormIsland } from './FormIsland.tsx';

/** The forms a screen declares it carries (shared/screens), at the place its page gives them. */
export function ScreenForms({ forms, locale }: { forms: readonly FormName[]; locale: Locale }) {
  return (
    <>
      {forms.map((form) => (
        <FormIsland key={form} form={form} locale={locale} />
      ))}
    </>
  );
}
