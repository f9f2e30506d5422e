import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';
import { Icon } from './icon';

/**
 * 'Sao chép …': puts `text` on the clipboard and a toast says so, by src/scripts/copy-buttons.ts,
 * which the page must load; the text itself stays on the page to select by hand.
 */
export function CopyButton({ text, children, className }: { text: string; children: ReactNode; className?: string }) {
  return (
    <button
      type="button"
      data-copy={text}
      className={cn(buttonVariants({ variant: 'outline' }), 'justify-center', className)}
    >
      <Icon name="copy" /> {children}
    </button>
  );
}
