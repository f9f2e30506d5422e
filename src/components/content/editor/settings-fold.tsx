import type * as React from 'react';
import { Icon } from '@/components/ui/icon';

/** 'Thiết lập', with how many of its fields a refused publish marked. */
export function settingsTitle(problems: number): string {
  return problems ? `Thiết lập (${problems} mục cần sửa)` : 'Thiết lập';
}

/**
 * Everything about an item but its writing, behind one 'Thiết lập' on a phone (a <details>: the
 * title and body come first, and the fold opens from the keyboard with no script of its own). From
 * 1024 px it is a sidebar beside the body, always open: its summary gives way to a heading. That
 * takes ::details-content (Chromium 131, Safari 18.4, Firefox 143); a browser without it keeps the
 * fold, summary and all. A refused publish opens it (`foldRef`) before focusing the field.
 */
export function SettingsFold({
  id,
  problems,
  foldRef,
  children,
}: {
  /** Prefix of the ids of its title. */
  id: string;
  /** How many settings a refused publish marked. */
  problems: number;
  foldRef: React.Ref<HTMLDetailsElement>;
  children: React.ReactNode;
}) {
  const title = settingsTitle(problems);
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-settings
      className="min-w-0 rounded-xl border border-border p-4 data-[problems]:border-destructive"
      data-problems={problems || undefined}
    >
      <h2
        id={`${id}-title`}
        className="hidden font-bold [@supports_selector(::details-content)]:lg:mb-4 [@supports_selector(::details-content)]:lg:block"
      >
        {title}
      </h2>
      <details ref={foldRef} className="group/fold lg:details-content:[content-visibility:visible]">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-bold group-open/fold:mb-4 [&::-webkit-details-marker]:hidden [@supports_selector(::details-content)]:lg:hidden">
          {title}
          <Icon name="chevron-down" className="size-5 group-open/fold:rotate-180" />
        </summary>
        <div className="grid min-w-0 gap-5">{children}</div>
      </details>
    </section>
  );
}
