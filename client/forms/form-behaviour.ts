import { type FocusEvent, type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import {
  EXPERIENCE_KEYS,
  experienceField,
  type FieldErrors,
  type FormState,
  type KeptValues,
  MAX_EXPERIENCES,
  messageOf,
  missesRequired,
  outcomeMessage,
  readForm,
  TOKEN_FIELD,
} from '../../shared/forms/index.ts';
import { HIDE_LOADING, SHOW_LOADING } from '../islands/loading-events.ts';
import { startProgress } from '../islands/progress.ts';
import { botToken, loadBotCheck } from './bot-check.ts';
import { type FormBehaviour, type FormHandlers, isDone } from './browser-behaviour.ts';
import { fieldId } from './fields.tsx';

/** The form's values as the browser holds them now: text and the choices made, never a file. */
export function formValues(element: HTMLFormElement): KeptValues {
  const values: KeptValues = {};
  for (const [name, value] of Object.entries(readForm(new FormData(element)))) {
    if (typeof value === 'string' || Array.isArray(value)) values[name] = value;
  }
  return values;
}

/** Line breaks as a textarea's value has them (a posted value comes back with CR LF). */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * Hydrating a textarea, React sets it back to the text the server rendered in it (when there was
 * some), over what the visitor typed while the island loaded; inputs and selects keep theirs.
 * Only a textarea that shows its server text again gets the typed one back.
 */
function restoreTyped(element: HTMLFormElement, typed: KeptValues): void {
  for (const area of element.querySelectorAll('textarea')) {
    const value = typed[area.name];
    const shown = lines(area.value);
    if (typeof value === 'string' && shown === lines(area.defaultValue) && shown !== lines(value)) area.value = value;
  }
}

/** The messages left once some fields have theirs taken away; none left means no banner either (after a refused submit). */
function withErrors(current: FormState | null, errors: Record<string, string>): FormState | null {
  if (!current) return current;
  if (Object.keys(errors).length === 0 && current.status === 'invalid') return null;
  return { ...current, errors };
}

/** Names of one record after the experience block `removed` went: the blocks after it take its place. */
function shiftExperiences<T>(record: Record<string, T>, removed: number): Record<string, T> {
  const shifted: Record<string, T> = { ...record };
  for (let index = removed; index < MAX_EXPERIENCES; index++) {
    for (const key of EXPERIENCE_KEYS) {
      const next = record[experienceField(index + 1, key)];
      if (next === undefined) delete shifted[experienceField(index, key)];
      else shifted[experienceField(index, key)] = next;
    }
  }
  return shifted;
}

/**
 * What a form does once its island has hydrated (the form island provides it through
 * FormBrowserContext; the server renders FormShell without it): checks fields as they are
 * left, posts in the background with a bot-check token, shows the progress bar, and moves the
 * focus to what changed.
 */
export const useFormBehaviour: FormBehaviour = ({
  form,
  prefix,
  action,
  botcheck,
  validate,
  f,
  state,
  setState,
  setValues,
  initial,
  typed,
  setBusy,
  alertRef,
  doneRef,
  formRef,
}): FormHandlers => {
  const [edited, setEdited] = useState<Set<string>>(new Set());

  // The island takes over the form as the visitor left it, typed before it started included
  // (docs/product.md "Forms"): the fields that depend on others (a child's age) follow from it.
  const takenOver = useRef(false);
  useEffect(() => {
    const element = formRef.current;
    if (takenOver.current || !element) return;
    takenOver.current = true;
    if (typed) restoreTyped(element, typed);
    setValues(formValues(element));
  }, [formRef, typed, setValues]);

  // A message on a field that is gone (fewer children, an experience removed) goes with it:
  // every link of the summary leads to a field on the page.
  const onPage = (name: string) => formRef.current?.querySelector(`#${CSS.escape(fieldId(prefix, name))}`) != null;
  const dropGone = () =>
    setState((current) => {
      if (!current || Object.keys(current.errors).every(onPage)) return current;
      return withErrors(current, Object.fromEntries(Object.entries(current.errors).filter(([name]) => onPage(name))));
    });
  useEffect(() => {
    if (!Object.keys(state?.errors ?? {}).every(onPage)) dropGone();
  });

  // After a failed submit the summary of what to fix takes the focus (it links to each field);
  // after a send, the confirmation that took the form's place; after "send another", the form.
  const [focusFirst, setFocusFirst] = useState(false);
  const [focusDone, setFocusDone] = useState(false);
  const [focusForm, setFocusForm] = useState(false);
  useEffect(() => {
    if (focusFirst && state) {
      setFocusFirst(false);
      alertRef.current?.focus({ preventScroll: true });
      alertRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [focusFirst, state, alertRef]);
  useEffect(() => {
    if (focusDone && doneRef.current) {
      setFocusDone(false);
      doneRef.current.focus({ preventScroll: true });
      doneRef.current.scrollIntoView({ block: 'start' });
    }
  }, [focusDone, doneRef]);
  useEffect(() => {
    if (focusForm && !state) {
      setFocusForm(false);
      formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')?.focus();
    }
  }, [focusForm, state, formRef]);

  /** A link of the summary: to its field (a group of choices is a fieldset, which takes no focus: its first choice does). */
  function jump(event: MouseEvent<HTMLAnchorElement>, name: string) {
    const field = document.getElementById(fieldId(prefix, name));
    const target = field instanceof HTMLFieldSetElement ? field.querySelector('input') : field;
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  }

  function again(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setState(null);
    setValues(initial);
    setFocusForm(true);
  }

  function experienceRemoved(index: number) {
    setValues((current) => shiftExperiences(current, index));
    setState((current) => withErrors(current, shiftExperiences(current?.errors ?? {}, index)));
  }

  const messages = (errors: FieldErrors) => Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, messageOf(f, error)]));

  // A pointer held down while a field is left: its message waits for the release, so the
  // layout does not move under the click that is on its way (a checkbox, the submit button).
  const pointerDown = useRef(false);
  useEffect(() => {
    const down = () => {
      pointerDown.current = true;
    };
    const up = () => {
      pointerDown.current = false;
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
    };
  }, []);

  /** The field's message as the shared schema sees the form now; none left means no banner either. */
  function recheck(name: string) {
    const element = formRef.current;
    if (!element) return;
    const error = validate(readForm(new FormData(element)))[name];
    setState((current) => {
      const errors = { ...(current?.errors ?? {}) };
      if (error) errors[name] = messageOf(f, error);
      else delete errors[name];
      if (!current) return Object.keys(errors).length === 0 ? null : { form, status: 'invalid', message: null, values: {}, errors };
      return withErrors(current, errors);
    });
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (!name) return;
    // A count changed the fields that follow it (the children's ages): once they are rendered.
    if (state && Object.keys(state.errors).length > 0) window.setTimeout(dropGone, 0);
    if (!edited.has(name)) setEdited(new Set(edited).add(name));
    // A message goes as soon as the field is right; a new one waits until the field is left.
    if (state?.errors[name] && !validate(readForm(new FormData(event.currentTarget)))[name]) recheck(name);
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as unknown as HTMLInputElement).name;
    if (!name || !(edited.has(name) || state?.errors[name])) return;
    if (!pointerDown.current) return recheck(name);
    window.addEventListener('pointerup', () => setTimeout(() => recheck(name), 0), { once: true, capture: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const errors = validate(readForm(data));
    if (Object.keys(errors).length > 0) {
      const missing = form === 'application' && missesRequired(errors);
      const kept = formValues(element);
      setValues(kept);
      setState({
        form,
        status: 'invalid',
        message: missing ? f.application.missingRequired : f.common.errorSummary,
        errors: messages(errors),
        values: kept,
      });
      setFocusFirst(true);
      return;
    }
    setBusy(true);
    const progress = startProgress();
    // A CV can take a while to upload from a phone: the splash says so and keeps the page still.
    const uploading = [...data.values()].some((value) => value instanceof File && value.size > 0);
    if (uploading) window.dispatchEvent(new CustomEvent(SHOW_LOADING, { detail: { label: f.common.sending } }));
    try {
      // Without a token the worker falls back to the signed stamp, so a blocked script does not block the form.
      const token = await botToken(botcheck, form).catch((error: Error) => {
        console.warn(`bot check: ${error.message}`);
        return '';
      });
      data.set(TOKEN_FIELD, token);
      const response = await fetch(action ?? window.location.pathname + window.location.search, {
        method: 'POST',
        body: data,
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      const next = (await response.json()) as FormState;
      if (next.status === 'failed') progress.fail();
      else progress.finish();
      if (isDone(next)) {
        setState(next);
        element.reset();
        setFocusDone(true);
      } else {
        // What the form shows now, not what the worker echoes back: it never has the file, and
        // the visitor may have typed on while the post was on its way.
        const kept = formValues(element);
        setValues(kept);
        setState({ ...next, values: kept });
        setFocusFirst(next.status === 'invalid' || next.status === 'refused');
      }
    } catch {
      progress.fail();
      setState({ form, status: 'failed', message: outcomeMessage(f, form, 'failed').message, errors: {}, values: {} });
    } finally {
      setBusy(false);
      if (uploading) window.dispatchEvent(new CustomEvent(HIDE_LOADING));
    }
  }

  return { jump, again, onSubmit, onInput, onBlur, onFocus: () => void loadBotCheck(botcheck).catch(() => {}), experienceRemoved };
};
