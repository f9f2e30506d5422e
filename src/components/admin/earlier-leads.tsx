import { formatDateTime } from '@/lib/format';
import type { Lead } from '@/lib/leads/lead';
import { leadSources } from '@/lib/leads/lead-form-views';
import { leadStatuses } from '@/lib/leads/lead-labels';

/** The same person's earlier requests (same phone or e-mail), so nobody treats them as a stranger. */
export function EarlierLeads({ leads }: { leads: Array<Pick<Lead, 'id' | 'created_at' | 'source' | 'status'>> }) {
  if (!leads.length) return null;
  return (
    <section aria-labelledby="earlier-leads" className="grid gap-2 rounded-xl bg-secondary p-4">
      <h2 id="earlier-leads" className="font-bold">
        Khách đã gửi {leads.length} yêu cầu trước đó
      </h2>
      <ul className="grid">
        {leads.map((lead) => (
          <li key={lead.id}>
            <a
              href={`/admin/leads/${lead.id}`}
              className="inline-flex min-h-11 items-center text-primary hover:underline"
            >
              {formatDateTime(lead.created_at)} · {leadSources[lead.source]} · {leadStatuses[lead.status]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
