import type * as React from 'react';

/** The no-JavaScript form page: the form's title, what went wrong last time, and the form (`children`). */
export function FormPage({
  title,
  problem,
  children,
}: {
  title: string;
  problem?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      {problem && (
        <p role="alert" className="mt-6 rounded-lg border border-destructive p-4 text-destructive">
          {problem}
        </p>
      )}
      <div className="mt-8">{children}</div>
    </div>
  );
}
