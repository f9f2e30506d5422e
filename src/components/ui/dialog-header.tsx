import type { ReactNode } from 'react';
import { buttonVariants } from './button';
import { Icon } from './icon';

/** A dialog's title (the dialog's `aria-labelledby` names `id`) and its 'Đóng' button. */
export function DialogHeader({
  id,
  children,
  onClose,
  className = 'mb-4 gap-4',
  titleClassName = 'text-xl font-bold',
}: {
  id: string;
  children: ReactNode;
  onClose: () => void;
  className?: string;
  titleClassName?: string;
}) {
  return (
    <div data-slot="dialog-header" className={`flex items-start justify-between ${className}`}>
      <h2 id={id} className={titleClassName}>
        {children}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label="Đóng"
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <Icon name="x" />
      </button>
    </div>
  );
}
