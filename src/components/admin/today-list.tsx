import type { ReactNode } from 'react';
import { timeLabel } from '@/lib/format';
import type { Lead } from '@/lib/leads/lead';
import { leadSources } from '@/lib/leads/lead-form-views';
import { callSheetAttributes } from '@/lib/sales/call-sheet';
import { stepTimeLabel } from '@/lib/sales/step-presets';
import { nextStepKinds } from '@/lib/sales/sales-labels';
import { dayAgenda, waitedLabel, type TodayWork } from '@/lib/sales/today';
import { DemoRow } from './demo-row';
import { EmptyList } from './empty-list';
import { LeadCallLinks } from './lead-call-links';

/** One lead of 'Hôm nay': hotel, name, source, how long it waited or what is due, and the call links. */
function TodayRow({ lead, when, late }: { lead: Lead; when: string; late: boolean }) {
  return (
    <li
      {...{ [callSheetAttributes.row]: lead.id }}
      className="grid gap-2 rounded-xl border border-border p-3 text-sm break-words data-done:border-primary"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <a
          href={`/admin/leads/${lead.id}`}
          className="inline-flex min-h-11 items-center text-base font-bold text-primary hover:underline"
        >
          {lead.company_name}
        </a>
        <span className={late ? 'font-bold text-destructive' : 'text-muted-foreground'}>{when}</span>
      </div>
      <p>
        {lead.name} · {leadSources[lead.source]}
        {lead.owner_id === null && ' · Chưa giao'}
      </p>
      {lead.next_step_note && <p className="text-muted-foreground">{lead.next_step_note}</p>}
      <LeadCallLinks lead={lead} />
      <p data-slot="logged" role="status" className="font-bold text-primary empty:hidden" />
    </li>
  );
}

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      {/* The call sheet counts a row worked down from `data-left` (call-sheet-island). */}
      <h2 id={id} data-title={title} data-left={count} className="text-lg font-bold">
        {`${title} (${count})`}
      </h2>
      <ul className="grid gap-3">{children}</ul>
    </section>
  );
}

const stepWhen = (lead: Lead, now: Date, overdue: boolean) =>
  `${overdue ? 'Quá hạn · ' : ''}${nextStepKinds[lead.next_step_kind!]} · ${stepTimeLabel(lead.next_step_at!, now)}`;

/**
 * 'Hôm nay', in the order a salesperson works: new leads not contacted yet (oldest first, red once
 * they have waited past the first-response time), overdue next steps, then the rest of the day in time
 * order: next steps and booked demos together.
 */
export function TodayList({ work, now }: { work: TodayWork; now: Date }) {
  const { fresh, freshCount, overdue } = work;
  const agenda = dayAgenda(work);
  if (!freshCount && !overdue.length && !agenda.length)
    return <EmptyList>Không có khách mới hay việc nào đến hạn hôm nay.</EmptyList>;
  return (
    <div className="grid gap-6">
      {freshCount > 0 && (
        <Section id="khach-moi" title="Khách mới chưa liên hệ" count={freshCount}>
          {fresh.map(({ lead, waited, late }) => (
            <TodayRow key={lead.id} lead={lead} when={waitedLabel(waited)} late={late} />
          ))}
          {freshCount > fresh.length && (
            <li>
              <a
                href="/admin?trang-thai=new&phu-trach=toi"
                className="inline-flex min-h-11 items-center font-bold text-primary hover:underline"
              >
                {`Xem cả ${freshCount} khách mới trong danh sách khách hàng`}
              </a>
            </li>
          )}
        </Section>
      )}
      {overdue.length > 0 && (
        <Section id="qua-han" title="Quá hạn" count={overdue.length}>
          {overdue.map((lead) => (
            <TodayRow key={lead.id} lead={lead} when={stepWhen(lead, now, true)} late />
          ))}
        </Section>
      )}
      {agenda.length > 0 && (
        <Section id="trong-hom-nay" title="Trong hôm nay" count={agenda.length}>
          {agenda.map(({ lead, meeting }) =>
            meeting ? (
              <DemoRow key={meeting.id} demo={{ meeting, lead }} when={timeLabel(new Date(meeting.starts_at))} />
            ) : (
              <TodayRow key={lead.id} lead={lead} when={stepWhen(lead, now, false)} late={false} />
            ),
          )}
        </Section>
      )}
    </div>
  );
}
