import type * as React from 'react';

/** The frame of every booking page: its h1, an introduction, a notice and the content. */
export function BookingSection({
  title,
  intro,
  notice,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  /** Said before anything else (role=alert), e.g. why the form came back. */
  notice?: string | undefined;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 md:py-14">
      <h1 className="text-3xl font-bold">{title}</h1>
      {intro && <div className="mt-3 text-muted-foreground">{intro}</div>}
      {notice && (
        <p role="alert" className="mt-6 rounded-lg border border-destructive p-4 text-destructive">
          {notice}
        </p>
      )}
      <div className="mt-8">{children}</div>
    </div>
  );
}
