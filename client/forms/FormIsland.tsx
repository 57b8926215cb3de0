import type { FormName } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import { FORM_COMPONENTS } from './components.ts';
import { useFormEnvironment } from './environment.ts';
import type { FormProps } from './FormShell.tsx';
import { FormMessagesContext } from './messages.ts';

/**
 * A form rendered on the server inside its island marker: the props go along as JSON, so the
 * client hydrates the same component with the same props (client/islands/).
 */
export function FormIsland({ form, locale }: { form: FormName; locale: Locale }) {
  const environment = useFormEnvironment();
  const props: FormProps = {
    locale,
    state: environment.posted?.form === form ? environment.posted : null,
    stamp: environment.stamps[form] ?? '',
    botcheck: environment.botcheck,
    action: environment.fallbackAction,
    today: environment.today,
    privacyHref: href('privacy', locale),
    pageHref: environment.pagePath,
    initial: environment.prefill[form],
    // Only the request checks a stay: the other forms' props stay as they were.
    ...(form === 'availability' && environment.stayRules?.length ? { stayRules: environment.stayRules } : {}),
  };
  const Component = FORM_COMPONENTS[form];
  return (
    <div data-island={`form-${form}`} data-props={JSON.stringify(props)}>
      <FormMessagesContext.Provider value={getMessages(locale).forms}>
        <Component {...props} />
      </FormMessagesContext.Provider>
    </div>
  );
}
