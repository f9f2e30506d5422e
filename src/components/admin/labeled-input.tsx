import type * as React from 'react';
import { controlClass, fieldClass } from '@/components/admin/admin-form';

/** A labelled one-line field of a staff form, with its hint and, after a refused post, its problem. */
export function LabeledInput({
  id,
  label,
  hint,
  error,
  className = '',
  ...input
}: Omit<React.ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid min-w-0 gap-1 ${className}`}>
      <label htmlFor={id} className={fieldClass}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} w-full min-w-0`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
