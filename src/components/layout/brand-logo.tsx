import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

/** The brand mark and name, linking home. */
export function BrandLogo({ brand, className }: { brand: string; className?: string }) {
  return (
    <a href="/" className={cn('inline-flex min-h-11 items-center gap-2 text-lg font-bold', className)}>
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <Icon name="hotel" className="size-5" />
      </span>
      {brand}
    </a>
  );
}
