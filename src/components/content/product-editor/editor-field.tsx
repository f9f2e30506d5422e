import type * as React from 'react';
import { controlClass, fieldClass } from '@/components/admin/admin-form';

/** The look of the editor's text fields: the staff area's, full width, marked when refused. */
export const inputClass = `${controlClass} block w-full min-w-0 py-2 aria-invalid:border-destructive`;

/** The id of a field's control, so error summaries can link to it (one editor per page: no kind in it). */
export const fieldId = (name: string) => `field-${name}`;

/** The ids a control is described by: its hint and its problem, when it has them. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's label, hint, control and problem, linked for screen readers. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: React.ReactNode;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className={fieldClass}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled line or box of text; `max` shows how many characters are left. */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  max,
  rows,
  onBlur,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  max: number;
  /** A box of this many rows instead of one line. */
  rows?: number;
}) {
  const id = fieldId(name);
  const shown = `${hint ? `${hint} ` : ''}${value.length}/${max} ký tự.`;
  const props = {
    id,
    name,
    value,
    maxLength: max,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, shown, error),
    className: inputClass,
  };
  return (
    <FieldFrame id={id} label={label} hint={shown} error={error}>
      {rows ? (
        <textarea {...props} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldFrame>
  );
}

/** Props of a field holding a whole number. */
export interface NumberFieldProps {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
  hint?: string;
}

/** A whole number typed with the phone's number pad (prices have `VndField`). */
export function IntegerField({ name, label, value, onChange, error, hint }: NumberFieldProps) {
  const id = fieldId(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 10);
          onChange(digits ? Number(digits) : 0);
        }}
      />
    </FieldFrame>
  );
}

/** A titled part of the editor's form. */
export function EditorSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-xl border border-border p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
