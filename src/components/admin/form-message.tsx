import type * as React from 'react';

/** A refusal above a form (announced at once by screen readers). */
export function FormAlert({ children, className = '' }: { children: React.ReactNode; className?: string | undefined }) {
  return (
    <p role="alert" className={`rounded-lg border border-destructive p-4 text-destructive ${className}`}>
      {children}
    </p>
  );
}

/** What just happened, above a page's content (announced politely). */
export function FormNotice({
  children,
  className = '',
}: {
  children: React.ReactNode;
  className?: string | undefined;
}) {
  return (
    <p role="status" className={`rounded-lg bg-secondary p-4 font-bold ${className}`}>
      {children}
    </p>
  );
}

/** The alert of a form whose fields are marked. */
export function FieldsAlert({
  problems,
  className,
}: {
  problems: Record<string, string | undefined>;
  className?: string;
}) {
  if (!Object.values(problems).some(Boolean)) return null;
  return <FormAlert className={className}>Vui lòng sửa các mục được đánh dấu bên dưới.</FormAlert>;
}
