import { useState } from 'react';
import { LeadWorkForm } from '@/components/admin/lead-work-form';
import { FormAlert, FormNotice } from '@/components/admin/form-message';
import { useLeadWork } from '@/components/admin/use-lead-work';
import type { LeadWorkErrors, LeadWorkValues, WorkLead } from '@/lib/sales/lead-work';
import { withIslandBoundary } from './island-boundary';

/**
 * The work form on a lead's page. Rendered on the server as a plain post; once hydrated it saves
 * without reloading, says what changed above the form and shows the lead's next step as it now is.
 */
export const LeadWorkIsland = withIslandBoundary(function LeadWorkIsland({
  lead: initial,
  now,
  step,
  values,
  errors: refused = {},
  notice,
}: {
  lead: WorkLead;
  now: Date;
  /** The lead's next step in one line, and whether it is overdue; null when it has none. */
  step: { line: string; overdue: boolean } | null;
  /** What was typed before a refused plain post, with the reasons. */
  values?: LeadWorkValues | undefined;
  errors?: LeadWorkErrors | undefined;
  notice?: string | undefined;
}) {
  const [saved, setSaved] = useState<{ message: string; step: string | null; lead: WorkLead; count: number }>();
  const { errors, problem, pending, submit } = useLeadWork(initial.id, (answer) =>
    setSaved((before) => ({ ...answer, count: (before?.count ?? 0) + 1 })),
  );
  const lead = saved?.lead ?? initial;
  const line = saved ? saved.step : step?.line;
  const overdue = !saved && step?.overdue;
  const message = saved?.message ?? notice;
  return (
    <div className="grid gap-4">
      {line ? (
        <p className={overdue ? 'font-bold text-destructive' : 'font-bold'}>
          {overdue ? 'Quá hạn: ' : ''}
          {line}
        </p>
      ) : (
        <p className="text-muted-foreground">Chưa có bước tiếp theo.</p>
      )}
      {problem ? <FormAlert>{problem}</FormAlert> : message && <FormNotice>{message}</FormNotice>}
      <LeadWorkForm
        // A new form after each save: its defaults follow the lead as it now is.
        key={saved?.count ?? 0}
        lead={lead}
        now={now}
        idPrefix="lam-viec"
        values={saved ? {} : values}
        errors={problem ? errors : saved ? {} : refused}
        pending={pending}
        onSubmit={submit}
      />
    </div>
  );
});
