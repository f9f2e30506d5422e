import { Icon } from './icon';
import { cn } from '@/lib/cn';

/** A list of short statements, each ticked: plan contents, product features. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul data-slot="check-list" className={cn('grid content-start gap-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-primary" />
          {item}
        </li>
      ))}
    </ul>
  );
}
