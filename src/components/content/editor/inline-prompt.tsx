import { useState } from 'react';
import type * as React from 'react';
import { controlClass, fieldClass } from '@/components/admin/admin-form';
import { Button } from '@/components/ui/button';

/**
 * A one-field question under the toolbar (a link's address, an image's description). Not a `<form>`:
 * the editor sits inside the article's fields, and forms cannot nest. Enter confirms, Escape cancels.
 */
export function InlinePrompt({
  id,
  label,
  hint,
  initial = '',
  type = 'text',
  maxLength,
  confirmLabel,
  check,
  onConfirm,
  onCancel,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  initial?: string;
  type?: 'text' | 'url';
  maxLength?: number;
  confirmLabel: string;
  /** The refusal to show, or null when the value may be used. */
  check: (value: string) => string | null;
  onConfirm: (value: string) => void;
  onCancel: () => void;
  /** More actions beside the buttons ('Bỏ liên kết'). */
  children?: React.ReactNode;
}) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');

  function confirm() {
    const refusal = check(value);
    setProblem(refusal);
    if (!refusal) onConfirm(value);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      confirm();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-2 border-b border-border bg-muted p-3">
      <label id={`${id}-label`} htmlFor={id} className={fieldClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        autoFocus
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        className={`${controlClass} w-full min-w-0 aria-invalid:border-destructive`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="text-sm font-bold text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={confirm}>{confirmLabel}</Button>
        <Button variant="outline" onClick={onCancel}>
          Huỷ
        </Button>
        {children}
      </div>
    </div>
  );
}
