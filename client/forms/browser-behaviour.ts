import { createContext, type Dispatch, type FocusEvent, type FormEvent, type MouseEvent, type RefObject, type SetStateAction } from 'react';
import type { FieldErrors, FormName, FormState, FormValues } from '../../shared/forms/index.ts';
import type { BotCheckConfig } from './environment.ts';
import type { FormMessages } from './messages.ts';

/** Whether the form has been sent (or taken for later delivery): the confirmation shows instead of the form. */
export const isDone = (state: FormState | null) => state?.status === 'sent' || state?.status === 'received';

/** The handlers FormShell attaches to its markup. */
export type FormHandlers = {
  jump(event: MouseEvent<HTMLAnchorElement>, name: string): void;
  again(event: MouseEvent<HTMLAnchorElement>): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onInput(event: FormEvent<HTMLFormElement>): void;
  onBlur(event: FocusEvent<HTMLFormElement>): void;
  onFocus(): void;
};

/** What FormShell hands its behaviour: the form, its state (which the markup shows) and its elements. */
export type FormBehaviourInput = {
  form: FormName;
  prefix: string;
  action: string | null;
  botcheck: BotCheckConfig;
  validate: (values: FormValues) => FieldErrors;
  f: FormMessages;
  state: FormState | null;
  setState: Dispatch<SetStateAction<FormState | null>>;
  setBusy: (busy: boolean) => void;
  alertRef: RefObject<HTMLDivElement | null>;
  doneRef: RefObject<HTMLDivElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
};

/** A hook: called on every render of FormShell, always the same one in a given tree. */
export type FormBehaviour = (input: FormBehaviourInput) => FormHandlers;

const nothing = () => {};
const SERVER_HANDLERS: FormHandlers = {
  jump: nothing,
  again: nothing,
  onSubmit: nothing,
  onInput: nothing,
  onBlur: nothing,
  onFocus: nothing,
};

/**
 * How a form behaves in the browser (form-behaviour.ts), provided by the form island
 * (client/islands/forms.tsx). The server renders the same markup without it: React renders no
 * handlers into HTML, and that code, with the bot check, the progress store and its jotai,
 * stays out of the worker's bundle (docs/decisions/012-worker-bundle-budget.md).
 */
export const FormBrowserContext = createContext<FormBehaviour>(() => SERVER_HANDLERS);
