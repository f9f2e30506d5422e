import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

/** Classes of the editor toolbar's buttons: 44 px targets, pressed marks shown through `aria-pressed`. */
export const toolbarButtonVariants = cva(
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md text-sm font-bold text-foreground transition-colors hover:bg-muted disabled:pointer-events-none disabled:opacity-60 aria-pressed:bg-secondary aria-pressed:text-secondary-foreground [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      shape: {
        icon: 'px-0',
        text: 'px-3',
      },
    },
    defaultVariants: { shape: 'icon' },
  },
);

type ToolbarButtonProps = React.ComponentProps<'button'> & VariantProps<typeof toolbarButtonVariants>;

/** A toolbar button; an icon-only one is named by `aria-label` and shows the name as a tooltip. */
export function ToolbarButton({ className, shape, type = 'button', ...props }: ToolbarButtonProps) {
  return (
    <button
      data-slot="toolbar-button"
      type={type}
      title={shape === 'text' ? undefined : props['aria-label']}
      className={toolbarButtonVariants({ shape, className })}
      {...props}
    />
  );
}
