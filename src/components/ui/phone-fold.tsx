import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';
import { Icon } from './icon';

/**
 * What a phone keeps behind one button (`summary`) and a wider screen shows open: a <details>, so no
 * script. From 768 px it stays open and the summary goes, which takes ::details-content (Chromium 131,
 * Safari 18.4, Firefox 143); a browser without it keeps the fold, summary and all, rather than hiding
 * the summary of a closed fold.
 */
export function PhoneFold({
  summary,
  className,
  children,
}: {
  summary: ReactNode;
  /** The content's own box (a grid of fields, a table). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className="group/fold min-w-0 md:details-content:[content-visibility:visible]">
      <summary
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden',
          '[@supports_selector(::details-content)]:md:hidden',
        )}
      >
        {summary}
        <Icon name="chevron-down" className="group-open/fold:rotate-180" />
      </summary>
      <div className={cn('pt-3 [@supports_selector(::details-content)]:md:pt-0', className)}>{children}</div>
    </details>
  );
}
