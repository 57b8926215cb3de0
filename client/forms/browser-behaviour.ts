import { createContext, type Dispatch, type FocusEvent, type FormEvent, type MouseEvent, type RefObject, type SetStateAction } from 'react';
import type { FieldErrors, FormName, FormState, FormValues, KeptValues } from '../../shared/forms/index.ts';
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
  /** An experience block went: the values and messages of the blocks after it move up one place. */
  experienceRemoved(index: number): void;
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
  /** What the fields render as their values (FieldScope): the form as the visitor left it, since the island started. */
  setValues: Dispatch<SetStateAction<KeptValues>>;
  /** The values the empty form starts with ("send another" brings them back). */
  initial: KeptValues;
  /** The form's values as they were in the page just before the island hydrated it (FormBrowser.typed). */
  typed: KeptValues | null;
  setBusy: (busy: boolean) => void;
  alertRef: RefObject<HTMLDivElement | null>;
  doneRef: RefObject<HTMLDivElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
};

/** A hook: called on every render of FormShell, always the same one in a given tree. */
export type FormBehaviour = (input: FormBehaviourInput) => FormHandlers;

/**
 * A previous-experience block on screen: `origin` is where its values are in the form's values
 * (the page's, moved up with the blocks as one goes), none for a block added here.
 */
export type ExperienceBlock = { id: number; origin: number | null };

/** The blocks the page came with, each at its own index. */
export const blocksAsPosted = (count: number): ExperienceBlock[] =>
  Array.from({ length: count }, (_, index) => ({ id: index, origin: index }));

/** What ExperienceBlocks hands its behaviour: how many blocks the page came with, and what to name and announce. */
export type ExperienceBlocksInput = {
  count: number;
  prefix: string;
  a: FormMessages['application'];
  /** Tells the form a block went, so its values and messages follow the blocks' new places. */
  removed: (index: number) => void;
};

/** The blocks on screen, what the live region says, and the add and remove buttons' handlers. */
export type ExperienceBlocksState = {
  blocks: ExperienceBlock[];
  announcement: string;
  add(event: MouseEvent<HTMLButtonElement>): void;
  remove(event: MouseEvent<HTMLButtonElement>, index: number): void;
};

/** The browser's behaviours of the forms, each a hook called on every render of its component. */
export type FormBrowser = {
  useForm: FormBehaviour;
  useExperienceBlocks: (input: ExperienceBlocksInput) => ExperienceBlocksState;
  /** A field's value as the visitor types it (also before the island started); the server renders it as posted. */
  useFieldValue: (id: string, posted: string) => string;
  /** The form's values in the page when its island started: typed before React took over, they win over the server's. */
  typed: KeptValues | null;
};

const nothing = () => {};
const SERVER: FormBrowser = {
  useForm: () => ({
    jump: nothing,
    again: nothing,
    onSubmit: nothing,
    onInput: nothing,
    onBlur: nothing,
    onFocus: nothing,
    experienceRemoved: nothing,
  }),
  useExperienceBlocks: ({ count }) => ({ blocks: blocksAsPosted(count), announcement: '', add: nothing, remove: nothing }),
  useFieldValue: (_id, posted) => posted,
  typed: null,
};

/**
 * How the forms behave in the browser (form-behaviour.ts, group-behaviour.ts), provided by the
 * form island (client/islands/forms.tsx). The server renders the same markup without them:
 * React renders no handlers into HTML, and that code, with the bot check, the progress store
 * and its jotai, stays out of the worker's bundle (docs/decisions/012-worker-bundle-budget.md).
 */
export const FormBrowserContext = createContext<FormBrowser>(SERVER);
