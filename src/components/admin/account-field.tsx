import { controlClass, fieldClass } from './admin-form';

/** A labelled field of an account form, with its hint and, after a refused post, its problem. */
export function AccountField({
  label,
  name,
  type = 'text',
  autoComplete,
  defaultValue,
  hint,
  error,
  inputMode,
  maxLength,
}: {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  defaultValue?: string;
  hint?: string;
  error?: string | undefined;
  inputMode?: 'numeric';
  maxLength?: number;
}) {
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={name} className={fieldClass}>
        {label}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <input
        id={name}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass}
      />
      {error && (
        <p id={`${name}-error`} className="text-sm font-bold text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A new password and its confirmation, as every account form asks for them. */
export function NewPasswordFields({
  errors,
}: {
  errors: { password?: string | undefined; confirm?: string | undefined };
}) {
  return (
    <>
      <AccountField
        label="Mật khẩu mới"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="Ít nhất 12 ký tự. Một cụm từ dài dễ nhớ là tốt nhất; không cần ký tự đặc biệt."
        error={errors.password}
      />
      <AccountField
        label="Nhập lại mật khẩu mới"
        name="confirm"
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
      />
    </>
  );
}
