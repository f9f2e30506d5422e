import type * as React from 'react';

/**
 * lucide's `x`, drawn here rather than imported: the lead dialogs are islands, and lucide-react's
 * icon factory added 1.3 KB gzip to their bundle for this one icon. Server-rendered components keep
 * lucide-react, which ships no JavaScript there.
 */
export function CloseIcon(props: React.ComponentProps<'svg'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </svg>
  );
}
