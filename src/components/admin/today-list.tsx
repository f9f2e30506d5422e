import { formatDateTime } from '@/lib/format';
import type { Lead } from '@/lib/leads/lead';
import { nextStepLine } from '@/lib/sales/sales-labels';
import { EmptyList } from './empty-list';

function StepCard({ lead, overdue }: { lead: Lead; overdue: boolean }) {
  const step = { kind: lead.next_step_kind!, at: lead.next_step_at!, note: lead.next_step_note };
  return (
    <li className="grid gap-1 rounded-xl border border-border p-4 text-sm break-words">
      <a href={`/admin/leads/${lead.id}`} className="text-base font-bold text-primary hover:underline">
        {lead.name} · {lead.company_name}
      </a>
      <p className={overdue ? 'font-bold text-destructive' : 'font-bold'}>{nextStepLine(step, formatDateTime)}</p>
      <a href={`tel:${lead.phone_e164 ?? lead.phone}`} className="w-fit hover:underline">
        {lead.phone}
      </a>
    </li>
  );
}

/** 'Hôm nay': overdue next steps first, then today's, each a card to open the lead or call. */
export function TodayList({ overdue, later }: { overdue: Lead[]; later: Lead[] }) {
  if (!overdue.length && !later.length)
    return <EmptyList>Không có việc nào đến hạn hôm nay. Hãy đặt bước tiếp theo cho khách hàng của bạn.</EmptyList>;
  return (
    <div className="grid gap-6">
      {[['Quá hạn', overdue, true] as const, ['Trong hôm nay', later, false] as const].map(([title, leads, late]) =>
        leads.length ? (
          <section key={title} aria-label={title} className="grid gap-3">
            <h2 className="text-lg font-bold">
              {title} ({leads.length})
            </h2>
            <ul className="grid gap-3">
              {leads.map((lead) => (
                <StepCard key={lead.id} lead={lead} overdue={late} />
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}
