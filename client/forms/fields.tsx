import { createContext, type ReactNode, useContext } from 'react';
import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';

/** What every field of one form reads: its values, its errors, and the form's id prefix. */
export type FieldScope = {
  locale: Locale;
  prefix: string;
  values: Record<string, string | string[]>;
  errors: Record<string, string>;
};

export const FieldScopeContext = createContext<FieldScope | null>(null);

function useScope(): FieldScope {
  const scope = useContext(FieldScopeContext);
  if (!scope) throw new Error('fields belong inside a FormShell');
  return scope;
}

export const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function textValue(values: FieldScope['values'], name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}

function RequiredMark({ locale }: { locale: Locale }) {
  return (
    <span className="field__required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({getMessages(locale).forms.common.required})</span>
    </span>
  );
}

/** The ids a control is described by: its hint, then its error. */
function describedBy(id: string, hint: ReactNode | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

type InputProps = {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  required?: boolean;
  autoComplete?: string;
  hint?: ReactNode;
  placeholder?: string;
  min?: string | number;
  max?: string | number;
  maxLength?: number;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  pattern?: string;
  className?: string;
};

/** A labelled input with its hint and error tied by `aria-describedby`. */
export function TextField({ name, label, type = 'text', required, hint, className, ...rest }: InputProps) {
  const scope = useScope();
  const id = fieldId(scope.prefix, name);
  const error = scope.errors[name];
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark locale={scope.locale} /> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={textValue(scope.values, name)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ name, label, hint, maxLength }: { name: string; label: ReactNode; hint?: ReactNode; maxLength?: number }) {
  const scope = useScope();
  const id = fieldId(scope.prefix, name);
  const error = scope.errors[name];
  return (
    <div className={`field field--wide${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={5}
        maxLength={maxLength}
        defaultValue={textValue(scope.values, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
  required,
}: {
  name: string;
  label: ReactNode;
  options: [value: string, label: string][];
  required?: boolean;
}) {
  const scope = useScope();
  const id = fieldId(scope.prefix, name);
  const error = scope.errors[name];
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark locale={scope.locale} /> : null}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={textValue(scope.values, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
      >
        <option value="">{getMessages(scope.locale).forms.common.choose}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} />
    </div>
  );
}

/** Radio buttons or checkboxes under one legend; the group's error is tied to the fieldset. */
export function ChoiceGroup({
  name,
  legend,
  options,
  multiple = false,
  required,
}: {
  name: string;
  legend: ReactNode;
  options: [value: string, label: string][];
  multiple?: boolean;
  required?: boolean;
}) {
  const scope = useScope();
  const id = fieldId(scope.prefix, name);
  const error = scope.errors[name];
  const current = scope.values[name];
  const chosen = new Set(Array.isArray(current) ? current : current ? [current] : []);
  return (
    <fieldset
      id={id}
      className={`field field--choices${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(id, undefined, error)}
    >
      <legend>
        {legend}
        {required ? <RequiredMark locale={scope.locale} /> : null}
      </legend>
      <div className="field__options">
        {options.map(([value, text]) => (
          <label key={value} className="choice">
            <input type={multiple ? 'checkbox' : 'radio'} name={name} value={value} defaultChecked={chosen.has(value)} />
            <span>{text}</span>
          </label>
        ))}
      </div>
      <Messages id={id} error={error} />
    </fieldset>
  );
}

/** One checkbox with its own label (consent, driving licence). */
export function Checkbox({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const scope = useScope();
  const id = fieldId(scope.prefix, name);
  const error = scope.errors[name];
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={textValue(scope.values, name) === 'on'}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
      />
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark locale={scope.locale} /> : null}
      </label>
      <Messages id={id} error={error} />
    </div>
  );
}

/** A file input; a file is never kept across a re-render, so the visitor chooses it again. */
export function FileField({
  name,
  label,
  hint,
  accept,
  required,
}: {
  name: string;
  label: ReactNode;
  hint: ReactNode;
  accept: string;
  required?: boolean;
}) {
  const scope = useScope();
  const id = fieldId(scope.prefix, name);
  const error = scope.errors[name];
  return (
    <div className={`field field--wide${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark locale={scope.locale} /> : null}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}
