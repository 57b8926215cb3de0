import { type FocusEvent, type FormEvent, type MouseEvent, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import {
  type FieldErrors,
  FORM_FIELD,
  type FormName,
  type FormState,
  type FormValues,
  HONEYPOT_FIELD,
  type KeptValues,
  messageOf,
  missesRequired,
  outcomeMessage,
  readForm,
  STAMP_FIELD,
  TOKEN_FIELD,
} from '../../shared/forms/index.ts';
import { HIDE_LOADING, SHOW_LOADING } from '../islands/loading-events.ts';
import { FormBrowserContext } from './browser-behaviour.ts';
import { useFormMessages } from './messages.ts';
import type { Locale } from '../../shared/locales.ts';
import type { BotCheckConfig } from './environment.ts';
import { FieldScopeContext, fieldId } from './fields.tsx';

/** The props every form island gets from the server: plain JSON. */
export type FormProps = {
  locale: Locale;
  state: FormState | null;
  stamp: string;
  botcheck: BotCheckConfig;
  /** Where the form posts; absent: the page itself. */
  action: string | null;
  today: string;
  /** The privacy page in the form's language, linked from the consent (the route table stays on the server). */
  privacyHref: string;
  /** The page the form is on (path only): "send another" leads back to its empty form without JavaScript. */
  pageHref: string;
  /** Values the form starts with when nothing was posted (the booking page's query: dates, guests, what it is about). */
  initial?: KeptValues;
};

type ShellProps = FormProps & {
  form: FormName;
  title: ReactNode;
  titleId: string;
  submitLabel: string;
  multipart?: boolean;
  /** The shared schema's verdict, for instant feedback; the worker decides again. */
  validate: (values: FormValues) => FieldErrors;
  className?: string;
  intro?: ReactNode;
  /** Field name → its label, so the error summary names each field it links to. */
  labels?: Record<string, string>;
  /** The label of the link that brings the empty form back after a send. */
  againLabel?: string;
  children: ReactNode;
};

const isDone = (state: FormState | null) => state?.status === 'sent' || state?.status === 'received';

/**
 * A form that works as a plain POST (the page comes back with the messages and the values),
 * and, once its island has hydrated, checks fields as they are left, posts in the background
 * with a bot-check token and announces the outcome in a live region.
 */
export function FormShell(props: ShellProps) {
  const { form, locale, stamp, action, submitLabel, validate, multipart } = props;
  const f = useFormMessages();
  const browser = useContext(FormBrowserContext);
  const [state, setState] = useState<FormState | null>(props.state);
  const [busy, setBusy] = useState(false);
  const [edited, setEdited] = useState<Set<string>>(new Set());
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = `form-${form}`;

  const doneRef = useRef<HTMLDivElement>(null);

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
  }, [focusFirst, state]);
  useEffect(() => {
    if (focusDone && doneRef.current) {
      setFocusDone(false);
      doneRef.current.focus({ preventScroll: true });
      doneRef.current.scrollIntoView({ block: 'start' });
    }
  }, [focusDone]);
  useEffect(() => {
    if (focusForm && !state) {
      setFocusForm(false);
      formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')?.focus();
    }
  }, [focusForm, state]);

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
    setFocusForm(true);
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
      if (Object.keys(errors).length === 0 && (!current || current.status === 'invalid')) return null;
      return { form, status: current?.status ?? 'invalid', message: current?.message ?? null, values: current?.values ?? {}, errors };
    });
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (!name) return;
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
      setState({
        form,
        status: 'invalid',
        message: missing ? f.application.missingRequired : f.common.errorSummary,
        errors: messages(errors),
        values: {},
      });
      setFocusFirst(true);
      return;
    }
    setBusy(true);
    const progress = browser.startProgress();
    // A CV can take a while to upload from a phone: the splash says so and keeps the page still.
    const uploading = [...data.values()].some((value) => value instanceof File && value.size > 0);
    if (uploading) window.dispatchEvent(new CustomEvent(SHOW_LOADING, { detail: { label: f.common.sending } }));
    try {
      // Without a token the worker falls back to the signed stamp, so a blocked script does not block the form.
      const token = await browser.botToken(props.botcheck, form).catch((error: Error) => {
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
      setState(next);
      if (isDone(next)) {
        element.reset();
        setFocusDone(true);
      } else setFocusFirst(next.status === 'invalid' || next.status === 'refused');
    } catch {
      progress.fail();
      setState({ form, status: 'failed', message: outcomeMessage(f, form, 'failed').message, errors: {}, values: {} });
    } finally {
      setBusy(false);
      if (uploading) window.dispatchEvent(new CustomEvent(HIDE_LOADING));
    }
  }

  const problem = state && !isDone(state) ? state : null;
  const done = state && isDone(state) ? state : null;
  const posted = props.state;
  // Without JavaScript the page comes back with the outcome: the browser focuses what the island would.
  const postedProblem = Boolean(posted && !isDone(posted) && posted.message);
  const postedDone = Boolean(posted && isDone(posted));
  const summary = problem?.message ? Object.entries(problem.errors) : [];
  return (
    <section className={`form ${props.className ?? ''}`} aria-labelledby={props.titleId} id={prefix}>
      {props.title}
      {done ? null : props.intro}
      <div
        ref={alertRef}
        id={`${prefix}-alert`}
        className="form__alert"
        role="alert"
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: a re-rendered page with errors puts the visitor on the summary, as the island does
        autoFocus={postedProblem}
      >
        {problem?.message ? <p>{problem.message}</p> : null}
        {summary.length > 0 ? (
          <ul className="form__summary">
            {summary.map(([name, text]) => (
              <li key={name}>
                <a href={`#${fieldId(prefix, name)}`} onClick={(event) => jump(event, name)}>
                  {props.labels?.[name] ? `${props.labels[name]}: ${text}` : text}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="form__status" role="status">
        {done ? (
          <div
            ref={doneRef}
            className="form__confirmation"
            id={`${prefix}-confirmation`}
            tabIndex={-1}
            // biome-ignore lint/a11y/noAutofocus: after a plain post the page opens on the confirmation, as the island does
            autoFocus={postedDone}
          >
            {done.message ? <p className="form__done">{done.message}</p> : null}
            {done.detail ? <p>{done.detail}</p> : null}
            {done.summary && done.summary.length > 0 ? (
              <dl className="form__sent">
                {done.summary.map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {props.againLabel ? (
              <p>
                <a className="button button--ghost" href={`${props.pageHref}#${prefix}`} onClick={again}>
                  {props.againLabel}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {done ? null : (
        <form
          ref={formRef}
          method="post"
          // No fragment: a page with a target in its address skips autofocus, which is how a plain
          // post comes back focused on the summary or the confirmation (and scrolled to it).
          action={action ?? undefined}
          encType={multipart ? 'multipart/form-data' : undefined}
          noValidate
          onSubmit={onSubmit}
          onInput={onInput}
          onBlur={onBlur}
          onFocus={() => void browser.loadBotCheck(props.botcheck).catch(() => {})}
          aria-describedby={problem?.message ? `${prefix}-alert` : undefined}
        >
          <input type="hidden" name={FORM_FIELD} value={form} />
          <input type="hidden" name={STAMP_FIELD} value={stamp} />
          <div className="form__trap" aria-hidden="true">
            <label htmlFor={`${prefix}-${HONEYPOT_FIELD}`}>Website</label>
            <input id={`${prefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <FieldScopeContext.Provider value={{ locale, prefix, values: state?.values ?? props.initial ?? {}, errors: state?.errors ?? {} }}>
            {props.children}
          </FieldScopeContext.Provider>
          <p className="form__actions">
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {busy ? f.common.sending : submitLabel}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
