import { Button } from '@/components/ui/button';
import { callOutcomes } from '@/lib/sales/sales-labels';
import { controlClass as control, fieldClass } from './admin-form';

/** 'Ghi nhận cuộc gọi': how the call went, in one tap, and a note if any. */
export function LogCallForm({ action }: { action: string }) {
  return (
    <section aria-labelledby="log-call" className="grid gap-3 rounded-xl border border-border p-4">
      <h2 id="log-call" className="text-lg font-bold">
        Ghi nhận cuộc gọi
      </h2>
      <form method="post" action={action} className="grid gap-3">
        <input type="hidden" name="action" value="call" />
        <label className={fieldClass}>
          Ghi chú cuộc gọi
          <input type="text" name="note" maxLength={2000} className={control} />
        </label>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {Object.entries(callOutcomes).map(([outcome, label]) => (
            <Button key={outcome} type="submit" name="outcome" value={outcome} variant="outline">
              {label}
            </Button>
          ))}
        </div>
      </form>
    </section>
  );
}
