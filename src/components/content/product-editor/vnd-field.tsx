import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { editVndInput, formatVndInput, parseVndInput } from '@/lib/vnd-input';
import { describedBy, FieldFrame, fieldId, inputClass, type NumberFieldProps } from './editor-field';

/**
 * A price in whole đồng, shown grouped as it is typed ('3.200.000 ₫') with the caret kept after the
 * same digits; a pasted '3.200.000 ₫' or '3200000' is read as the number. `onChange` gets the number.
 */
export function VndField({ name, label, value, onChange, error, hint }: NumberFieldProps) {
  const id = fieldId(name);
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const [text, setText] = useState(() => formatVndInput(value));
  // The amount changed from outside (a cap, a restore): show it, regrouped.
  if ((parseVndInput(text) ?? 0) !== value) setText(formatVndInput(value));

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  function apply(next: { amount: number; text: string; caret: number }) {
    caret.current = next.caret;
    setText(next.text);
    onChange(next.amount);
  }

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="relative min-w-0">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={cn(inputClass, 'pr-9 text-right tabular-nums')}
          onChange={(event) => {
            const input = event.target;
            const inputType = (event.nativeEvent as InputEvent).inputType;
            apply(editVndInput(text, input.value, input.selectionStart ?? input.value.length, inputType));
          }}
          onPaste={(event) => {
            const pasted = parseVndInput(event.clipboardData.getData('text'));
            if (pasted === null) return;
            // Read the pasted figure whole (its dots, spaces and '₫'), then splice its digits in.
            event.preventDefault();
            const input = event.currentTarget;
            const start = input.selectionStart ?? text.length;
            const end = input.selectionEnd ?? text.length;
            const spliced = `${text.slice(0, start)}${pasted}${text.slice(end)}`;
            apply(editVndInput(text, spliced, start + String(pasted).length, 'insertFromPaste'));
          }}
          onBlur={() => {
            if (text === '') setText('0');
          }}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground"
        >
          ₫
        </span>
      </div>
    </FieldFrame>
  );
}
