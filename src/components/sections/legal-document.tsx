import type * as React from 'react';

/** A legal text: heading, effective date, and the Markdown body (`children`) in readable type. */
export function LegalDocument({
  title,
  updated,
  children,
}: {
  title: string;
  updated: Date;
  children: React.ReactNode;
}) {
  return (
    <article aria-labelledby="page-heading" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 id="page-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
        {title}
      </h1>
      <p className="mt-3 text-muted-foreground">
        Có hiệu lực từ ngày{' '}
        <time dateTime={updated.toISOString().slice(0, 10)}>
          {updated.toLocaleDateString('vi-VN', { timeZone: 'UTC' })}
        </time>
      </p>
      <div className="prose mt-10 max-w-none prose-brand">{children}</div>
    </article>
  );
}
