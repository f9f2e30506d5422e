import type { FieldSpec } from '@/lib/leads/lead-fields';

/** Classes of a text input, select or textarea. */
export const controlClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-border bg-background px-3 py-2 text-base aria-invalid:border-destructive';

/** A field's message, below it; its id is what the field's aria-describedby names. */
export function FieldError({ id, children }: { id?: string; children?: string | undefined }) {
  return (
    <p id={id} className="mt-1 text-sm text-destructive">
      {children}
    </p>
  );
}

interface FormFieldProps {
  spec: FieldSpec;
  id: string;
  value: string;
  error?: string | undefined;
  onChange: (name: string, value: string) => void;
}

/** A labelled input with its message, linked by aria-describedby so screen readers read it. */
export function FormField({ spec, id, value, error, onChange }: FormFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: spec.name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: controlClass,
    onChange: (event: { target: { value: string } }) => onChange(spec.name, event.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-bold">
        {spec.label}
        {spec.optional && <span className="font-normal text-muted-foreground"> (không bắt buộc)</span>}
      </label>
      {spec.type === 'textarea' ? (
        <textarea {...shared} rows={4} />
      ) : (
        <input
          {...shared}
          type={spec.type}
          autoComplete={spec.autoComplete}
          inputMode={spec.type === 'number' ? 'numeric' : undefined}
          min={spec.type === 'number' ? 1 : undefined}
        />
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
