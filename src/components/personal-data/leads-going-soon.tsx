import { Button } from '@/components/ui/button';
import { formatVietnamDay } from '@/lib/format';
import { leadStatuses, type LeadStatusId } from '@/lib/leads/lead-labels';
import { personalDataPath, type LeadGoingSoon } from '@/lib/personal-data/personal-data-page';

/** 'Giữ theo hợp đồng' or 'Thôi giữ' for a customer's lead: a plain form post of its id. */
function KeepButton({ lead }: { lead: LeadGoingSoon }) {
  return (
    <form method="post" action={personalDataPath}>
      <input type="hidden" name="action" value={lead.kept ? 'release' : 'keep'} />
      <input type="hidden" name="lead" value={lead.id} />
      <Button
        type="submit"
        variant="outline"
        aria-label={`${lead.kept ? 'Thôi giữ' : 'Giữ theo hợp đồng'}: ${lead.name}`}
      >
        {lead.kept ? 'Thôi giữ' : 'Giữ theo hợp đồng'}
      </Button>
    </form>
  );
}

/**
 * 'Sắp hết hạn lưu giữ': the leads the retention sweep takes within 30 days (or already may), each
 * with the day; a customer's (won) can be kept under contract instead, and is listed while it is.
 */
export function LeadsGoingSoon({ leads, months }: { leads: readonly LeadGoingSoon[]; months: number }) {
  return (
    <section aria-labelledby="sap-het-han" className="grid gap-3 rounded-xl border border-border p-4">
      <h2 id="sap-het-han" className="text-xl font-bold">
        Sắp hết hạn lưu giữ
      </h2>
      <p>
        {`Yêu cầu của khách được giữ ${months} tháng kể từ lần cuối có hoạt động (gửi yêu cầu, ghi chú, cuộc gọi, bước tiếp theo, lịch demo), rồi tự xóa cùng mọi thứ kèm theo. Khách hàng đã chốt có thể được giữ theo hợp đồng.`}
      </p>
      {leads.length === 0 ? (
        <p>Không có yêu cầu nào hết hạn trong 30 ngày tới.</p>
      ) : (
        <ul className="grid gap-2">
          {leads.map((lead) => (
            <li key={lead.id} className="grid min-w-0 gap-2 rounded-lg border border-border p-3">
              <a
                href={`/admin/leads/${lead.id}`}
                className="min-w-0 font-bold break-words text-primary hover:underline"
              >
                {`${lead.name} · ${lead.company_name}`}
              </a>
              <p className="text-sm">
                {`${leadStatuses[lead.status as LeadStatusId] ?? lead.status} · hoạt động cuối ${formatVietnamDay(lead.lastActivity)} · `}
                <strong>{lead.kept ? 'đang giữ theo hợp đồng' : `xóa từ ${formatVietnamDay(lead.goesOn)}`}</strong>
              </p>
              {(lead.status === 'won' || lead.kept) && <KeepButton lead={lead} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
