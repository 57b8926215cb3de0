import { type ReactNode, useContext, useRef, useState } from 'react';
import {
  type FieldErrors,
  FORM_FIELD,
  type FormName,
  type FormState,
  type FormValues,
  HONEYPOT_FIELD,
  type KeptValues,
  STAMP_FIELD,
  type StayRule,
} from '../../shared/forms/index.ts';
import { FormBrowserContext, isDone } from './browser-behaviour.ts';
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
  /** The price list's minimum stays and arrival days, for the availability request (shared/forms/stay-rules.ts). */
  stayRules?: StayRule[];
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
  /**
   * Field name → its label, so the error summary names each field it links to ("Email: …"). The
   * consent has none: its message is a sentence that names it ("Accettate l’informativa…").
   */
  labels?: Record<string, string>;
  /** The label of the link that brings the empty form back after a send. */
  againLabel?: string;
  children: ReactNode;
};

const NO_VALUES: KeptValues = {};
const NO_ERRORS: Record<string, string> = {};

/**
 * The reference to quote, inside the confirmation's live region (so it is announced with it):
 * plain text that copies whole, never translated by the browser.
 */
function Reference({ reference, label, hint }: { reference: string; label: string; hint: string }) {
  const [before = '', after = ''] = label.split('{reference}');
  return (
    <>
      <p className="form__reference">
        {before}
        <strong className="form__reference-code" translate="no">
          {reference}
        </strong>
        {after}
      </p>
      <p className="hint">{hint}</p>
    </>
  );
}

/**
 * A form that works as a plain POST (the page comes back with the messages and the values),
 * and, once its island has hydrated, checks fields as they are left, posts in the background
 * with a bot-check token and announces the outcome in a live region (form-behaviour.ts, which
 * only the island loads: the server renders the markup alone).
 */
export function FormShell(props: ShellProps) {
  const { form, locale, stamp, action, submitLabel, validate, multipart } = props;
  const f = useFormMessages();
  const [state, setState] = useState<FormState | null>(props.state);
  // Apart from the outcome: a refused submit, with or without a message, never takes a value away.
  const [values, setValues] = useState<KeptValues>(() => props.state?.values ?? props.initial ?? NO_VALUES);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const prefix = `form-${form}`;
  const { useForm, typed } = useContext(FormBrowserContext);
  const { jump, again, onSubmit, onInput, onBlur, onFocus, experienceRemoved } = useForm({
    form,
    prefix,
    action,
    botcheck: props.botcheck,
    validate,
    f,
    state,
    setState,
    setValues,
    initial: props.initial ?? NO_VALUES,
    typed,
    setBusy,
    alertRef,
    doneRef,
    formRef,
  });

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
            {done.reference ? <Reference reference={done.reference} label={f.common.reference} hint={f.common.referenceHint} /> : null}
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
          onFocus={onFocus}
          aria-describedby={problem?.message ? `${prefix}-alert` : undefined}
        >
          <input type="hidden" name={FORM_FIELD} value={form} />
          <input type="hidden" name={STAMP_FIELD} value={stamp} />
          <div className="form__trap" aria-hidden="true">
            <label htmlFor={`${prefix}-${HONEYPOT_FIELD}`}>Website</label>
            <input id={`${prefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <FieldScopeContext.Provider value={{ locale, prefix, values, errors: state?.errors ?? NO_ERRORS, experienceRemoved }}>
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
