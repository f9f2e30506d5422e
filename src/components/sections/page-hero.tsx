import type * as React from 'react';

/** Opening band of an inner page: its h1 and a short introduction; `children` above (a breadcrumb), `after` below (a form). */
export function PageHero({
  title,
  intro,
  children,
  after,
}: {
  title: string;
  intro: string;
  children?: React.ReactNode;
  after?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="page-heading" className="bg-secondary">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        {children}
        <h1 id="page-heading" className="max-w-3xl text-3xl font-bold tracking-tight md:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{intro}</p>
        {after}
      </div>
    </section>
  );
}
