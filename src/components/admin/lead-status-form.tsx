import { Button } from '@/components/ui/button';
import type { Lead } from '@/lib/leads/lead';
import { leadStatuses, nextStatuses } from '@/lib/leads/lead-labels';
import { endingRefusals, type EndingRight } from '@/lib/sales/lead-rights';
import { closedStatuses } from '@/lib/sales/sales-labels';
import { NextStepFields } from './next-step-fields';

/**
 * 'Cập nhật trạng thái': the next statuses of the flow. The buttons that end the lead are offered only
 * to whoever may end it (`ending`, the server's rule); the others read why instead.
 */
export function LeadStatusForm({
  lead,
  action,
  ending,
}: {
  lead: Pick<Lead, 'status' | 'next_step_at'>;
  action: string;
  ending: EndingRight;
}) {
  const next = nextStatuses(lead.status);
  const offered = ending === 'allowed' ? next : next.filter((status) => !closedStatuses.has(status));
  const why =
    offered.length < next.length && (ending === 'take_first' ? endingRefusals.takeFirst : endingRefusals.close);
  return (
    <section aria-labelledby="lead-status" className="grid gap-3">
      <h2 id="lead-status" className="text-lg font-bold">
        Cập nhật trạng thái
      </h2>
      {!next.length && (
        <p className="text-muted-foreground">Khách hàng này đã kết thúc ({leadStatuses[lead.status]}).</p>
      )}
      {offered.length > 0 && (
        <form method="post" action={action} className="grid gap-3">
          <input type="hidden" name="action" value="status" />
          <input type="hidden" name="from" value={lead.status} />
          {!lead.next_step_at && (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm">
                Khách chưa có bước tiếp theo: đặt luôn ở đây (không cần khi chuyển sang “Thành công” hoặc “Không phù
                hợp”).
              </legend>
              <NextStepFields idPrefix="status-step" />
            </fieldset>
          )}
          <div className="flex flex-wrap gap-2">
            {offered.map((status) => (
              <Button
                key={status}
                type="submit"
                name="to"
                value={status}
                variant={status === 'lost' ? 'outline' : 'default'}
              >
                {leadStatuses[status]}
              </Button>
            ))}
          </div>
        </form>
      )}
      {why && <p className="text-muted-foreground">{why}</p>}
    </section>
  );
}
