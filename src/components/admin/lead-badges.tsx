import { leadSources, leadStatuses, type LeadStatusId } from '@/lib/leads/lead-labels';
import type { LeadForm } from '@/lib/leads/lead-forms';

const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap';

/** Source (and plan) of a lead. */
export function SourceBadge({ source, plan }: { source: LeadForm; plan: string | null }) {
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`${badge} bg-secondary text-secondary-foreground`}>{leadSources[source]}</span>
      {plan && <span className={`${badge} bg-accent text-accent-foreground`}>{plan}</span>}
    </span>
  );
}

/** Status of a lead; 'Mới' stands out. */
export function StatusBadge({ status }: { status: LeadStatusId }) {
  return (
    <span
      className={`${badge} ${status === 'new' ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground'}`}
    >
      {leadStatuses[status]}
    </span>
  );
}
