import type * as React from 'react';

interface LandingSectionProps {
  /** Anchor id (`features`, `pricing`, …); the heading's id is derived from it. */
  id: string;
  title: string;
  intro: string;
  /** Classes of the full-width band, e.g. a background. */
  className?: string | undefined;
  children: React.ReactNode;
}

/** A landing-page section: an anchored band with a centred heading and introduction above its content. */
export function LandingSection({ id, title, intro, className, children }: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight md:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
