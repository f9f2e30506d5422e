import type * as React from 'react';
import { controlClass, fieldClass } from '@/components/admin/admin-form';
import { errorId, fieldId, type FieldName } from './field-errors';

/** The refusal beside a field, named by the control's `aria-describedby`. */
export function FieldError({ name, message }: { name: FieldName; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="text-sm font-bold text-destructive">
      {message}
    </p>
  );
}

/** The ARIA attributes of a control with optional hint and error. */
export function describe(name: FieldName, error: string | undefined, ...hints: Array<string | false | undefined>) {
  const ids = [...hints, error ? errorId(name) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

const control = `${controlClass} w-full min-w-0 aria-invalid:border-destructive`;

/** A labelled text box (or text area) with an optional hint, a character count to `maxLength`, and its error. */
export function TextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  maxLength,
  counted = false,
  required = false,
  rows,
  children,
}: {
  name: FieldName;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: React.ReactNode;
  maxLength: number;
  /** Show '42/160 ký tự' under the field. */
  counted?: boolean;
  /** Needed to publish (said to screen readers; the server checks). */
  required?: boolean;
  /** A text area of this many rows instead of a one-line box. */
  rows?: number;
  children?: React.ReactNode;
}) {
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const countId = counted ? `${id}-count` : undefined;
  const common = {
    id,
    name,
    value,
    maxLength,
    onBlur,
    'aria-required': required || undefined,
    ...describe(name, error, hintId, countId),
  };
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className={fieldClass}>
        {label}
      </label>
      {rows ? (
        <textarea
          {...common}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          className={`${control} py-2`}
        />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} className={control} />
      )}
      {hint && (
        <p id={hintId} className="text-sm break-words text-muted-foreground">
          {hint}
        </p>
      )}
      {counted && (
        <p id={countId} className="text-sm text-muted-foreground">
          {value.normalize('NFC').length}/{maxLength} ký tự
        </p>
      )}
      {children}
      <FieldError name={name} message={error} />
    </div>
  );
}

/** A labelled select with an empty first choice. */
export function SelectField({
  name,
  label,
  value,
  onChange,
  placeholder,
  options,
  error,
}: {
  name: FieldName;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: ReadonlyArray<{ id: string; name: string }>;
  error?: string | undefined;
}) {
  const id = fieldId(name);
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className={fieldClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={control}
        {...describe(name, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldError name={name} message={error} />
    </div>
  );
}
