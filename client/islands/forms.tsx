import type { FormName } from '../../shared/forms/index.ts';
import { FORM_COMPONENTS } from '../forms/components.ts';
import type { FormProps } from '../forms/FormShell.tsx';
import { loadFormMessages } from '../forms/load-messages.ts';
import { FormMessagesContext } from '../forms/messages.ts';
import { botToken, loadBotCheck } from '../forms/bot-check.ts';
import { type FormBrowser, FormBrowserContext } from '../forms/browser-behaviour.ts';
import { startProgress } from './progress.ts';
import { hydrateIsland } from './react-root.tsx';

/** What the forms do only here, in the browser: kept out of the server's rendering (browser-behaviour.ts). */
const BROWSER: FormBrowser = { startProgress, loadBotCheck, botToken };

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
