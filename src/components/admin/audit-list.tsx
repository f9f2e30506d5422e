import { auditActions, type AuditEntry } from '@/lib/audit/audit-actions';
import { deviceLabel } from '@/lib/auth/device-label';
import { formatDateTime } from '@/lib/format';
import { EmptyList } from './empty-list';

// Lines whose subject is a lead that may still be open; a deleted lead's id links nowhere.
const aboutLead = new Set(['lead_status_changed', 'lead_owner_changed', 'notification_resent']);

/** Who did it, as the log shows: a member's address, or the server's command line. */
const actorOf = (entry: AuditEntry) => entry.actor ?? 'Dòng lệnh trên máy chủ';

function Subject({ entry }: { entry: AuditEntry }) {
  if (!entry.subject) return null;
  return (
    <p>
      <span className="text-muted-foreground">Đối tượng: </span>
      {aboutLead.has(entry.action) ? (
        <a href={`/admin/leads/${entry.subject}`} className="text-primary hover:underline">
          Khách hàng {entry.subject.slice(0, 8)}
        </a>
      ) : (
        entry.subject
      )}
    </p>
  );
}

/**
 * One page of the audit log, newest first: one card per line, readable at 360 px as on a desktop.
 * Everything in it (addresses typed at sign-in, browsers) is rendered as text.
 */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (!entries.length) return <EmptyList>Không có hoạt động nào khớp bộ lọc.</EmptyList>;
  return (
    <ol className="grid gap-3" aria-label="Hoạt động, mới nhất trước">
      {entries.map((entry) => (
        <li
          key={entry.id}
          data-action={entry.action}
          className="grid gap-1 rounded-xl border border-border p-4 text-sm break-words"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <p className="text-base font-bold">{auditActions[entry.action]}</p>
            <time dateTime={entry.at} className="text-muted-foreground">
              {formatDateTime(entry.at)}
            </time>
          </div>
          <p>
            <span className="text-muted-foreground">Người thực hiện: </span>
            {actorOf(entry)}
          </p>
          <Subject entry={entry} />
          {entry.detail && <p>{entry.detail}</p>}
          {(entry.address || entry.userAgent) && (
            <p className="text-muted-foreground">
              {`Từ: ${[entry.address, entry.userAgent && deviceLabel(entry.userAgent)].filter(Boolean).join(' · ')}`}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
