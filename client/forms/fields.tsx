import { createContext, type ReactNode, useContext } from 'react';
import { useFormMessages } from './messages.ts';
import type { Locale } from '../../shared/locales.ts';

/**
 * What every field of one form reads: its values, its errors, and the form's id prefix. In the
 * browser the values are the form as the visitor left it, so a field that renders again (after
 * a refused submit) never falls back to an older value.
 */
export type FieldScope = {
  locale: Locale;
  prefix: string;
  values: Record<string, string | string[]>;
  errors: Record<string, string>;
  /** An experience block went (ExperienceBlocks): the form moves the values and messages after it up. */
  experienceRemoved: (index: number) => void;
};

export const FieldScopeContext = createContext<FieldScope | null>(null);

function useScope(): FieldScope {
  const scope = useContext(FieldScopeContext);
  if (!scope) throw new Error('fields belong inside a FormShell');
  return scope;
}

export const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** A field's value as the page came with it (the first, for a field posted twice). */
export function textValue(values: FieldScope['values'], name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}

function RequiredMark() {
  return (
    <span className="field__required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({useFormMessages().common.required})</span>
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

/**
 * What every field needs from its form: its id, its error, the wrapper's class, and the
 * attributes that tie the control to its hint and error.
 */
function useField(name: string, variant: string, hint?: ReactNode) {
  const scope = useScope();
  const id = fieldId(scope.prefix, name);
  const error = scope.errors[name];
  return {
    scope,
    id,
    error,
    className: ['field', variant, error ? 'field--invalid' : ''].filter(Boolean).join(' '),
    control: {
      id,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, hint, error),
    },
  };
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/** A labelled input with its hint and error tied by `aria-describedby`. */
export function TextField({ name, label, type = 'text', required, hint, className, ...rest }: InputProps) {
  const field = useField(name, className ?? '', hint);
  return (
    <div className={field.className}>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <input {...field.control} type={type} defaultValue={textValue(field.scope.values, name)} required={required} {...rest} />
      <Messages id={field.id} hint={hint} error={field.error} />
    </div>
  );
}

export function TextArea({
  name,
  label,
  hint,
  maxLength,
  required,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  maxLength?: number;
  required?: boolean;
}) {
  const field = useField(name, 'field--wide', hint);
  return (
    <div className={field.className}>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <textarea {...field.control} rows={5} maxLength={maxLength} required={required} defaultValue={textValue(field.scope.values, name)} />
      <Messages id={field.id} hint={hint} error={field.error} />
    </div>
  );
}

type Options = [value: string, label: string][];

export function SelectField({
  name,
  label,
  options,
  required,
  autoFocus,
}: {
  name: string;
  label: ReactNode;
  options: Options;
  required?: boolean;
  /** A form re-rendered after a block was added (without JavaScript) puts the visitor on the new block. */
  autoFocus?: boolean;
}) {
  const field = useField(name, '');
  return (
    <div className={field.className}>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      {/* biome-ignore lint/a11y/noAutofocus: only after the visitor asked for a new block, which is where they are going */}
      <select {...field.control} defaultValue={textValue(field.scope.values, name)} autoFocus={autoFocus || undefined}>
        <option value="">{useFormMessages().common.choose}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Messages id={field.id} error={field.error} />
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
  options: Options;
  multiple?: boolean;
  required?: boolean;
}) {
  const field = useField(name, 'field--choices');
  const current = field.scope.values[name];
  const chosen = new Set(Array.isArray(current) ? current : current ? [current] : []);
  return (
    <fieldset id={field.id} className={field.className} aria-describedby={field.control['aria-describedby']}>
      <legend>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="field__options">
        {options.map(([value, text]) => (
          <label key={value} className="choice">
            <input type={multiple ? 'checkbox' : 'radio'} name={name} value={value} defaultChecked={chosen.has(value)} />
            <span>{text}</span>
          </label>
        ))}
      </div>
      <Messages id={field.id} error={field.error} />
    </fieldset>
  );
}

/** One checkbox with its own label (consent, driving licence). */
export function Checkbox({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const field = useField(name, 'field--checkbox');
  return (
    <div className={field.className}>
      <input {...field.control} type="checkbox" defaultChecked={textValue(field.scope.values, name) === 'on'} required={required} />
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <Messages id={field.id} error={field.error} />
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
  const field = useField(name, 'field--wide', hint);
  return (
    <div className={field.className}>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <input {...field.control} type="file" accept={accept} required={required} />
      <Messages id={field.id} hint={hint} error={field.error} />
    </div>
  );
}
