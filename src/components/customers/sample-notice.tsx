import { cn } from '@/lib/cn';

/** Marks an invented story, so a sample left in place never passes for a real customer. */
export function SampleNotice({ className }: { className?: string }) {
  return (
    <p
      data-slot="sample-notice"
      className={cn('w-fit rounded-full bg-accent px-3 py-1 text-xs font-bold text-accent-foreground', className)}
    >
      Câu chuyện minh họa, không phải khách hàng thật
    </p>
  );
}
