import type * as React from 'react';

/** The frame around a lead form placed on a page: its title, then the form island (`children`). */
export function LeadFormCard({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-background p-6 shadow-sm">
      <h3 className="text-xl font-bold">{title}</h3>
      <p className="mt-2 mb-6 text-muted-foreground">{intro}</p>
      {children}
    </div>
  );
}
