import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { Lead } from '@/lib/leads/lead';
import { nextStepLine } from '@/lib/sales/sales-labels';
import { NextStepFields } from './next-step-fields';

/** The lead's next step, overdue or not, and the form that sets a new one. */
export function LeadNextStep({ lead, action, now }: { lead: Lead; action: string; now: Date }) {
  const step =
    lead.next_step_kind && lead.next_step_at
      ? { kind: lead.next_step_kind, at: lead.next_step_at, note: lead.next_step_note }
      : null;
  const overdue = step && Date.parse(step.at) < now.getTime();
  return (
    <section aria-labelledby="lead-next-step" className="grid gap-3 rounded-xl border border-border p-4">
      <h2 id="lead-next-step" className="text-lg font-bold">
        Bước tiếp theo
      </h2>
      {step ? (
        <p className={overdue ? 'font-bold text-destructive' : 'font-bold'}>
          {overdue ? 'Quá hạn: ' : ''}
          {nextStepLine(step, formatDateTime)}
        </p>
      ) : (
        <p className="text-muted-foreground">Chưa có bước tiếp theo.</p>
      )}
      <form method="post" action={action} className="grid gap-3">
        <input type="hidden" name="action" value="next_step" />
        <NextStepFields idPrefix="next-step" required />
        <Button type="submit" className="w-fit">
          Đặt bước tiếp theo
        </Button>
      </form>
    </section>
  );
}
