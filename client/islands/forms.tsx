import type { FormName } from '../../shared/forms/index.ts';
import { FORM_COMPONENTS } from '../forms/components.ts';
import type { FormProps } from '../forms/FormShell.tsx';
import { loadFormMessages } from '../forms/load-messages.ts';
import { FormMessagesContext } from '../forms/messages.ts';
import { FormBrowserContext, type FormBrowser } from '../forms/browser-behaviour.ts';
import { useFormBehaviour } from '../forms/form-behaviour.ts';
import { useExperienceBlocks, useFieldValue } from '../forms/group-behaviour.ts';
import { hydrateIsland } from './react-root.tsx';

const BROWSER: FormBrowser = { useForm: useFormBehaviour, useExperienceBlocks, useFieldValue };

/** Hydrates a form island with the props the server rendered it with, in its language. */
export async function startForm(element: HTMLElement, props: unknown): Promise<void> {
  const name = (element.dataset.island ?? '').replace(/^form-/, '') as FormName;
  const Form = FORM_COMPONENTS[name];
  if (!Form) return;
  const formProps = props as FormProps;
  const messages = await loadFormMessages(formProps.locale);
  hydrateIsland(
    element,
    <FormMessagesContext.Provider value={messages}>
      <FormBrowserContext.Provider value={BROWSER}>
        <Form {...formProps} />
      </FormBrowserContext.Provider>
    </FormMessagesContext.Provider>,
  );
}
