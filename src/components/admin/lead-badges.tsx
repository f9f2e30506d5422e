import { demoAheadNote } from '@/lib/booking/booking-messages';
import { leadSources, type LeadForm } from '@/lib/leads/lead-form-views';
import { leadStatuses, type LeadStatusId } from '@/lib/leads/lead-labels';
import { planName } from '@/lib/leads/lead-facts';

const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap';

/** Source (and plan, by its name: never the stored code such as `professional`) of a lead. */
export function SourceBadge({ source, plan }: { source: LeadForm; plan: string | null }) {
  const name = planName(plan);
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`${badge} bg-secondary text-secondary-foreground`}>{leadSources[source]}</span>
      {name && <span className={`${badge} bg-accent text-accent-foreground`}>{name}</span>}
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

/** What the inbox marks on a lead: the person's earlier requests and demo ahead, and how long it has waited. */
export interface LeadMarks {
  /** Earlier leads of the same person. */
  repeat?: number | undefined;
  /** Office minutes waited for a first contact, past the threshold. */
  waitingLabel?: string | undefined;
  /** The next step's time has passed. */
  stepOverdue?: boolean;
  /** Another lead of the same person holds a demo booked and not yet begun. */
  demoAhead?: boolean;
}

/** A lead's marks as badges; nothing when it has none. */
export function MarkBadges({ marks }: { marks: LeadMarks | undefined }) {
  if (!marks) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {marks.repeat ? (
        <span
          className={`${badge} bg-accent text-accent-foreground`}
        >{`Khách cũ · ${marks.repeat} yêu cầu trước`}</span>
      ) : null}
      {marks.waitingLabel && (
        <span className={`${badge} bg-destructive text-primary-foreground`}>{marks.waitingLabel}</span>
      )}
      {marks.demoAhead && <span className={`${badge} bg-secondary text-secondary-foreground`}>{demoAheadNote}</span>}
      {marks.stepOverdue && (
        <span className={`${badge} bg-destructive text-primary-foreground`}>Quá hạn bước tiếp theo</span>
      )}
    </span>
  );
}
