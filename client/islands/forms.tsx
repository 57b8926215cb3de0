import type { FormName } from '../../shared/forms/index.ts';
import { FORM_COMPONENTS } from '../forms/components.ts';
import type { FormProps } from '../forms/FormShell.tsx';
import { loadFormMessages } from '../forms/load-messages.ts';
import { FormMessagesContext } from '../forms/messages.ts';
import { FormBrowserContext, type FormBrowser } from '../forms/browser-behaviour.ts';
import { formValues, useFormBehaviour } from '../forms/form-behaviour.ts';
import { useExperienceBlocks, useFieldValue } from '../forms/group-behaviour.ts';
import { hydrateIsland } from './react-root.tsx';

const BROWSER: Omit<FormBrowser, 'typed'> = { useForm: useFormBehaviour, useExperienceBlocks, useFieldValue };

/**
 * Hydrates a form island with the props the server rendered it with, in its language. The
 * island starts on the first interaction, so the visitor may be typing while it loads: what the
 * form holds just before React takes over goes along, and wins over the server's values.
 */
export async function startForm(element: HTMLElement, props: unknown): Promise<void> {
  const name = (element.dataset.island ?? '').replace(/^form-/, '') as FormName;
  const Form = FORM_COMPONENTS[name];
  if (!Form) return;
  const formProps = props as FormProps;
  const messages = await loadFormMessages(formProps.locale);
  const form = element.querySelector('form');
  const browser: FormBrowser = { ...BROWSER, typed: form ? formValues(form) : null };
  hydrateIsland(
    element,
    <FormMessagesContext.Provider value={messages}>
      <FormBrowserContext.Provider value={browser}>
        <Form {...formProps} />
      </FormBrowserContext.Provider>
    </FormMessagesContext.Provider>,
  );
}
